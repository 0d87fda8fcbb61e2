import {
  documentPath,
  FEATURE_IDS,
  LANDING_TYPE,
  LEGACY_SOLUTION_SLUGS,
  type LegacySolutionSlug,
  LOCALE_CODES,
  type LocaleCode,
  NAV_SOLUTION_IDS,
  type SolutionId,
} from '@site/schemas';
import { collect } from './translations';

type Doc = Record<string, unknown> & { _id: string; _type: string };

const REVISED = '2025-09-01T09:00:00Z';
const translatedFrom = (codes: readonly string[]) => ({
  _type: 'localeRevisions',
  ...Object.fromEntries(codes.filter((code) => code !== 'en').map((code) => [code, REVISED])),
});
const system = { _createdAt: '2024-06-01T08:00:00Z', _updatedAt: REVISED, englishRevisedAt: REVISED };

const byCode = <T>(pick: (code: LocaleCode) => T) => Object.fromEntries(LOCALE_CODES.map((code) => [code, pick(code)]));

/**
 * What the seed's consultation QR code (Chinese pages) opens when scanned: the Chinese site's talk-to-sales page.
 * An editor replaces the image with the team's own (a WeChat contact) in the site settings.
 */
export const CONSULTATION_QR_TARGET = 'https://zh.morphis.example/pre-sales';

export const SITE_SETTINGS: Doc = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  ...system,
  title: { _type: 'localeString', ...collect((tr) => tr.settings?.[0]) },
  keywords: { _type: 'localeString', ...collect((tr) => tr.settings?.[1]) },
  description: { _type: 'localeText', ...collect((tr) => tr.settings?.[2]) },
  register_url: 'https://app.morphis.example/register',
  login_url: 'https://app.morphis.example/login',
  statistical_title: 'Morphis site statistics',
  statistical_body: '<!-- statistics snippet: configure the analytics script of your account here -->',
  // consultation_qr: drawn by build-seed.ts from CONSULTATION_QR_TARGET (a scannable code; editors upload the real one).
  translatedFrom: translatedFrom(LOCALE_CODES),
};

/**
 * Menu labels per language, in the order of LABEL_KEYS: the header groups and the footer's company
 * column, the seven features, the ten solutions of the menu, then the other entries.
 */
const LABEL_KEYS = [
  'features',
  'solutions',
  'resources',
  'partners',
  'company',
  ...FEATURE_IDS,
  ...NAV_SOLUTION_IDS,
  'blog',
  'news',
  'help',
  'video',
  'scan',
  'partner',
  'proxy',
  'pre-sales',
  'chat-group',
  'pricing',
  'about-us',
  'faq',
  'release',
  'referral',
  'docs',
] as const;
type LabelKey = (typeof LABEL_KEYS)[number];

