import {
  documentPath,
  FEATURE_IDS,
  LANDING_TYPE,
  LEGACY_SOLUTION_SLUGS,
  type LegacySolutionSlug,
  LOCALE_CODES,
  type LocaleCode,
  NAV_KEYS,
  NAV_SOLUTION_IDS,
  type NavKey,
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
  translatedFrom: translatedFrom(LOCALE_CODES),
};

/**
 * Navigation labels per language, in the order of NAV_KEYS, then the ten solution entries (NAV_SOLUTION_IDS),
 * then the seven feature entries (FEATURE_IDS).
 */
const LABELS: Record<LocaleCode, string> = {
  en: 'Pre-sales|Blog|Partners|Proxy|Chat group|Scan|Help|Video|About us|News|Solutions|Features|Affiliate|E-commerce|Digital agencies|Social marketing|Web scraping|Traffic arbitrage|Ticketing|Crypto|Betting|SEO & SERP|Multi-account management|Synchronizer|RPA|Local API|Profile management|Teamwork|Antidetect browser',
  zh: '售前咨询|博客|合作伙伴|代理|交流群|检测|帮助|视频|关于我们|新闻|解决方案|产品功能|联盟营销|跨境电商|数字代理|社媒营销|数据采集|流量套利|票务|加密货币|博彩|SEO 与 SERP|多账户管理|同步器|RPA|本地 API|环境管理|团队协作|指纹浏览器',
  ru: 'Предпродажа|Блог|Партнёры|Прокси|Чат|Проверка|Помощь|Видео|О нас|Новости|Решения|Возможности|Арбитраж|E-commerce|Агентства|SMM|Парсинг|Арбитраж трафика|Билеты|Крипто|Ставки|SEO и выдача|Мультиаккаунтинг|Синхронизатор|RPA|Локальный API|Управление профилями|Команда|Антидетект-браузер',
  vn: 'Tư vấn|Blog|Đối tác|Proxy|Nhóm chat|Kiểm tra|Trợ giúp|Video|Về chúng tôi|Tin tức|Giải pháp|Tính năng|Affiliate|Thương mại điện tử|Agency|Tiếp thị MXH|Thu thập dữ liệu|Kinh doanh traffic|Vé sự kiện|Tiền mã hóa|Cá cược|SEO & SERP|Quản lý nhiều tài khoản|Bộ đồng bộ|RPA|API cục bộ|Quản lý hồ sơ|Làm việc nhóm|Trình duyệt antidetect',
  es: 'Preventa|Blog|Socios|Proxy|Grupo de chat|Análisis|Ayuda|Vídeo|Sobre nosotros|Noticias|Soluciones|Funciones|Afiliación|Comercio electrónico|Agencias|Marketing social|Web scraping|Arbitraje de tráfico|Entradas|Cripto|Apuestas|SEO y SERP|Gestión multicuenta|Sincronizador|RPA|API local|Gestión de perfiles|Trabajo en equipo|Navegador antidetección',
  pt: 'Pré-venda|Blog|Parceiros|Proxy|Grupo de chat|Verificação|Ajuda|Vídeo|Sobre nós|Notícias|Soluções|Recursos|Afiliados|E-commerce|Agências|Marketing social|Web scraping|Arbitragem de tráfego|Ingressos|Cripto|Apostas|SEO e SERP|Gestão de várias contas|Sincronizador|RPA|API local|Gestão de perfis|Trabalho em equipe|Navegador antidetect',
  tr: 'Satış öncesi|Blog|Ortaklar|Proxy|Sohbet grubu|Tarama|Yardım|Video|Hakkımızda|Haberler|Çözümler|Özellikler|Satış ortaklığı|E-ticaret|Ajanslar|Sosyal pazarlama|Veri kazıma|Trafik arbitrajı|Bilet|Kripto|Bahis|SEO ve SERP|Çoklu hesap yönetimi|Senkronizör|RPA|Yerel API|Profil yönetimi|Ekip çalışması|Antidetect tarayıcı',
  th: 'ก่อนการขาย|บล็อก|พาร์ตเนอร์|พร็อกซี|กลุ่มแชท|ตรวจสอบ|ช่วยเหลือ|วิดีโอ|เกี่ยวกับเรา|ข่าว|โซลูชัน|ฟีเจอร์|แอฟฟิลิเอต|อีคอมเมิร์ซ|เอเจนซี|การตลาดโซเชียล|ดึงข้อมูลเว็บ|อาร์บิทราจทราฟฟิก|ตั๋ว|คริปโต|เดิมพัน|SEO และ SERP|จัดการหลายบัญชี|ซิงโครไนเซอร์|RPA|API ภายในเครื่อง|จัดการโปรไฟล์|ทำงานเป็นทีม|เบราว์เซอร์แอนตี้ดีเทค',
  fr: 'Avant-vente|Blog|Partenaires|Proxy|Groupe de discussion|Analyse|Aide|Vidéo|À propos|Actualités|Solutions|Fonctionnalités|Affiliation|E-commerce|Agences|Marketing social|Web scraping|Arbitrage de trafic|Billetterie|Crypto|Paris|SEO et SERP|Gestion multicompte|Synchroniseur|RPA|API locale|Gestion des profils|Travail en équipe|Navigateur antidétection',
  uk: 'Передпродаж|Блог|Партнери|Проксі|Чат|Перевірка|Допомога|Відео|Про нас|Новини|Рішення|Можливості|Арбітраж|E-commerce|Агенції|SMM|Парсинг|Арбітраж трафіку|Квитки|Крипто|Ставки|SEO і видача|Мультиакаунтинг|Синхронізатор|RPA|Локальний API|Керування профілями|Команда|Антидетект-браузер',
  ko: '구매 상담|블로그|파트너|프록시|채팅 그룹|검사|도움말|동영상|회사 소개|뉴스|솔루션|기능|제휴 마케팅|이커머스|디지털 에이전시|소셜 마케팅|웹 스크래핑|트래픽 차익거래|티켓팅|암호화폐|베팅|SEO 및 SERP|다중 계정 관리|싱크로나이저|RPA|로컬 API|프로필 관리|팀워크|안티디텍트 브라우저',
  hi: 'प्री-सेल्स|ब्लॉग|पार्टनर|प्रॉक्सी|चैट ग्रुप|स्कैन|सहायता|वीडियो|हमारे बारे में|समाचार|समाधान|फ़ीचर|एफिलिएट|ई-कॉमर्स|डिजिटल एजेंसी|सोशल मार्केटिंग|वेब स्क्रेपिंग|ट्रैफ़िक आर्बिट्राज|टिकटिंग|क्रिप्टो|बेटिंग|SEO और SERP|मल्टी-अकाउंट प्रबंधन|सिंक्रोनाइज़र|RPA|लोकल API|प्रोफ़ाइल प्रबंधन|टीमवर्क|एंटीडिटेक्ट ब्राउज़र',
  jp: '導入相談|ブログ|パートナー|プロキシ|チャットグループ|チェック|ヘルプ|動画|会社概要|ニュース|ソリューション|機能|アフィリエイト|EC|デジタル代理店|SNS マーケティング|Web スクレイピング|トラフィックアービトラージ|チケット|暗号資産|ベッティング|SEO と SERP|複数アカウント管理|シンクロナイザー|RPA|ローカル API|プロファイル管理|チームワーク|アンチディテクトブラウザ',
  tc: '售前諮詢|部落格|合作夥伴|代理|交流群|檢測|說明|影片|關於我們|新聞|解決方案|產品功能|聯盟行銷|跨境電商|數位代理|社群行銷|資料擷取|流量套利|票務|加密貨幣|博彩|SEO 與 SERP|多帳戶管理|同步器|RPA|本機 API|環境管理|團隊協作|指紋瀏覽器',
  de: 'Vorverkauf|Blog|Partner|Proxy|Chatgruppe|Scan|Hilfe|Video|Über uns|News|Lösungen|Funktionen|Affiliate|E-Commerce|Agenturen|Social Marketing|Web-Scraping|Traffic-Arbitrage|Ticketing|Krypto|Wetten|SEO & SERP|Multi-Account-Management|Synchronizer|RPA|Lokale API|Profilverwaltung|Teamarbeit|Antidetect-Browser',
  fil: 'Pre-sales|Blog|Mga partner|Proxy|Chat group|Scan|Tulong|Video|Tungkol sa amin|Balita|Mga solusyon|Mga feature|Affiliate|E-commerce|Mga ahensya|Social marketing|Web scraping|Traffic arbitrage|Ticketing|Crypto|Pagtaya|SEO at SERP|Pamamahala ng maraming account|Synchronizer|RPA|Local API|Pamamahala ng profile|Pagtutulungan|Antidetect browser',
  km: 'មុនការលក់|ប្លុក|ដៃគូ|Proxy|ក្រុមជជែក|ស្កេន|ជំនួយ|វីដេអូ|អំពីយើង|ព័ត៌មាន|ដំណោះស្រាយ|មុខងារ|Affiliate|ពាណិជ្ជកម្មអេឡិចត្រូនិក|ភ្នាក់ងារឌីជីថល|ទីផ្សារសង្គម|ការប្រមូលទិន្នន័យ|Traffic arbitrage|សំបុត្រ|គ្រីបតូ|ភ្នាល់|SEO និង SERP|គ្រប់គ្រងគណនីច្រើន|ឧបករណ៍ធ្វើសមកាលកម្ម|RPA|API មូលដ្ឋាន|គ្រប់គ្រងប្រវត្តិរូប|ការងារជាក្រុម|កម្មវិធីរុករក antidetect',
  pl: 'Przedsprzedaż|Blog|Partnerzy|Proxy|Czat|Skan|Pomoc|Wideo|O nas|Aktualności|Rozwiązania|Funkcje|Afiliacja|E-commerce|Agencje|Marketing społecznościowy|Web scraping|Arbitraż ruchu|Bilety|Krypto|Zakłady|SEO i SERP|Zarządzanie wieloma kontami|Synchronizator|RPA|Lokalne API|Zarządzanie profilami|Praca zespołowa|Przeglądarka antydetekcyjna',
  nl: 'Pre-sales|Blog|Partners|Proxy|Chatgroep|Scan|Help|Video|Over ons|Nieuws|Oplossingen|Functies|Affiliate|E-commerce|Bureaus|Social marketing|Web scraping|Traffic-arbitrage|Ticketing|Crypto|Wedden|SEO & SERP|Beheer van meerdere accounts|Synchronizer|RPA|Lokale API|Profielbeheer|Teamwerk|Antidetectbrowser',
  ro: 'Pre-vânzare|Blog|Parteneri|Proxy|Grup de chat|Scanare|Ajutor|Video|Despre noi|Știri|Soluții|Funcții|Afiliere|E-commerce|Agenții|Marketing social|Web scraping|Arbitraj de trafic|Bilete|Cripto|Pariuri|SEO și SERP|Gestionarea mai multor conturi|Sincronizator|RPA|API local|Gestionarea profilurilor|Lucru în echipă|Browser antidetect',
};

