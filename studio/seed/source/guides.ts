import type { ArticleSource } from './types';

/** Guides: English, Chinese, Russian, Spanish, Portuguese, Vietnamese, Thai, Turkish (one has German instead of Thai, one both). */
export const GUIDES: ArticleSource[] = [
  {
    slug: 'create-your-first-profile',
    date: '2025-01-20',
    category: 'getting-started',
    tags: ['beginner'],
    author: 'mei-lin',
    t: {
      en: [
        'Create your first browser profile',
        'From download to a logged-in account in five minutes.',
        `1. Install Morphis and sign in.
2. Click **New profile**, pick the operating system and leave the fingerprint on "Auto".
3. Add a proxy and press **Check**.
4. Start the profile and log in to your account as usual.`,
      ],
      zh: [
        '创建你的第一个浏览器环境',
        '五分钟内从下载到登录账户。',
        `1. 安装 Morphis 并登录。
2. 点击**新建环境**，选择操作系统，指纹保持“自动”。
3. 添加代理并点击**检测**。
4. 启动环境，像平常一样登录你的账户。`,
      ],
      ru: [
        'Создайте первый профиль браузера',
        'От загрузки до входа в аккаунт за пять минут.',
        `1. Установите Morphis и войдите.
2. Нажмите **Новый профиль**, выберите ОС и оставьте отпечаток в режиме «Авто».
3. Добавьте прокси и нажмите **Проверить**.
4. Запустите профиль и войдите в аккаунт как обычно.`,
      ],
      es: [
        'Crea tu primer perfil de navegador',
        'De la descarga a una cuenta iniciada en cinco minutos.',
        `1. Instala Morphis e inicia sesión.
2. Pulsa **Nuevo perfil**, elige el sistema operativo y deja la huella en «Auto».
3. Añade un proxy y pulsa **Comprobar**.
4. Inicia el perfil y entra en tu cuenta como siempre.`,
      ],
      pt: [
        'Crie seu primeiro perfil de navegador',
        'Do download a uma conta conectada em cinco minutos.',
        `1. Instale o Morphis e entre.
2. Clique em **Novo perfil**, escolha o sistema e deixe a impressão digital em "Auto".
3. Adicione um proxy e clique em **Verificar**.
4. Abra o perfil e entre na sua conta normalmente.`,
      ],
      vn: [
        'Tạo hồ sơ trình duyệt đầu tiên',
        'Từ lúc tải về đến khi đăng nhập tài khoản trong năm phút.',
        `1. Cài Morphis và đăng nhập.
2. Nhấn **Hồ sơ mới**, chọn hệ điều hành và để dấu vân tay ở "Tự động".
3. Thêm proxy và nhấn **Kiểm tra**.
4. Khởi động hồ sơ và đăng nhập tài khoản như bình thường.`,
      ],
      th: [
        'สร้างโปรไฟล์เบราว์เซอร์แรกของคุณ',
        'จากการดาวน์โหลดจนเข้าสู่ระบบบัญชีได้ในห้านาที',
        `1. ติดตั้ง Morphis แล้วลงชื่อเข้าใช้
2. คลิก **โปรไฟล์ใหม่** เลือกระบบปฏิบัติการ และตั้งลายนิ้วมือเป็น "อัตโนมัติ"
3. เพิ่มพร็อกซีแล้วกด **ตรวจสอบ**
4. เปิดโปรไฟล์และเข้าสู่ระบบบัญชีตามปกติ`,
      ],
      tr: [
        'İlk tarayıcı profilinizi oluşturun',
        'İndirmeden oturum açılmış hesaba beş dakikada.',
        `1. Morphis’i kurun ve oturum açın.
2. **Yeni profil**e tıklayın, işletim sistemini seçin ve parmak izini "Otomatik"te bırakın.
3. Bir proxy ekleyip **Kontrol et**e basın.
4. Profili başlatın ve hesabınıza her zamanki gibi giriş yapın.`,
      ],
    },
  },
  {
    slug: 'import-cookies',
    date: '2025-02-11',
    category: 'getting-started',
    tags: ['beginner'],
    author: 'mei-lin',
    t: {
      en: [
        'Import cookies into a profile',
        'Keep existing sessions when you move accounts into Morphis.',
        'Export cookies as JSON or Netscape text from your old browser, open the profile settings in Morphis and paste them under **Cookies**. The account opens already logged in, with no new-device check.',
      ],
      zh: [
        '向环境导入 Cookie',
        '迁移账户到 Morphis 时保留原有登录状态。',
        '从旧浏览器以 JSON 或 Netscape 文本格式导出 Cookie，在 Morphis 中打开环境设置，粘贴到 **Cookie** 一栏。账户打开时即为已登录状态，不会触发新设备验证。',
      ],
      ru: [
        'Импорт cookie в профиль',
        'Сохраните сессии при переносе аккаунтов в Morphis.',
        'Выгрузите cookie в формате JSON или Netscape из старого браузера, откройте настройки профиля в Morphis и вставьте их в поле **Cookie**. Аккаунт откроется уже авторизованным, без проверки нового устройства.',
      ],
      es: [
        'Importar cookies a un perfil',
        'Conserva las sesiones al mover cuentas a Morphis.',
        'Exporta las cookies en JSON o texto Netscape desde tu navegador anterior, abre los ajustes del perfil en Morphis y pégalas en **Cookies**. La cuenta se abre con la sesión iniciada y sin verificación de nuevo dispositivo.',
      ],
      pt: [
        'Importar cookies para um perfil',
        'Mantenha as sessões ao levar contas para o Morphis.',
        'Exporte os cookies em JSON ou texto Netscape do navegador antigo, abra as configurações do perfil no Morphis e cole em **Cookies**. A conta abre já conectada, sem verificação de novo dispositivo.',
      ],
      vn: [
        'Nhập cookie vào hồ sơ',
        'Giữ nguyên phiên đăng nhập khi chuyển tài khoản sang Morphis.',
        'Xuất cookie dạng JSON hoặc văn bản Netscape từ trình duyệt cũ, mở cài đặt hồ sơ trong Morphis và dán vào mục **Cookie**. Tài khoản sẽ mở ở trạng thái đã đăng nhập, không bị kiểm tra thiết bị mới.',
      ],
      th: [
        'นำเข้าคุกกี้ไปยังโปรไฟล์',
        'รักษาเซสชันเดิมไว้เมื่อย้ายบัญชีมายัง Morphis',
        'ส่งออกคุกกี้เป็น JSON หรือข้อความ Netscape จากเบราว์เซอร์เดิม เปิดการตั้งค่าโปรไฟล์ใน Morphis แล้ววางในช่อง **คุกกี้** บัญชีจะเปิดขึ้นโดยเข้าสู่ระบบอยู่แล้ว ไม่ต้องยืนยันอุปกรณ์ใหม่',
      ],
      tr: [
        'Bir profile çerez aktarma',
        'Hesapları Morphis’e taşırken mevcut oturumları koruyun.',
        'Eski tarayıcınızdan çerezleri JSON veya Netscape metni olarak dışa aktarın, Morphis’te profil ayarlarını açın ve **Çerezler** alanına yapıştırın. Hesap yeni cihaz doğrulaması olmadan oturum açık şekilde açılır.',
      ],
    },
  },
  {
    slug: 'set-up-a-socks5-proxy',
    date: '2025-03-03',
    category: 'proxies',
    tags: ['beginner'],
    author: 'mei-lin',
    t: {
      en: [
        'Set up a SOCKS5 proxy',
        'Add host, port and credentials, then let Morphis match time zone and language to the exit IP.',
        'In the profile editor choose **SOCKS5**, enter host, port, login and password, and press **Check**. Turn on "Match fingerprint to proxy" so time zone, language and geolocation follow the exit IP every time the profile starts.',
      ],
      zh: [
        '设置 SOCKS5 代理',
        '填写主机、端口和账号密码，让 Morphis 根据出口 IP 匹配时区和语言。',
        '在环境编辑器中选择 **SOCKS5**，填写主机、端口、用户名和密码，然后点击**检测**。开启“指纹匹配代理”，每次启动环境时时区、语言和地理位置都会跟随出口 IP。',
      ],
      ru: [
        'Настройка прокси SOCKS5',
        'Укажите хост, порт и данные входа — Morphis подстроит часовой пояс и язык под выходной IP.',
        'В редакторе профиля выберите **SOCKS5**, введите хост, порт, логин и пароль и нажмите **Проверить**. Включите «Подстраивать отпечаток под прокси», чтобы часовой пояс, язык и геолокация следовали за выходным IP при каждом запуске.',
      ],
      es: [
        'Configura un proxy SOCKS5',
        'Añade host, puerto y credenciales, y deja que Morphis ajuste zona horaria e idioma a la IP de salida.',
        'En el editor de perfiles elige **SOCKS5**, introduce host, puerto, usuario y contraseña y pulsa **Comprobar**. Activa «Ajustar huella al proxy» para que zona horaria, idioma y geolocalización sigan a la IP de salida en cada inicio.',
      ],
      pt: [
        'Configure um proxy SOCKS5',
        'Informe host, porta e credenciais e deixe o Morphis ajustar fuso e idioma ao IP de saída.',
        'No editor de perfil escolha **SOCKS5**, informe host, porta, usuário e senha e clique em **Verificar**. Ative "Ajustar impressão ao proxy" para que fuso horário, idioma e geolocalização sigam o IP de saída sempre que o perfil abrir.',
      ],
      vn: [
        'Thiết lập proxy SOCKS5',
        'Nhập host, cổng và thông tin đăng nhập, để Morphis khớp múi giờ và ngôn ngữ với IP đầu ra.',
        'Trong trình chỉnh sửa hồ sơ chọn **SOCKS5**, nhập host, cổng, tên đăng nhập và mật khẩu rồi nhấn **Kiểm tra**. Bật "Khớp dấu vân tay với proxy" để múi giờ, ngôn ngữ và vị trí luôn theo IP đầu ra mỗi khi khởi động hồ sơ.',
      ],
      th: [
        'ตั้งค่าพร็อกซี SOCKS5',
        'ใส่โฮสต์ พอร์ต และข้อมูลเข้าสู่ระบบ แล้วให้ Morphis ปรับเขตเวลาและภาษาตาม IP ขาออก',
        'ในตัวแก้ไขโปรไฟล์ให้เลือก **SOCKS5** ใส่โฮสต์ พอร์ต ชื่อผู้ใช้และรหัสผ่าน แล้วกด **ตรวจสอบ** เปิด "ปรับลายนิ้วมือตามพร็อกซี" เพื่อให้เขตเวลา ภาษา และตำแหน่งตาม IP ขาออกทุกครั้งที่เปิดโปรไฟล์',
      ],
      tr: [
        'SOCKS5 proxy kurulumu',
        'Sunucu, port ve kimlik bilgilerini girin; Morphis saat dilimini ve dili çıkış IP’sine göre ayarlasın.',
        'Profil düzenleyicide **SOCKS5**’i seçin, sunucu, port, kullanıcı adı ve şifreyi girip **Kontrol et**e basın. Saat dilimi, dil ve konumun her açılışta çıkış IP’sini izlemesi için "Parmak izini proxy’ye uydur"u açın.',
      ],
    },
  },
  {
    slug: 'rotating-proxies-per-profile',
    date: '2025-04-14',
    category: 'proxies',
    tags: ['advanced'],
    author: 'mei-lin',
    t: {
      en: [
        'Rotating proxies without breaking sessions',
        'Sticky sessions, rotation links and when a new IP is worth the risk.',
        'Platforms expect a logged-in account to keep roughly the same IP. Use sticky sessions of 30 minutes or more, and rotate only between tasks by calling the provider’s rotation link from the profile’s proxy settings.',
      ],
      zh: [
        '轮换代理而不破坏会话',
        '粘性会话、轮换链接，以及何时值得更换 IP。',
        '平台期望已登录账户的 IP 大致保持不变。请使用 30 分钟以上的粘性会话，并且只在任务之间通过环境代理设置中的服务商轮换链接更换 IP。',
      ],
      ru: [
        'Ротация прокси без потери сессий',
        'Sticky-сессии, ссылки ротации и когда новый IP стоит риска.',
        'Площадки ожидают, что у авторизованного аккаунта IP почти не меняется. Используйте sticky-сессии от 30 минут и меняйте IP только между задачами через ссылку ротации провайдера в настройках прокси профиля.',
      ],
      es: [
        'Proxies rotativos sin romper sesiones',
        'Sesiones fijas, enlaces de rotación y cuándo vale la pena una IP nueva.',
        'Las plataformas esperan que una cuenta con sesión iniciada mantenga más o menos la misma IP. Usa sesiones fijas de 30 minutos o más y rota solo entre tareas con el enlace de rotación del proveedor en los ajustes de proxy del perfil.',
      ],
      pt: [
        'Proxies rotativos sem quebrar sessões',
        'Sessões fixas, links de rotação e quando vale a pena um IP novo.',
        'As plataformas esperam que uma conta conectada mantenha mais ou menos o mesmo IP. Use sessões fixas de 30 minutos ou mais e troque o IP só entre tarefas, pelo link de rotação do provedor nas configurações de proxy do perfil.',
      ],
      vn: [
        'Xoay proxy mà không làm hỏng phiên',
        'Phiên cố định, liên kết xoay IP và khi nào đáng để đổi IP.',
        'Nền tảng mong tài khoản đã đăng nhập giữ IP gần như không đổi. Hãy dùng phiên cố định từ 30 phút trở lên và chỉ xoay IP giữa các tác vụ bằng liên kết xoay của nhà cung cấp trong cài đặt proxy của hồ sơ.',
      ],
      th: [
        'หมุนเวียนพร็อกซีโดยไม่ทำให้เซสชันหลุด',
        'เซสชันแบบคงที่ ลิงก์หมุน IP และเมื่อใดที่ควรเปลี่ยน IP',
        'แพลตฟอร์มคาดว่าบัญชีที่เข้าสู่ระบบจะใช้ IP เดิมโดยประมาณ ให้ใช้เซสชันแบบคงที่ 30 นาทีขึ้นไป และเปลี่ยน IP เฉพาะระหว่างงานด้วยลิงก์หมุนของผู้ให้บริการในการตั้งค่าพร็อกซีของโปรไฟล์',
      ],
      tr: [
        'Oturumları bozmadan proxy döndürme',
        'Sabit oturumlar, döndürme bağlantıları ve yeni bir IP’nin ne zaman riske değdiği.',
        'Platformlar oturum açık bir hesabın aşağı yukarı aynı IP’yi korumasını bekler. 30 dakika veya daha uzun sabit oturumlar kullanın ve IP’yi yalnızca görevler arasında, profilin proxy ayarlarındaki sağlayıcı döndürme bağlantısıyla değiştirin.',
      ],
    },
  },
  {
    slug: 'synchronizer-basics',
    date: '2025-05-06',
    category: 'automation',
    tags: ['beginner'],
    author: 'daniel-weber',
    t: {
      en: [
        'Synchronizer basics',
        'Control many windows from one: what it mirrors and how to keep it safe.',
        'Pick a main window and the windows to follow. Clicks, scrolling and typing are mirrored with a small random delay per window. Use it for identical chores, and add text variations so the accounts never post word-for-word copies.',
      ],
      zh: [
        '同步器入门',
        '用一个窗口控制多个窗口：它会同步什么，以及如何安全使用。',
        '选择一个主窗口和需要跟随的窗口。点击、滚动和输入会以每个窗口略有不同的随机延迟同步。请把它用于完全相同的日常操作，并加入文本变化，避免各账户发布一字不差的内容。',
      ],
      ru: [
        'Основы синхронизатора',
        'Управляйте многими окнами из одного: что повторяется и как не попасться.',
        'Выберите главное окно и окна-последователи. Клики, прокрутка и ввод повторяются с небольшой случайной задержкой для каждого окна. Используйте его для одинаковой рутины и добавляйте вариации текста, чтобы аккаунты не публиковали дословные копии.',
      ],
      es: [
        'Conceptos básicos del sincronizador',
        'Controla muchas ventanas desde una: qué replica y cómo usarlo con seguridad.',
        'Elige una ventana principal y las que la seguirán. Clics, desplazamiento y escritura se replican con un pequeño retraso aleatorio por ventana. Úsalo para tareas idénticas y añade variaciones de texto para que las cuentas nunca publiquen copias literales.',
      ],
      pt: [
        'Noções básicas do sincronizador',
        'Controle várias janelas a partir de uma: o que ele replica e como usar com segurança.',
        'Escolha uma janela principal e as janelas que vão segui-la. Cliques, rolagem e digitação são replicados com um pequeno atraso aleatório por janela. Use para tarefas idênticas e adicione variações de texto para que as contas nunca publiquem cópias exatas.',
      ],
      vn: [
        'Cơ bản về bộ đồng bộ',
        'Điều khiển nhiều cửa sổ từ một cửa sổ: nó sao chép gì và cách dùng an toàn.',
        'Chọn một cửa sổ chính và các cửa sổ theo sau. Lượt nhấp, cuộn và gõ phím được sao chép với độ trễ ngẫu nhiên nhỏ cho từng cửa sổ. Hãy dùng cho các việc giống hệt nhau và thêm biến thể nội dung để tài khoản không đăng bản sao y hệt.',
      ],
      de: [
        'Grundlagen des Synchronizers',
        'Viele Fenster aus einem steuern: was gespiegelt wird und wie es sicher bleibt.',
        'Wähle ein Hauptfenster und die Fenster, die ihm folgen. Klicks, Scrollen und Eingaben werden mit einer kleinen zufälligen Verzögerung pro Fenster gespiegelt. Nutze ihn für identische Routineaufgaben und füge Textvarianten hinzu, damit die Konten nie wortgleiche Beiträge veröffentlichen.',
      ],
      tr: [
        'Senkronizör temelleri',
        'Birçok pencereyi tek pencereden yönetin: neleri kopyalar ve güvenle nasıl kullanılır.',
        'Bir ana pencere ve onu izleyecek pencereleri seçin. Tıklamalar, kaydırma ve yazma her pencere için küçük rastgele gecikmelerle kopyalanır. Aynı rutin işler için kullanın ve hesapların kelimesi kelimesine aynı içerik paylaşmaması için metin varyasyonları ekleyin.',
      ],
    },
  },
  {
    slug: 'local-api-with-playwright',
    date: '2025-06-23',
    category: 'automation',
    tags: ['advanced', 'api'],
    author: 'daniel-weber',
    t: {
      en: [
        'Drive profiles with Playwright through the local API',
        'Start a profile over HTTP, connect over CDP and script it like any Chromium.',
        'Call `POST /api/v1/profiles/{id}/start` on the local API; the answer contains a `wsEndpoint`. Pass it to `chromium.connectOverCDP()` in Playwright and work with the first context: it already carries the profile’s cookies, fingerprint and proxy.',
      ],
      zh: [
        '通过本地 API 用 Playwright 控制环境',
        '通过 HTTP 启动环境，经 CDP 连接，像操作普通 Chromium 一样编写脚本。',
        '调用本地 API 的 `POST /api/v1/profiles/{id}/start`，返回结果中包含 `wsEndpoint`。在 Playwright 中将其传给 `chromium.connectOverCDP()`，并使用第一个上下文：它已带有该环境的 Cookie、指纹和代理。',
      ],
      ru: [
        'Управление профилями из Playwright через локальный API',
        'Запустите профиль по HTTP, подключитесь по CDP и пишите сценарии как для обычного Chromium.',
        'Вызовите `POST /api/v1/profiles/{id}/start` локального API — в ответе будет `wsEndpoint`. Передайте его в `chromium.connectOverCDP()` в Playwright и работайте с первым контекстом: в нём уже cookie, отпечаток и прокси профиля.',
      ],
      es: [
        'Controla perfiles con Playwright mediante la API local',
        'Inicia un perfil por HTTP, conéctate por CDP y prográmalo como cualquier Chromium.',
        'Llama a `POST /api/v1/profiles/{id}/start` en la API local; la respuesta incluye un `wsEndpoint`. Pásalo a `chromium.connectOverCDP()` en Playwright y trabaja con el primer contexto: ya lleva las cookies, la huella y el proxy del perfil.',
      ],
      pt: [
        'Controle perfis com Playwright pela API local',
        'Inicie um perfil por HTTP, conecte via CDP e programe como qualquer Chromium.',
        'Chame `POST /api/v1/profiles/{id}/start` na API local; a resposta traz um `wsEndpoint`. Passe-o para `chromium.connectOverCDP()` no Playwright e use o primeiro contexto: ele já tem os cookies, a impressão digital e o proxy do perfil.',
      ],
      vn: [
        'Điều khiển hồ sơ bằng Playwright qua API cục bộ',
        'Khởi động hồ sơ qua HTTP, kết nối qua CDP và viết kịch bản như với Chromium thông thường.',
        'Gọi `POST /api/v1/profiles/{id}/start` trên API cục bộ; kết quả có `wsEndpoint`. Truyền nó vào `chromium.connectOverCDP()` trong Playwright và dùng context đầu tiên: nó đã mang cookie, dấu vân tay và proxy của hồ sơ.',
      ],
      th: [
        'ควบคุมโปรไฟล์ด้วย Playwright ผ่าน API ภายในเครื่อง',
        'เปิดโปรไฟล์ผ่าน HTTP เชื่อมต่อผ่าน CDP แล้วเขียนสคริปต์เหมือน Chromium ทั่วไป',
        'เรียก `POST /api/v1/profiles/{id}/start` ของ API ภายในเครื่อง ผลลัพธ์จะมี `wsEndpoint` ส่งค่านี้ให้ `chromium.connectOverCDP()` ใน Playwright แล้วใช้ context แรก ซึ่งมีคุกกี้ ลายนิ้วมือ และพร็อกซีของโปรไฟล์อยู่แล้ว',
      ],
      tr: [
        'Yerel API üzerinden Playwright ile profilleri yönetin',
        'Bir profili HTTP ile başlatın, CDP ile bağlanın ve her Chromium gibi betikleyin.',
        'Yerel API’de `POST /api/v1/profiles/{id}/start` çağırın; yanıt bir `wsEndpoint` içerir. Bunu Playwright’ta `chromium.connectOverCDP()`’ye verin ve ilk bağlamla çalışın: profilin çerezleri, parmak izi ve proxy’si zaten onda.',
      ],
    },
  },
  {
    slug: 'bulk-create-profiles-from-csv',
    date: '2025-08-18',
    category: 'automation',
    tags: ['advanced'],
    author: 'mei-lin',
    t: {
      en: [
        'Bulk-create profiles from a CSV file',
        'Name, proxy, tags and notes for hundreds of profiles in one import.',
        'Download the template from **Profiles → Import**, fill one row per profile with name, proxy URL, folder and tags, and upload it. Morphis generates a matching fingerprint for each row and reports any proxy that fails its check.',
      ],
      zh: [
        '通过 CSV 批量创建环境',
        '一次导入即可为数百个环境设置名称、代理、标签和备注。',
        '在**环境 → 导入**中下载模板，每行填写一个环境的名称、代理地址、文件夹和标签后上传。Morphis 会为每一行生成匹配的指纹，并报告检测未通过的代理。',
      ],
      ru: [
        'Массовое создание профилей из CSV',
        'Имя, прокси, теги и заметки для сотен профилей за один импорт.',
        'Скачайте шаблон в разделе **Профили → Импорт**, заполните по строке на профиль (имя, адрес прокси, папка, теги) и загрузите файл. Morphis создаст подходящий отпечаток для каждой строки и сообщит о прокси, не прошедших проверку.',
      ],
      es: [
        'Crea perfiles en bloque desde un CSV',
        'Nombre, proxy, etiquetas y notas para cientos de perfiles en una sola importación.',
        'Descarga la plantilla en **Perfiles → Importar**, rellena una fila por perfil con nombre, URL del proxy, carpeta y etiquetas, y súbela. Morphis genera una huella adecuada para cada fila e informa de los proxies que fallan la comprobación.',
      ],
      pt: [
        'Crie perfis em massa a partir de um CSV',
        'Nome, proxy, etiquetas e notas para centenas de perfis em uma importação.',
        'Baixe o modelo em **Perfis → Importar**, preencha uma linha por perfil com nome, URL do proxy, pasta e etiquetas e envie. O Morphis gera uma impressão digital adequada para cada linha e informa os proxies que falharem na verificação.',
      ],
      vn: [
        'Tạo hàng loạt hồ sơ từ tệp CSV',
        'Tên, proxy, thẻ và ghi chú cho hàng trăm hồ sơ trong một lần nhập.',
        'Tải mẫu tại **Hồ sơ → Nhập**, điền mỗi dòng một hồ sơ gồm tên, URL proxy, thư mục và thẻ rồi tải lên. Morphis tạo dấu vân tay phù hợp cho từng dòng và báo các proxy kiểm tra không đạt.',
      ],
      th: [
        'สร้างโปรไฟล์จำนวนมากจากไฟล์ CSV',
        'ชื่อ พร็อกซี แท็ก และบันทึกสำหรับโปรไฟล์หลายร้อยรายการในการนำเข้าครั้งเดียว',
        'ดาวน์โหลดเทมเพลตจาก **โปรไฟล์ → นำเข้า** กรอกหนึ่งแถวต่อหนึ่งโปรไฟล์ด้วยชื่อ URL พร็อกซี โฟลเดอร์ และแท็ก แล้วอัปโหลด Morphis จะสร้างลายนิ้วมือที่เหมาะสมให้แต่ละแถวและรายงานพร็อกซีที่ตรวจสอบไม่ผ่าน',
      ],
      tr: [
        'CSV dosyasından toplu profil oluşturma',
        'Yüzlerce profil için ad, proxy, etiket ve notlar tek bir içe aktarmada.',
        '**Profiller → İçe aktar** bölümünden şablonu indirin, her profil için ad, proxy adresi, klasör ve etiketlerle bir satır doldurup yükleyin. Morphis her satır için uygun bir parmak izi üretir ve kontrolden geçemeyen proxy’leri bildirir.',
      ],
    },
  },
  {
    slug: 'check-your-fingerprint',
    date: '2025-09-22',
    category: 'getting-started',
    tags: ['beginner'],
    author: 'anna-kovalenko',
    stale: ['es'],
    t: {
      en: [
        'Check what sites see: testing a profile',
        'Use the built-in checker before you log in to a valuable account.',
        'Open **Check profile** from the profile menu. It shows the IP location, time zone, language, WebGL renderer and canvas hash the way a site sees them, and marks anything that contradicts the rest in orange.',
      ],
      zh: [
        '检查网站看到的信息：测试环境',
        '在登录重要账户前先使用内置检测工具。',
        '从环境菜单中打开**检测环境**。它会以网站的视角显示 IP 位置、时区、语言、WebGL 渲染器和 canvas 哈希，并用橙色标出与其他信息相矛盾的项目。',
      ],
      ru: [
        'Что видят сайты: проверка профиля',
        'Пользуйтесь встроенной проверкой, прежде чем входить в ценный аккаунт.',
        'Откройте **Проверить профиль** в меню профиля. Там видно местоположение IP, часовой пояс, язык, рендерер WebGL и хеш canvas так, как их видит сайт; всё, что противоречит остальному, подсвечено оранжевым.',
      ],
      es: [
        'Comprueba lo que ven los sitios',
        'Usa el verificador integrado antes de entrar en una cuenta valiosa.',
        'Abre **Comprobar perfil** en el menú del perfil. Muestra la ubicación de la IP, la zona horaria y el idioma.',
      ],
      pt: [
        'Veja o que os sites enxergam: testando um perfil',
        'Use o verificador integrado antes de entrar em uma conta valiosa.',
        'Abra **Verificar perfil** no menu do perfil. Ele mostra a localização do IP, o fuso horário, o idioma, o renderizador WebGL e o hash do canvas como um site os vê, e marca em laranja o que contradiz o resto.',
      ],
      vn: [
        'Kiểm tra những gì trang web nhìn thấy',
        'Dùng công cụ kiểm tra tích hợp trước khi đăng nhập tài khoản quan trọng.',
        'Mở **Kiểm tra hồ sơ** từ menu hồ sơ. Nó hiển thị vị trí IP, múi giờ, ngôn ngữ, renderer WebGL và giá trị băm canvas theo cách trang web nhìn thấy, và tô màu cam những mục mâu thuẫn với phần còn lại.',
      ],
      tr: [
        'Sitelerin ne gördüğünü kontrol edin: profil testi',
        'Değerli bir hesaba girmeden önce yerleşik denetleyiciyi kullanın.',
        'Profil menüsünden **Profili kontrol et**i açın. IP konumu, saat dilimi, dil, WebGL oluşturucusu ve canvas özeti bir sitenin gördüğü şekilde gösterilir; diğerleriyle çelişen her şey turuncu işaretlenir.',
      ],
      de: [
        'Was Websites sehen: ein Profil testen',
        'Nutze die eingebaute Prüfung, bevor du dich in ein wertvolles Konto einloggst.',
        'Öffne **Profil prüfen** im Profilmenü. Es zeigt IP-Standort, Zeitzone, Sprache, WebGL-Renderer und Canvas-Hash so, wie eine Website sie sieht, und markiert Widersprüche orange.',
      ],
    },
  },
];