const LABELS: Record<LocaleCode, string> = {
  en: 'Product|Solutions|Resources|Partners|Company|Multi-account management|Synchronizer|RPA automation|Local API|Profile management|Teamwork|Antidetect browser|Affiliate marketing|E-commerce|Digital agencies|Social media marketing|Web scraping|Traffic arbitrage|Ticketing|Crypto|Betting|SEO and SERP|Blog|News|Help center|Video tutorials|Fingerprint scan|Partners|Proxy providers|Talk to sales|Community chat|Pricing|About us|FAQ|Release notes|Referral program|Developer docs',
  zh: '产品|解决方案|资源|合作伙伴|公司|多账号管理|窗口同步器|RPA 自动化|本地 API|环境管理|团队协作|指纹浏览器|联盟营销|电子商务|数字营销机构|社交媒体营销|网页数据采集|流量套利|票务|加密货币|博彩|SEO 与 SERP|博客|新闻动态|帮助中心|视频教程|指纹检测|合作伙伴|代理服务商|联系销售|社区交流群|价格|关于我们|常见问题|更新日志|推荐计划|开发者文档',
  ru: 'Продукт|Решения|Ресурсы|Партнёрам|Компания|Мультиаккаунтинг|Синхронизатор|RPA-автоматизация|Локальный API|Управление профилями|Командная работа|Антидетект-браузер|Партнёрский маркетинг|Электронная коммерция|Digital-агентства|Маркетинг в соцсетях|Парсинг сайтов|Арбитраж трафика|Продажа билетов|Криптовалюты|Беттинг|SEO и SERP|Блог|Новости|Центр помощи|Видеоуроки|Проверка отпечатка|Партнёры|Прокси-провайдеры|Связаться с отделом продаж|Чат сообщества|Тарифы|О нас|Частые вопросы|Список изменений|Реферальная программа|Документация для разработчиков',
  vn: 'Sản phẩm|Giải pháp|Tài nguyên|Đối tác|Công ty|Quản lý nhiều tài khoản|Đồng bộ thao tác|Tự động hóa RPA|API cục bộ|Quản lý hồ sơ|Làm việc nhóm|Trình duyệt antidetect|Tiếp thị liên kết|Thương mại điện tử|Agency kỹ thuật số|Tiếp thị mạng xã hội|Thu thập dữ liệu web|Kinh doanh chênh lệch traffic|Mua bán vé|Tiền mã hóa|Cá cược|SEO và SERP|Blog|Tin tức|Trung tâm trợ giúp|Video hướng dẫn|Kiểm tra dấu vân tay|Đối tác|Nhà cung cấp proxy|Liên hệ bộ phận kinh doanh|Nhóm cộng đồng|Bảng giá|Về chúng tôi|Câu hỏi thường gặp|Ghi chú phát hành|Chương trình giới thiệu|Tài liệu cho nhà phát triển',
  es: 'Producto|Soluciones|Recursos|Socios|Empresa|Gestión de múltiples cuentas|Sincronizador|Automatización RPA|API local|Gestión de perfiles|Trabajo en equipo|Navegador antidetección|Marketing de afiliación|Comercio electrónico|Agencias digitales|Marketing en redes sociales|Extracción de datos web|Arbitraje de tráfico|Venta de entradas|Criptomonedas|Apuestas|SEO y SERP|Blog|Noticias|Centro de ayuda|Videotutoriales|Análisis de huella digital|Socios|Proveedores de proxy|Hablar con ventas|Chat de la comunidad|Precios|Sobre nosotros|Preguntas frecuentes|Notas de la versión|Programa de referidos|Documentación para desarrolladores',
  pt: 'Produto|Soluções|Recursos|Parceiros|Empresa|Gestão de várias contas|Sincronizador|Automatização RPA|API local|Gestão de perfis|Trabalho em equipa|Navegador antidetecção|Marketing de afiliados|Comércio eletrónico|Agências digitais|Marketing nas redes sociais|Recolha de dados web|Arbitragem de tráfego|Venda de bilhetes|Criptomoedas|Apostas|SEO e SERP|Blogue|Notícias|Centro de ajuda|Tutoriais em vídeo|Análise de impressão digital|Parceiros|Fornecedores de proxy|Falar com a equipa comercial|Chat da comunidade|Preços|Sobre nós|Perguntas frequentes|Notas de versão|Programa de recomendação|Documentação para programadores',
  tr: 'Ürün|Çözümler|Kaynaklar|İş ortakları|Şirket|Çoklu hesap yönetimi|Senkronizatör|RPA otomasyonu|Yerel API|Profil yönetimi|Ekip çalışması|Antidetect tarayıcı|Satış ortaklığı pazarlaması|E-ticaret|Dijital ajanslar|Sosyal medya pazarlaması|Web kazıma|Trafik arbitrajı|Bilet satışı|Kripto|Bahis|SEO ve SERP|Blog|Haberler|Yardım merkezi|Video eğitimleri|Parmak izi taraması|İş ortakları|Proxy sağlayıcıları|Satış ekibiyle görüşün|Topluluk sohbeti|Fiyatlandırma|Hakkımızda|SSS|Sürüm notları|Referans programı|Geliştirici belgeleri',
  th: 'ผลิตภัณฑ์|โซลูชัน|แหล่งข้อมูล|พาร์ทเนอร์|บริษัท|การจัดการหลายบัญชี|ซิงค์การทำงานหลายหน้าต่าง|ระบบอัตโนมัติ RPA|API ภายในเครื่อง|การจัดการโปรไฟล์|การทำงานเป็นทีม|เบราว์เซอร์แอนตี้ดีเทค|การตลาดแบบแอฟฟิลิเอต|อีคอมเมิร์ซ|ดิจิทัลเอเจนซี|การตลาดโซเชียลมีเดีย|การดึงข้อมูลจากเว็บ|การทำกำไรจากทราฟฟิก|การจำหน่ายตั๋ว|คริปโต|การเดิมพัน|SEO และ SERP|บล็อก|ข่าวสาร|ศูนย์ช่วยเหลือ|วิดีโอสอนการใช้งาน|ตรวจสอบลายนิ้วมือดิจิทัล|พาร์ทเนอร์|ผู้ให้บริการพร็อกซี|ติดต่อฝ่ายขาย|แชทคอมมูนิตี้|ราคา|เกี่ยวกับเรา|คำถามที่พบบ่อย|บันทึกการอัปเดต|โปรแกรมแนะนำเพื่อน|เอกสารสำหรับนักพัฒนา',
  fr: 'Produit|Solutions|Ressources|Partenaires|Entreprise|Gestion multicompte|Synchroniseur|Automatisation RPA|API locale|Gestion des profils|Travail d’équipe|Navigateur antidétection|Marketing d’affiliation|E-commerce|Agences digitales|Marketing sur les réseaux sociaux|Extraction de données web|Arbitrage de trafic|Billetterie|Crypto|Paris en ligne|SEO et SERP|Blog|Actualités|Centre d’aide|Tutoriels vidéo|Analyse d’empreinte|Partenaires|Fournisseurs de proxys|Contacter l’équipe commerciale|Chat de la communauté|Tarifs|À propos|FAQ|Notes de version|Programme de parrainage|Documentation développeurs',
  uk: 'Продукт|Рішення|Ресурси|Партнерам|Компанія|Мультиакаунтинг|Синхронізатор|RPA-автоматизація|Локальний API|Керування профілями|Командна робота|Антидетект-браузер|Партнерський маркетинг|Електронна комерція|Digital-агенції|Маркетинг у соцмережах|Парсинг сайтів|Арбітраж трафіку|Продаж квитків|Криптовалюти|Бетинг|SEO і SERP|Блог|Новини|Центр допомоги|Відеоуроки|Перевірка відбитка|Партнери|Проксі-провайдери|Зв’язатися з відділом продажів|Чат спільноти|Тарифи|Про нас|Часті запитання|Список змін|Реферальна програма|Документація для розробників',
  ko: '제품|솔루션|리소스|파트너|회사|다중 계정 관리|동기화 도구|RPA 자동화|로컬 API|프로필 관리|팀 협업|안티디텍트 브라우저|제휴 마케팅|이커머스|디지털 에이전시|소셜 미디어 마케팅|웹 스크래핑|트래픽 아비트리지|티켓팅|암호화폐|베팅|SEO 및 SERP|블로그|뉴스|도움말 센터|동영상 튜토리얼|핑거프린트 검사|파트너|프록시 제공업체|영업팀 문의|커뮤니티 채팅|요금제|회사 소개|자주 묻는 질문|릴리스 노트|추천 프로그램|개발자 문서',
  hi: 'प्रोडक्ट|समाधान|संसाधन|पार्टनर|कंपनी|मल्टी-अकाउंट मैनेजमेंट|सिंक्रोनाइज़र|RPA ऑटोमेशन|लोकल API|प्रोफ़ाइल मैनेजमेंट|टीमवर्क|एंटीडिटेक्ट ब्राउज़र|एफ़िलिएट मार्केटिंग|ई-कॉमर्स|डिजिटल एजेंसियाँ|सोशल मीडिया मार्केटिंग|वेब स्क्रेपिंग|ट्रैफ़िक आर्बिट्राज|टिकटिंग|क्रिप्टो|बेटिंग|SEO और SERP|ब्लॉग|समाचार|सहायता केंद्र|वीडियो ट्यूटोरियल|फ़िंगरप्रिंट स्कैन|पार्टनर|प्रॉक्सी प्रदाता|सेल्स टीम से बात करें|कम्युनिटी चैट|कीमतें|हमारे बारे में|अक्सर पूछे जाने वाले सवाल|रिलीज़ नोट्स|रेफ़रल प्रोग्राम|डेवलपर डॉक्यूमेंटेशन',
  jp: '製品|ソリューション|リソース|パートナー|会社情報|複数アカウント管理|シンクロナイザー|RPA 自動化|ローカル API|プロファイル管理|チーム連携|アンチディテクトブラウザ|アフィリエイトマーケティング|EC・ネット通販|デジタルエージェンシー|SNS マーケティング|Web スクレイピング|トラフィックアービトラージ|チケット販売|暗号資産|ベッティング|SEO と SERP|ブログ|ニュース|ヘルプセンター|動画チュートリアル|フィンガープリント診断|パートナー|プロキシプロバイダー|営業担当に相談|コミュニティチャット|料金プラン|会社概要|よくある質問|リリースノート|紹介プログラム|開発者向けドキュメント',
  tc: '產品|解決方案|資源|合作夥伴|公司|多帳號管理|同步器|RPA 自動化|本機 API|設定檔管理|團隊協作|防偵測瀏覽器|聯盟行銷|電子商務|數位代理商|社群媒體行銷|網頁資料擷取|流量套利|票務|加密貨幣|博弈|SEO 與 SERP|部落格|最新消息|說明中心|影片教學|指紋檢測|合作夥伴|代理服務供應商|聯絡業務團隊|社群聊天室|價格方案|關於我們|常見問題|版本資訊|推薦計畫|開發者文件',
  de: 'Produkt|Lösungen|Ressourcen|Partner|Unternehmen|Multi-Account-Management|Fenster-Synchronisierung|RPA-Automatisierung|Lokale API|Profilverwaltung|Teamarbeit|Antidetect-Browser|Affiliate-Marketing|E-Commerce|Digitalagenturen|Social-Media-Marketing|Web-Scraping|Traffic-Arbitrage|Ticketing|Krypto|Sportwetten|SEO und SERP|Blog|Neuigkeiten|Hilfe-Center|Video-Tutorials|Fingerprint-Check|Partner|Proxy-Anbieter|Vertrieb kontaktieren|Community-Chat|Preise|Über uns|FAQ|Versionshinweise|Empfehlungsprogramm|Entwicklerdokumentation',
  fil: 'Produkto|Mga Solusyon|Mga Mapagkukunan|Mga Partner|Kumpanya|Pamamahala ng maraming account|Pag-sync ng mga window|Automation gamit ang RPA|Lokal na API|Pamamahala ng mga profile|Pagtutulungan ng team|Antidetect browser|Affiliate marketing|E-commerce|Mga digital agency|Marketing sa social media|Pagkuha ng data mula sa web|Traffic arbitrage|Pagbebenta ng tiket|Crypto|Pagtaya|SEO at SERP|Blog|Mga Balita|Sentro ng tulong|Mga video tutorial|Pag-scan ng fingerprint|Mga Partner|Mga proxy provider|Kausapin ang sales team|Chat ng komunidad|Presyo|Tungkol sa amin|Mga madalas itanong|Mga tala sa release|Programa sa pag-refer|Dokumentasyon para sa developer',
  km: 'ផលិតផល|ដំណោះស្រាយ|ធនធាន|ដៃគូ|ក្រុមហ៊ុន|ការគ្រប់គ្រងគណនីច្រើន|ការធ្វើសមកាលកម្មវីនដូ|ស្វ័យប្រវត្តិកម្ម RPA|API មូលដ្ឋាន|ការគ្រប់គ្រងប្រូហ្វាល់|ការធ្វើការជាក្រុម|កម្មវិធីរុករកប្រឆាំងការរកឃើញ|ការធ្វើទីផ្សារតាមរយៈដៃគូ|ពាណិជ្ជកម្មអេឡិចត្រូនិក|ភ្នាក់ងារឌីជីថល|ការធ្វើទីផ្សារតាមបណ្ដាញសង្គម|ការប្រមូលទិន្នន័យពីគេហទំព័រ|ការរកប្រាក់ចំណេញពីចរាចរណ៍|ការលក់សំបុត្រ|គ្រីបតូ|ការភ្នាល់|SEO និង SERP|ប្លុក|ព័ត៌មាន|មជ្ឈមណ្ឌលជំនួយ|វីដេអូណែនាំ|ការស្កេនស្នាមម្រាមដៃឌីជីថល|ដៃគូ|អ្នកផ្ដល់សេវាប្រូកស៊ី|ពិភាក្សាជាមួយផ្នែកលក់|ក្រុមជជែកសហគមន៍|តម្លៃ|អំពីយើង|សំណួរដែលសួរញឹកញាប់|កំណត់ត្រានៃការចេញផ្សាយ|កម្មវិធីណែនាំមិត្ត|ឯកសារសម្រាប់អ្នកអភិវឌ្ឍន៍',
  pl: 'Produkt|Rozwiązania|Zasoby|Partnerzy|Firma|Zarządzanie wieloma kontami|Synchronizator|Automatyzacja RPA|Lokalne API|Zarządzanie profilami|Praca zespołowa|Przeglądarka antydetekcyjna|Marketing afiliacyjny|E-commerce|Agencje cyfrowe|Marketing w mediach społecznościowych|Scraping stron internetowych|Arbitraż ruchu|Sprzedaż biletów|Kryptowaluty|Zakłady bukmacherskie|SEO i SERP|Blog|Aktualności|Centrum pomocy|Poradniki wideo|Test odcisku cyfrowego|Partnerzy|Dostawcy proxy|Porozmawiaj z działem sprzedaży|Czat społeczności|Cennik|O nas|FAQ|Informacje o wersjach|Program poleceń|Dokumentacja dla programistów',
  nl: 'Product|Oplossingen|Kennisbank|Partners|Bedrijf|Beheer van meerdere accounts|Synchronisatie|RPA-automatisering|Lokale API|Profielbeheer|Samenwerken|Antidetectbrowser|Affiliatemarketing|E-commerce|Digitale bureaus|Socialemediamarketing|Webscraping|Traffic-arbitrage|Ticketverkoop|Crypto|Wedden|SEO en SERP|Blog|Nieuws|Helpcentrum|Videotutorials|Fingerprintscan|Partners|Proxyaanbieders|Contact met sales|Communitychat|Prijzen|Over ons|Veelgestelde vragen|Releasenotes|Referralprogramma|Documentatie voor ontwikkelaars',
  ro: 'Produs|Soluții|Resurse|Parteneri|Companie|Gestionarea mai multor conturi|Sincronizator|Automatizare RPA|API local|Gestionarea profilurilor|Lucru în echipă|Browser antidetect|Marketing afiliat|Comerț electronic|Agenții digitale|Marketing pe rețelele sociale|Extragere de date web|Arbitraj de trafic|Vânzare de bilete|Criptomonede|Pariuri|SEO și SERP|Blog|Noutăți|Centru de ajutor|Tutoriale video|Scanare amprentă|Parteneri|Furnizori de proxy|Contactează echipa de vânzări|Chatul comunității|Prețuri|Despre noi|Întrebări frecvente|Note de lansare|Program de recomandare|Documentație pentru dezvoltatori',
};

