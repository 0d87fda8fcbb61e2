import type { ArticleSource } from './types';

/** News: English, Chinese, Russian, Spanish, Portuguese, Turkish, Japanese, Korean. */
export const NEWS_ITEMS: ArticleSource[] = [
  {
    slug: 'morphis-4-0-released',
    date: '2025-03-10',
    category: 'product',
    tags: ['release'],
    author: 'daniel-weber',
    t: {
      en: [
        'Morphis 4.0 is out',
        'A new Chromium 134 core, faster profile start and a redesigned team panel.',
        'Morphis 4.0 moves every profile to the Chromium 134 core and starts profiles up to 40% faster. The team panel now shows roles, folders and the activity log on one screen.',
      ],
      zh: [
        'Morphis 4.0 正式发布',
        '全新 Chromium 134 内核、更快的环境启动速度和重新设计的团队面板。',
        'Morphis 4.0 将所有环境升级到 Chromium 134 内核，环境启动速度最高提升 40%。团队面板现在可在同一页面查看角色、文件夹和操作日志。',
      ],
      ru: [
        'Вышел Morphis 4.0',
        'Новое ядро Chromium 134, быстрый запуск профилей и обновлённая панель команды.',
        'Morphis 4.0 переводит все профили на ядро Chromium 134 и запускает их до 40% быстрее. Панель команды теперь показывает роли, папки и журнал действий на одном экране.',
      ],
      es: [
        'Ya está aquí Morphis 4.0',
        'Nuevo núcleo Chromium 134, perfiles que arrancan más rápido y un panel de equipo rediseñado.',
        'Morphis 4.0 lleva todos los perfiles al núcleo Chromium 134 y los inicia hasta un 40 % más rápido. El panel de equipo muestra ahora roles, carpetas y registro de actividad en una sola pantalla.',
      ],
      pt: [
        'Chegou o Morphis 4.0',
        'Novo núcleo Chromium 134, perfis que abrem mais rápido e um painel de equipe redesenhado.',
        'O Morphis 4.0 leva todos os perfis ao núcleo Chromium 134 e os abre até 40% mais rápido. O painel de equipe agora mostra funções, pastas e registro de atividades em uma só tela.',
      ],
      tr: [
        'Morphis 4.0 yayında',
        'Yeni Chromium 134 çekirdeği, daha hızlı profil açılışı ve yeniden tasarlanan ekip paneli.',
        'Morphis 4.0 tüm profilleri Chromium 134 çekirdeğine taşıyor ve profilleri %40’a kadar daha hızlı açıyor. Ekip paneli artık roller, klasörler ve etkinlik günlüğünü tek ekranda gösteriyor.',
      ],
      jp: [
        'Morphis 4.0 をリリースしました',
        'Chromium 134 コア、より速いプロファイル起動、刷新されたチームパネル。',
        'Morphis 4.0 ではすべてのプロファイルが Chromium 134 コアに移行し、起動が最大 40% 速くなりました。チームパネルではロール、フォルダ、操作ログを 1 画面で確認できます。',
      ],
      ko: [
        'Morphis 4.0 출시',
        '새 Chromium 134 코어, 더 빠른 프로필 실행, 새롭게 디자인된 팀 패널.',
        'Morphis 4.0은 모든 프로필을 Chromium 134 코어로 옮기고 실행 속도를 최대 40% 높였습니다. 팀 패널에서 역할, 폴더, 활동 로그를 한 화면에서 볼 수 있습니다.',
      ],
    },
  },
  {
    slug: 'new-pricing-in-local-currencies',
    date: '2025-04-01',
    category: 'company',
    tags: ['pricing'],
    author: 'lucas-ferreira',
    t: {
      en: [
        'Pay in reais, złoty and dong',
        'Plans are now priced in BRL, PLN and VND as well as US dollars.',
        'Customers in Brazil, Poland and Vietnam can now pay in their own currency, with prices set for each market instead of converted daily. Annual plans keep the two free months.',
      ],
      zh: [
        '支持雷亚尔、兹罗提和越南盾付款',
        '套餐现已支持以 BRL、PLN 和 VND 以及美元计价。',
        '巴西、波兰和越南的用户现在可以使用本地货币付款，价格按市场单独设定，而不是每日换算。年付套餐仍赠送两个月。',
      ],
      ru: [
        'Оплата в реалах, злотых и донгах',
        'Тарифы теперь указаны в BRL, PLN и VND, а не только в долларах США.',
        'Клиенты из Бразилии, Польши и Вьетнама могут платить в своей валюте по ценам, установленным для каждого рынка, а не пересчитанным ежедневно. Годовые тарифы по-прежнему дают два месяца в подарок.',
      ],
      es: [
        'Paga en reales, zlotys y dong',
        'Los planes tienen ahora precio en BRL, PLN y VND además de dólares.',
        'Los clientes de Brasil, Polonia y Vietnam ya pueden pagar en su moneda, con precios fijados para cada mercado en lugar de convertidos a diario. Los planes anuales mantienen dos meses gratis.',
      ],
      pt: [
        'Pague em reais, złoty e dong',
        'Os planos agora têm preço em BRL, PLN e VND, além de dólares.',
        'Clientes no Brasil, na Polônia e no Vietnã já podem pagar na própria moeda, com preços definidos para cada mercado em vez de convertidos diariamente. Os planos anuais mantêm dois meses grátis.',
      ],
      tr: [
        'Real, zloti ve dong ile ödeyin',
        'Planlar artık ABD dolarının yanında BRL, PLN ve VND ile fiyatlandırılıyor.',
        'Brezilya, Polonya ve Vietnam’daki müşteriler artık kendi para birimleriyle ödeyebilir; fiyatlar günlük çevrilmek yerine her pazar için belirlenir. Yıllık planlarda iki ay ücretsiz devam ediyor.',
      ],
      jp: [
        'レアル・ズウォティ・ドンでの支払いに対応',
        '料金プランが米ドルに加えて BRL、PLN、VND でも表示されます。',
        'ブラジル、ポーランド、ベトナムのお客様は自国通貨で支払えるようになりました。価格は毎日の換算ではなく市場ごとに設定されます。年間プランは引き続き 2 か月分無料です。',
      ],
      ko: [
        '헤알, 즐로티, 동으로 결제하세요',
        '이제 요금제가 미국 달러와 함께 BRL, PLN, VND로도 책정됩니다.',
        '브라질, 폴란드, 베트남 고객은 이제 자국 통화로 결제할 수 있으며, 가격은 매일 환산하지 않고 시장별로 정해집니다. 연간 요금제는 여전히 두 달 무료입니다.',
      ],
    },
  },
  {
    slug: 'morphis-at-affiliate-world-asia',
    date: '2025-05-20',
    category: 'company',
    tags: ['events'],
    author: 'lucas-ferreira',
    t: {
      en: [
        'Meet Morphis at Affiliate World Asia',
        'Find us at booth C12 in Bangkok for live demos and extended trials.',
        'Our team will be at Affiliate World Asia in Bangkok. Stop by booth C12 to see the synchronizer and RPA live and pick up a 30-day extended trial code.',
      ],
      zh: [
        '在 Affiliate World Asia 与 Morphis 见面',
        '欢迎来曼谷 C12 展位观看现场演示并领取延长试用。',
        '我们的团队将参加在曼谷举行的 Affiliate World Asia。欢迎到 C12 展位现场体验同步器和 RPA，并领取 30 天延长试用码。',
      ],
      ru: [
        'Встречайте Morphis на Affiliate World Asia',
        'Стенд C12 в Бангкоке: живые демо и продлённый пробный период.',
        'Наша команда будет на Affiliate World Asia в Бангкоке. Заходите на стенд C12, чтобы увидеть синхронизатор и RPA вживую и получить код на 30-дневный пробный период.',
      ],
      es: [
        'Visita Morphis en Affiliate World Asia',
        'Encuéntranos en el stand C12 de Bangkok para demos en vivo y pruebas ampliadas.',
        'Nuestro equipo estará en Affiliate World Asia en Bangkok. Pasa por el stand C12 para ver el sincronizador y el RPA en directo y llevarte un código de prueba de 30 días.',
      ],
      pt: [
        'Encontre o Morphis na Affiliate World Asia',
        'Visite o estande C12 em Bangkok para demonstrações e testes estendidos.',
        'Nossa equipe estará na Affiliate World Asia, em Bangkok. Passe no estande C12 para ver o sincronizador e o RPA ao vivo e pegar um código de teste de 30 dias.',
      ],
      tr: [
        'Affiliate World Asia’da Morphis ile tanışın',
        'Canlı demolar ve uzatılmış deneme için Bangkok’taki C12 standına gelin.',
        'Ekibimiz Bangkok’taki Affiliate World Asia’da olacak. Senkronizörü ve RPA’yı canlı görmek ve 30 günlük deneme kodu almak için C12 standına uğrayın.',
      ],
      jp: [
        'Affiliate World Asia に出展します',
        'バンコクの C12 ブースでライブデモと延長トライアルをご用意しています。',
        'バンコクで開催される Affiliate World Asia に出展します。C12 ブースでシンクロナイザーと RPA のデモをご覧いただき、30 日間の延長トライアルコードをお受け取りください。',
      ],
      ko: [
        'Affiliate World Asia에서 Morphis를 만나보세요',
        '방콕 C12 부스에서 라이브 데모와 연장 체험을 제공합니다.',
        '저희 팀이 방콕 Affiliate World Asia에 참가합니다. C12 부스에 들러 싱크로나이저와 RPA를 직접 보고 30일 연장 체험 코드를 받아 가세요.',
      ],
    },
  },
  {
    slug: 'local-api-general-availability',
    date: '2025-06-17',
    category: 'product',
    tags: ['release'],
    author: 'daniel-weber',
    t: {
      en: [
        'The local API is generally available',
        'Start, stop and configure profiles from your own scripts on every plan above Starter.',
        'After three months in beta, the local API is stable. It exposes profile start and stop, proxy changes and cookie import over HTTP on localhost, and works with Puppeteer, Playwright and Selenium.',
      ],
      zh: [
        '本地 API 全面开放',
        'Starter 以上的所有套餐均可通过自有脚本启动、关闭和配置环境。',
        '经过三个月的测试，本地 API 已正式稳定。它通过 localhost 上的 HTTP 提供环境启动与关闭、代理修改和 Cookie 导入，并兼容 Puppeteer、Playwright 和 Selenium。',
      ],
      ru: [
        'Локальный API доступен всем',
        'Запускайте, останавливайте и настраивайте профили из своих скриптов на всех тарифах выше Starter.',
        'После трёх месяцев беты локальный API стабилен. Он даёт запуск и остановку профилей, смену прокси и импорт cookie по HTTP на localhost и работает с Puppeteer, Playwright и Selenium.',
      ],
      es: [
        'La API local ya está disponible para todos',
        'Inicia, detén y configura perfiles desde tus scripts en todos los planes superiores a Starter.',
        'Tras tres meses en beta, la API local es estable. Ofrece inicio y parada de perfiles, cambios de proxy e importación de cookies por HTTP en localhost, y funciona con Puppeteer, Playwright y Selenium.',
      ],
      pt: [
        'A API local está disponível para todos',
        'Inicie, pare e configure perfis pelos seus scripts em todos os planos acima do Starter.',
        'Depois de três meses em beta, a API local está estável. Ela oferece início e parada de perfis, troca de proxy e importação de cookies por HTTP no localhost, e funciona com Puppeteer, Playwright e Selenium.',
      ],
      tr: [
        'Yerel API herkesin kullanımında',
        'Starter üzerindeki tüm planlarda profilleri kendi betiklerinizden başlatın, durdurun ve yapılandırın.',
        'Üç aylık betanın ardından yerel API kararlı. Localhost üzerinde HTTP ile profil başlatma ve durdurma, proxy değiştirme ve çerez içe aktarma sunar; Puppeteer, Playwright ve Selenium ile çalışır.',
      ],
      jp: [
        'ローカル API を正式公開しました',
        'Starter より上のすべてのプランで、独自スクリプトからプロファイルを起動・停止・設定できます。',
        '3 か月のベータを経て、ローカル API が安定版になりました。localhost の HTTP でプロファイルの起動と停止、プロキシ変更、Cookie のインポートができ、Puppeteer、Playwright、Selenium に対応しています。',
      ],
      ko: [
        '로컬 API 정식 출시',
        'Starter 이상 모든 요금제에서 직접 만든 스크립트로 프로필을 시작, 중지, 설정하세요.',
        '3개월의 베타를 거쳐 로컬 API가 안정화되었습니다. localhost HTTP로 프로필 시작·중지, 프록시 변경, 쿠키 가져오기를 제공하며 Puppeteer, Playwright, Selenium과 함께 동작합니다.',
      ],
    },
  },
  {
    slug: 'team-plan-price-cut',
    date: '2025-08-12',
    category: 'company',
    tags: ['pricing'],
    author: 'lucas-ferreira',
    t: {
      en: [
        'The Team plan now includes 10 members',
        'Same price, twice the seats: more room for growing agencies.',
        'From today the Team plan includes 10 team members instead of 5 at the same price. Existing subscribers get the extra seats automatically at their next renewal.',
      ],
      zh: [
        '团队版现含 10 个成员席位',
        '价格不变，席位翻倍：为成长中的代理商留出更多空间。',
        '从今天起，团队版在价格不变的情况下包含 10 个成员席位（原为 5 个）。现有订阅用户将在下次续费时自动获得新增席位。',
      ],
      ru: [
        'Тариф Team теперь включает 10 участников',
        'Та же цена, вдвое больше мест для растущих агентств.',
        'С сегодняшнего дня тариф Team включает 10 участников вместо 5 по той же цене. Действующие подписчики получат дополнительные места автоматически при следующем продлении.',
      ],
      es: [
        'El plan Team incluye ahora 10 miembros',
        'Mismo precio, el doble de plazas para agencias en crecimiento.',
        'Desde hoy el plan Team incluye 10 miembros en lugar de 5 por el mismo precio. Los suscriptores actuales recibirán las plazas extra en su próxima renovación.',
      ],
      pt: [
        'O plano Team agora inclui 10 membros',
        'Mesmo preço, o dobro de vagas para agências em crescimento.',
        'A partir de hoje o plano Team inclui 10 membros em vez de 5 pelo mesmo preço. Assinantes atuais recebem as vagas extras na próxima renovação.',
      ],
      tr: [
        'Team planı artık 10 üye içeriyor',
        'Aynı fiyat, iki kat koltuk: büyüyen ajanslara daha fazla alan.',
        'Bugünden itibaren Team planı aynı fiyata 5 yerine 10 ekip üyesi içeriyor. Mevcut aboneler ek koltukları bir sonraki yenilemede otomatik olarak alır.',
      ],
      jp: [
        'Team プランのメンバー枠が 10 名に',
        '価格はそのまま、席数は 2 倍。成長中の代理店にさらに余裕を。',
        '本日より Team プランは同じ価格でメンバー 5 名から 10 名に拡大しました。既存の契約者には次回更新時に自動で追加枠が付与されます。',
      ],
      ko: [
        'Team 요금제에 이제 10명 포함',
        '같은 가격에 두 배의 좌석: 성장하는 에이전시를 위한 여유.',
        '오늘부터 Team 요금제는 같은 가격에 팀원 5명 대신 10명을 포함합니다. 기존 구독자는 다음 갱신 때 추가 좌석이 자동으로 적용됩니다.',
      ],
    },
  },
  {
    slug: 'mobile-profiles-preview',
    date: '2025-10-02',
    category: 'product',
    tags: ['release'],
    author: 'daniel-weber',
    t: {
      en: [
        'Preview: Android profiles',
        'Mobile fingerprints with touch events and real device models, now in public preview.',
        'Profiles can now emulate Android phones, including screen metrics, touch input and mobile user agents taken from real device models. The preview is free on every plan until the end of the year.',
      ],
      zh: [
        '预览：安卓环境',
        '支持触控事件和真实机型的移动端指纹，现已开放公开预览。',
        '环境现在可以模拟安卓手机，包括屏幕参数、触控输入以及来自真实机型的移动端 UA。预览期内所有套餐均可免费使用至年底。',
      ],
      ru: [
        'Предпросмотр: профили Android',
        'Мобильные отпечатки с сенсорными событиями и реальными моделями устройств — в открытом тесте.',
        'Профили теперь умеют эмулировать Android-смартфоны: параметры экрана, сенсорный ввод и мобильные user agent реальных моделей. До конца года предпросмотр бесплатен на любом тарифе.',
      ],
      es: [
        'Vista previa: perfiles Android',
        'Huellas móviles con eventos táctiles y modelos reales, ya en vista previa pública.',
        'Los perfiles ya pueden emular teléfonos Android, con métricas de pantalla, entrada táctil y user agents de modelos reales. La vista previa es gratuita en todos los planes hasta fin de año.',
      ],
      pt: [
        'Prévia: perfis Android',
        'Impressões digitais móveis com toque e modelos reais, agora em prévia pública.',
        'Os perfis agora emulam celulares Android, com métricas de tela, entrada por toque e user agents de modelos reais. A prévia é gratuita em todos os planos até o fim do ano.',
      ],
      tr: [
        'Önizleme: Android profilleri',
        'Dokunma olayları ve gerçek cihaz modelleriyle mobil parmak izleri artık herkese açık önizlemede.',
        'Profiller artık ekran ölçüleri, dokunmatik giriş ve gerçek cihaz modellerinden alınan mobil kullanıcı aracılarıyla Android telefonları taklit edebiliyor. Önizleme yıl sonuna kadar tüm planlarda ücretsiz.',
      ],
      jp: [
        'プレビュー：Android プロファイル',
        'タッチイベントと実機モデルに基づくモバイル指紋を公開プレビューで提供開始。',
        'プロファイルで Android スマートフォンをエミュレートできるようになりました。画面サイズ、タッチ入力、実機モデルのモバイル UA に対応しています。プレビューは年末まで全プランで無料です。',
      ],
      ko: [
        '미리보기: Android 프로필',
        '터치 이벤트와 실제 기기 모델을 갖춘 모바일 지문, 공개 미리보기 시작.',
        '이제 프로필에서 화면 정보, 터치 입력, 실제 기기 모델의 모바일 사용자 에이전트를 포함해 Android 휴대폰을 에뮬레이션할 수 있습니다. 미리보기는 연말까지 모든 요금제에서 무료입니다.',
      ],
    },
  },
];