const TOP_LINKS: Record<NavKey, string> = {
  'pre-sales': '/pre-sales',
  blog: '/blog',
  partner: '/partner',
  proxy: '/partner/northwind-proxies',
  'chat-group': 'https://t.me/morphis_browser',
  scan: 'https://scan.morphis.example',
  help: '/helps',
  video: 'https://www.youtube.com/@morphis-browser',
  'about-us': '/about-us',
  news: '/news',
  solutions: '/solutions',
  features: '/antidetect-browser',
};

const labelsOf = (index: number) => ({ _type: 'localeString', ...byCode((code) => LABELS[code].split('|')[index]!) });

for (const code of LOCALE_CODES) {
  const count = LABELS[code].split('|').length;
  const expected = NAV_KEYS.length + NAV_SOLUTION_IDS.length + FEATURE_IDS.length;
  if (count !== expected) throw new Error(`Navigation labels for ${code}: ${count} instead of ${expected}`);
}

const child = (key: string, index: number, link: string) => ({ _type: 'navLink', _key: key, key, label: labelsOf(index), link });

export const NAVIGATION: Doc = {
  _id: 'navigation',
  _type: 'navigation',
  ...system,
  title: 'Main menu',
  menu: NAV_KEYS.map((key, index) => ({
    _type: 'navItem',
    _key: key,
    key,
    label: labelsOf(index),
    link: TOP_LINKS[key],
    ...(key === 'solutions'
      ? { children: NAV_SOLUTION_IDS.map((id, offset) => child(id, NAV_KEYS.length + offset, documentPath(LANDING_TYPE.solutions, id)!)) }
      : key === 'features'
        ? { children: FEATURE_IDS.map((id, offset) => child(id, NAV_KEYS.length + NAV_SOLUTION_IDS.length + offset, documentPath(LANDING_TYPE.features, id)!)) }
        : {}),
  })),
  translatedFrom: translatedFrom(LOCALE_CODES),
};

/** Spec section 2: known blog, news and guide ids that have a counterpart on the external Russian blog. */
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
 * Spec section 2: legacy solution slugs. The Chinese and Traditional Chinese sites used pinyin-style slugs of
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