for (const code of LOCALE_CODES) {
  const count = LABELS[code].split('|').length;
  if (count !== LABEL_KEYS.length)
    throw new Error(`Navigation labels for ${code}: ${count} instead of ${LABEL_KEYS.length}`);
}

const label = (key: LabelKey) => {
  const index = LABEL_KEYS.indexOf(key);
  return { _type: 'localeString', ...byCode((code) => LABELS[code].split('|')[index]!) };
};

type Entry = readonly [key: LabelKey, link: string];
const entry = ([key, link]: Entry) => ({ _type: 'navLink', _key: key, key, label: label(key), link });
const group = (type: 'navGroup' | 'footerColumn', key: LabelKey, entries: readonly Entry[], link?: string) => ({
  _type: type,
  _key: key,
  key,
  label: label(key),
  ...(link ? { link } : {}),
  ...(entries.length > 0 ? { items: entries.map(entry) } : {}),
});

const FEATURES: readonly Entry[] = FEATURE_IDS.map((id) => [id, documentPath(LANDING_TYPE.features, id)!]);
const SOLUTIONS: readonly Entry[] = NAV_SOLUTION_IDS.map((id) => [id, documentPath(LANDING_TYPE.solutions, id)!]);
/** The community's addresses: the footer links to them, and the /links page shows them as cards. */
const COMMUNITY = {
  video: 'https://www.youtube.com/@morphis-browser',
  scan: 'https://scan.morphis.example',
  'chat-group': 'https://t.me/morphis_browser',
};

