import type { DocSource } from './types';

/** `/docs/{id}`: reference pages, listed on the fixed `docs` page by order. English, Chinese, Russian and five more. */
export const DOC_PAGES: DocSource[] = [
  {
    slug: 'local-api',
    order: 1,
    date: '2025-03-03',
    t: {
      en: [
        'Local API reference',
        'Start, stop and list profiles from your own code over HTTP on localhost.',
        `The desktop app listens on \`http://127.0.0.1:35000\` while it runs. Every call needs the API key from **Settings → API**.

## Profiles
- \`GET /api/v1/profiles\` lists profiles with their ids and groups.
- \`POST /api/v1/profiles/{id}/start\` starts a profile and returns its automation endpoint.
- \`POST /api/v1/profiles/{id}/stop\` closes it.

## Errors
Answers carry \`code\` 0 on success; any other code comes with a \`message\`.`,
      ],
      zh: [
        '本地 API 参考',
        '通过本机 HTTP 接口，用你自己的代码启动、停止和列出环境。',
        `桌面应用运行时监听 \`http://127.0.0.1:35000\`。每次调用都需要 **设置 → API** 中的 API 密钥。

## 环境
- \`GET /api/v1/profiles\` 列出环境及其 ID 和分组。
- \`POST /api/v1/profiles/{id}/start\` 启动环境并返回其自动化端点。
- \`POST /api/v1/profiles/{id}/stop\` 关闭环境。

## 错误
成功时返回 \`code\` 0；其他代码会附带 \`message\`。`,
      ],
      ru: [
        'Справочник локального API',
        'Запускайте, останавливайте и перечисляйте профили из своего кода по HTTP на localhost.',
        `Пока приложение запущено, оно слушает \`http://127.0.0.1:35000\`. Каждому вызову нужен ключ API из **Настройки → API**.

## Профили
- \`GET /api/v1/profiles\` — список профилей с id и группами.
- \`POST /api/v1/profiles/{id}/start\` запускает профиль и возвращает адрес для автоматизации.
- \`POST /api/v1/profiles/{id}/stop\` закрывает его.

## Ошибки
При успехе \`code\` равен 0; любой другой код приходит с \`message\`.`,
      ],
      de: [
        'Referenz der lokalen API',
        'Profile per HTTP auf localhost aus eigenem Code starten, stoppen und auflisten.',
        `Solange die App läuft, lauscht sie auf \`http://127.0.0.1:35000\`. Jeder Aufruf braucht den API-Schlüssel aus **Einstellungen → API**.

## Profile
- \`GET /api/v1/profiles\` listet Profile mit IDs und Gruppen.
- \`POST /api/v1/profiles/{id}/start\` startet ein Profil und liefert seinen Automatisierungs-Endpunkt.
- \`POST /api/v1/profiles/{id}/stop\` schließt es.

## Fehler
Bei Erfolg ist \`code\` 0; jeder andere Code kommt mit einer \`message\`.`,
      ],
      es: [
        'Referencia de la API local',
        'Inicia, detén y lista perfiles desde tu propio código por HTTP en localhost.',
        `Mientras se ejecuta, la aplicación escucha en \`http://127.0.0.1:35000\`. Cada llamada necesita la clave de **Ajustes → API**.

## Perfiles
- \`GET /api/v1/profiles\` lista los perfiles con sus id y grupos.
- \`POST /api/v1/profiles/{id}/start\` inicia un perfil y devuelve su endpoint de automatización.
- \`POST /api/v1/profiles/{id}/stop\` lo cierra.

## Errores
Las respuestas llevan \`code\` 0 si todo va bien; cualquier otro código viene con un \`message\`.`,
      ],
      pt: [
        'Referência da API local',
        'Inicie, pare e liste perfis a partir do seu próprio código por HTTP no localhost.',
        `Enquanto roda, o aplicativo escuta em \`http://127.0.0.1:35000\`. Cada chamada precisa da chave de **Configurações → API**.

## Perfis
- \`GET /api/v1/profiles\` lista os perfis com ids e grupos.
- \`POST /api/v1/profiles/{id}/start\` inicia um perfil e devolve seu endpoint de automação.
- \`POST /api/v1/profiles/{id}/stop\` fecha o perfil.

## Erros
As respostas trazem \`code\` 0 em caso de sucesso; qualquer outro código vem com uma \`message\`.`,
      ],
      fr: [
        'Référence de l’API locale',
        'Démarrez, arrêtez et listez les profils depuis votre propre code, en HTTP sur localhost.',
        `Tant qu’elle tourne, l’application écoute sur \`http://127.0.0.1:35000\`. Chaque appel demande la clé de **Réglages → API**.

## Profils
- \`GET /api/v1/profiles\` liste les profils avec leurs identifiants et groupes.
- \`POST /api/v1/profiles/{id}/start\` démarre un profil et renvoie son point d’accès d’automatisation.
- \`POST /api/v1/profiles/{id}/stop\` le ferme.

## Erreurs
Les réponses portent \`code\` 0 en cas de succès ; tout autre code arrive avec un \`message\`.`,
      ],
      vn: [
        'Tài liệu API cục bộ',
        'Khởi động, dừng và liệt kê hồ sơ từ mã của bạn qua HTTP trên localhost.',
        `Khi đang chạy, ứng dụng lắng nghe tại \`http://127.0.0.1:35000\`. Mỗi lệnh gọi cần khóa API trong **Cài đặt → API**.

## Hồ sơ
- \`GET /api/v1/profiles\` liệt kê hồ sơ kèm id và nhóm.
- \`POST /api/v1/profiles/{id}/start\` khởi động hồ sơ và trả về endpoint tự động hóa.
- \`POST /api/v1/profiles/{id}/stop\` đóng hồ sơ.

## Lỗi
Phản hồi có \`code\` 0 khi thành công; mọi mã khác đi kèm \`message\`.`,
      ],
    },
  },
  {
    slug: 'rpa-steps',
    order: 2,
    date: '2025-03-10',
    t: {
      en: [
        'RPA steps',
        'Every step an RPA flow can run, with its options.',
        `A flow is a list of steps run in order inside one profile.

## Navigation
- **Open page**: an address, and how long to wait for it.
- **Click** and **Type**: a CSS selector, and for typing the text.

## Control
- **Wait**: a fixed time or until a selector appears.
- **Loop**: repeat the steps inside it a number of times or over a list.`,
      ],
      zh: [
        'RPA 步骤',
        'RPA 流程可执行的每个步骤及其选项。',
        `流程是在一个环境中按顺序执行的步骤列表。

## 导航
- **打开网页**：地址以及等待时长。
- **点击**和**输入**：CSS 选择器，输入时还需文本。

## 控制
- **等待**：固定时长或直到某个选择器出现。
- **循环**：按次数或按列表重复其中的步骤。`,
      ],
      ru: [
        'Шаги RPA',
        'Все шаги, которые может выполнять сценарий RPA, и их параметры.',
        `Сценарий — это список шагов, выполняемых по порядку в одном профиле.

## Навигация
- **Открыть страницу**: адрес и время ожидания.
- **Клик** и **Ввод**: CSS-селектор, для ввода — текст.

## Управление
- **Ожидание**: фиксированное время или до появления селектора.
- **Цикл**: повтор вложенных шагов заданное число раз или по списку.`,
      ],
      de: [
        'RPA-Schritte',
        'Alle Schritte, die ein RPA-Ablauf ausführen kann, mit ihren Optionen.',
        `Ein Ablauf ist eine Liste von Schritten, die der Reihe nach in einem Profil laufen.

## Navigation
- **Seite öffnen**: eine Adresse und wie lange gewartet wird.
- **Klicken** und **Tippen**: ein CSS-Selektor, beim Tippen der Text.

## Steuerung
- **Warten**: eine feste Zeit oder bis ein Selektor erscheint.
- **Schleife**: die Schritte darin mehrmals oder über eine Liste wiederholen.`,
      ],
      es: [
        'Pasos de RPA',
        'Cada paso que puede ejecutar un flujo de RPA, con sus opciones.',
        `Un flujo es una lista de pasos que se ejecutan en orden dentro de un perfil.

## Navegación
- **Abrir página**: una dirección y cuánto esperar.
- **Clic** y **Escribir**: un selector CSS y, al escribir, el texto.

## Control
- **Esperar**: un tiempo fijo o hasta que aparezca un selector.
- **Bucle**: repite los pasos internos varias veces o sobre una lista.`,
      ],
      pt: [
        'Etapas de RPA',
        'Cada etapa que um fluxo de RPA pode executar, com suas opções.',
        `Um fluxo é uma lista de etapas executadas em ordem dentro de um perfil.

## Navegação
- **Abrir página**: um endereço e quanto esperar.
- **Clicar** e **Digitar**: um seletor CSS e, ao digitar, o texto.

## Controle
- **Esperar**: um tempo fixo ou até um seletor aparecer.
- **Repetir**: repete as etapas internas algumas vezes ou sobre uma lista.`,
      ],
      fr: [
        'Étapes RPA',
        'Chaque étape qu’un flux RPA peut exécuter, avec ses options.',
        `Un flux est une liste d’étapes exécutées dans l’ordre dans un profil.

## Navigation
- **Ouvrir une page** : une adresse et le temps d’attente.
- **Cliquer** et **Saisir** : un sélecteur CSS et, pour la saisie, le texte.

## Contrôle
- **Attendre** : une durée fixe ou jusqu’à l’apparition d’un sélecteur.
- **Boucle** : répète les étapes qu’elle contient plusieurs fois ou sur une liste.`,
      ],
      vn: [
        'Các bước RPA',
        'Mọi bước mà một luồng RPA có thể chạy, kèm các tùy chọn.',
        `Một luồng là danh sách các bước chạy theo thứ tự trong một hồ sơ.

## Điều hướng
- **Mở trang**: một địa chỉ và thời gian chờ.
- **Nhấp** và **Nhập**: một bộ chọn CSS, khi nhập thì kèm văn bản.

## Điều khiển
- **Chờ**: một khoảng thời gian cố định hoặc đến khi bộ chọn xuất hiện.
- **Lặp**: lặp lại các bước bên trong nhiều lần hoặc theo danh sách.`,
      ],
    },
  },
];