/**
 * The header menu covers every entry the site's menu must have (pre-sales, blog, partner, proxy, chat group, scan, help,
 * video, about us, news, the ten solutions, the product features); entries without a page of their own point at
 * the page that holds them. The footer repeats the solutions, resources and partners with the community's external
 * addresses, and adds the company pages.
 */
export const NAVIGATION: Doc = {
  _id: 'navigation',
  _type: 'navigation',
  ...system,
  title: 'Menus',
  menu: [
    group('navGroup', 'features', FEATURES),
    group('navGroup', 'solutions', SOLUTIONS),
    group('navGroup', 'resources', [
      ['blog', '/blog'],
      ['news', '/news'],
      ['help', '/helps'],
      ['video', '/guide'],
      ['scan', '/links#scan'],
    ]),
    group('navGroup', 'partners', [
      ['partner', '/partner'],
      ['proxy', '/partner#proxy'],
      ['pre-sales', '/pre-sales'],
      ['chat-group', '/links#community'],
    ]),
    group('navGroup', 'pricing', [], '/pricing'),
    group('navGroup', 'about-us', [], '/about-us'),
  ],
  footer: [
    group('footerColumn', 'solutions', SOLUTIONS),
    group('footerColumn', 'resources', [
      ['blog', '/blog'],
      ['news', '/news'],
      ['help', '/helps'],
      ['video', COMMUNITY.video],
      ['scan', COMMUNITY.scan],
    ]),
    group('footerColumn', 'partners', [
      ['partner', '/partner'],
      ['proxy', '/partner#proxy'],
      ['pre-sales', '/pre-sales'],
      ['chat-group', COMMUNITY['chat-group']],
    ]),
    group('footerColumn', 'company', [
      ['about-us', '/about-us'],
      ['pricing', '/pricing'],
      ['faq', '/faq'],
      ['release', '/release'],
      ['referral', '/referral-program'],
      ['docs', '/docs'],
    ]),
  ],
  translatedFrom: translatedFrom(LOCALE_CODES),
};

/** Known blog, news and guide ids that have a counterpart on the external Russian blog. */
export const RU_BLOG_MAP: Doc = {
  _id: 'ruBlogMap',
  _type: 'ruBlogMap',
  _createdAt: '2024-06-01T08:00:00Z',
  _updatedAt: REVISED,
  title: 'Russian external blog',
  blogHome: 'https://blog.morphis.example/ru/',
  entries: [
    ['blog', 'what-is-browser-fingerprinting', 'https://blog.morphis.example/ru/chto-takoe-otpechatok-brauzera/'],
    ['blog', 'canvas-fingerprint-explained', 'https://blog.morphis.example/ru/canvas-otpechatok/'],
    ['blog', 'scaling-facebook-ad-accounts', 'https://blog.morphis.example/ru/facebook-bez-cepnyh-banov/'],
    ['blog', 'residential-vs-mobile-proxies', 'https://blog.morphis.example/ru/rezidentnye-ili-mobilnye-proksi/'],
    ['news', 'morphis-4-0-released', 'https://blog.morphis.example/ru/novosti/morphis-4-0/'],
    ['guide', 'create-your-first-profile', 'https://blog.morphis.example/ru/gaidy/pervyj-profil/'],
  ].map(([section, articleId, url]) => ({ _type: 'ruBlogEntry', _key: articleId!, section, articleId, url })),
};

/**
 * Legacy solution slugs. The Chinese and Traditional Chinese sites used pinyin-style slugs of
 * their own; `target` is the solution page each legacy slug now points to.
 */
const LEGACY: Record<LegacySolutionSlug, readonly [SolutionId, string, string]> = {
  'media-market': ['social-marketing', 'meiti-yingxiao', 'meiti-yingxiao-tw'],
  betting: ['betting', 'tiyu-jingcai', 'tiyu-jingcai-tw'],
  'data-collection': ['web-scraping', 'shuju-caiji', 'ziliao-caiji'],
  crypto: ['crypto', 'jiami-huobi', 'jiami-huobi-tw'],
  agencies: ['digital-agency', 'shuzi-daili', 'shuwei-daili'],
  'price-comparison': ['e-commerce', 'bijia', 'bijia-tw'],
  ticketing: ['ticketing', 'qiangpiao', 'qiangpiao-tw'],
  'self-examination': ['seo-serp', 'ziwo-jiance', 'ziwo-jiance-tw'],
  'web-scraping': ['web-scraping', 'wangye-zhuaqu', 'wangye-zhuaqu-tw'],
};

export const LEGACY_SLUG_MAP: Doc = {
  _id: 'legacySlugMap',
  _type: 'legacySlugMap',
  _createdAt: '2024-06-01T08:00:00Z',
  _updatedAt: REVISED,
  title: 'Legacy solution slugs',
  entries: LEGACY_SOLUTION_SLUGS.map((legacySlug) => {
    const [target, zhSlug, tcSlug] = LEGACY[legacySlug];
    return { _type: 'legacySlug', _key: legacySlug, legacySlug, target, zhSlug, tcSlug };
  }),
};
