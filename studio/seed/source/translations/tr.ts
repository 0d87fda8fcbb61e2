import type { Translation } from './types';

/** Turkish (tr): every marketing text of the site. */
export const tr = {
  settings: [
    'Morphis – çoklu hesap yönetimi için antidetect tarayıcı',
    'antidetect tarayıcı, çoklu hesap, tarayıcı parmak izi',
    'Birçok hesabı güvenle yönetin: her Morphis profili kendi parmak izi, çerezleri ve proxy’si olan ayrı bir cihazdır.',
  ],
  pages: {
    'about-us': [
      'Morphis hakkında',
      'Bir kişinin güvenle birçok kişi gibi çalışmasını sağlayan tarayıcıyı yapıyoruz.',
      'Morphis 2021’de kendi satış ortaklığı ekibimizin aracı olarak doğdu. Bugün dört ülkedeki 40 mühendis parmak izlerini güncel tutuyor ve 60.000’den fazla pazarlamacı, satıcı ve ajans onu her gün kullanıyor.',
    ],
    links: [
      'Faydalı bağlantılar',
      'İndirmeler, hizmet durumu, topluluk ve destek tek yerde.',
      '- [Morphis’i indir](/download)\n- [Yardım merkezi](/helps)\n- [Sürüm notları](/release)\n- [Hizmet durumu](https://status.morphis.example)\n- [E-posta ile destek](mailto:support@morphis.example)',
    ],
    'partner-plan': [
      'Ortaklık planı',
      'Getirdiğiniz müşterilerin her ödemesinden, kaldıkları sürece %30 kazanın.',
      'Web siteniz veya kanalınızla başvurun, kişisel bağlantı ve promosyon kodu alın; bakiyeniz 50 USD’yi geçince aylık ödeme alın. Proxy sağlayıcıları ve araç geliştiricileri de entegrasyon için başvurabilir.',
    ],
    'pre-sales': [
      'Satış ekibiyle görüşün',
      '20 kişi ve üzeri ekipler için planlar, faturalandırma ve başlangıç desteği.',
      'Kaç profil ve ekip üyesine ihtiyacınız olduğunu bize söyleyin. Bir satış mühendisi bir iş günü içinde özel teklif, 14 günlük ekip denemesi ve mevcut aracınızdan geçiş planıyla yanıt verir.',
    ],
    'referral-program': [
      'Davet programı',
      'Bir arkadaşınızı davet edin: o %20 indirim, siz bir ay ücretsiz kazanın.',
      'Davet bağlantınızı hesap sayfasından paylaşın. Davet ettiğiniz kişi herhangi bir plan için ödeme yaptığında ilk ödemede %20 tasarruf eder ve hesabınıza planınızdan bir ay eklenir.',
    ],
    'use-cases': [
      'Kullanım senaryoları',
      'Pazarlamacılar, satıcılar, ajanslar ve geliştiriciler Morphis’i nasıl kullanıyor.',
      '- **Satış ortaklığı ekipleri** yüzlerce reklam hesabını ayrı cihazlarda yönetir.\n- **E-ticaret satıcıları** farklı bölgelerdeki mağazaları ayrı tutar.\n- **Ajanslar** müşteri hesaplarını role göre paylaşır.\n- **Geliştiriciler** profilleri yerel API ile koddan yönetir.',
    ],
    docs: [
      'Belgeler',
      'Yerel API, RPA adımları ve profil ayarları için başvuru.',
      'Günlük işler için [yardım merkezi](/helps) ile, adım adım anlatımlar için [rehberler](/guide) ile başlayın. Yerel API başvurusu her uç noktayı istek ve yanıt örnekleriyle listeler.',
    ],
    'privacy-policy': [
      'Gizlilik politikası',
      'Bu sitede ve uygulamada neleri, neden topluyoruz.',
      'Hesap e-postanızı, fatura kayıtlarınızı ve senkronize ettiğiniz profil ayarlarını saklarız. Profillerde açtığınız sayfaların içeriğini asla okumayız. Verilerinizi hesap sayfasından istediğiniz zaman dışa aktarabilir veya silebilirsiniz.',
    ],
    'terms-of-service': [
      'Hizmet şartları',
      'Morphis kullanım kuralları, sade bir dille.',
      'Morphis’i her türlü yasal amaçla kullanabilirsiniz ve çalıştığınız platformların kurallarına uymalısınız. Planlar iptal edilene kadar otomatik yenilenir; ilk ödemeden sonraki 7 gün içinde iade alınabilir.',
    ],
  },
  solutions: {
    'affiliate-marketing': [
      'Satış ortaklığı pazarlaması için antidetect tarayıcı',
      'Onlarca reklam ve teklif hesabını zincirleme ban yemeden yönetin.',
      'Her kampanya hesabına kendi parmak izini ve proxy’sini verin, senkronizör ile koca bir hesap grubunu tek pencereden başlatın ve profilleri şifre paylaşmadan ekibinize devredin.',
    ],
    'e-commerce': [
      'E-ticaret satıcıları için çoklu mağaza yönetimi',
      'Farklı bölgelerdeki pazaryeri mağazalarınızı birbirinden ayırın.',
      'Her mağaza sabit bir cihaz ve pazaryerinin bulunduğu ülkeden bir IP alır; böylece Amazon, eBay veya Shopify yasal işletmelerinizi asla birbirine bağlamaz.',
    ],
    'digital-agency': [
      'Dijital ajanslar için müşteri hesapları',
      'Her müşteri hesabına bir profil, erişim rollere göre.',
      'Ajanslar her müşterinin reklam, sosyal medya ve analitik girişlerini ayrı profillerde tutar, erişimi klasör bazında verir ve kimin ne yaptığını etkinlik günlüğünden görür.',
    ],
    'social-marketing': [
      'Büyük ölçekte sosyal medya pazarlaması',
      'Marka ve topluluk hesaplarını tüm ağlarda yönetin.',
      'Çok sayıda sosyal medya hesabını ayrı parmak izleriyle yönetin, rutin işleri RPA ile planlayın ve her hesabın konumunu hedef kitlesiyle uyumlu tutun.',
    ],
    'web-scraping': [
      'Engellenmeden web kazıma',
      'İnsan gibi görünmesi gereken tarayıcı botları için gerçek parmak izleri.',
      'Morphis profillerini yerel API üzerinden Playwright veya Puppeteer ile yönetin; her kazıma oturumu tutarlı bir parmak izi ve kendi proxy’siyle çalışır.',
    ],
    'traffic-arbitrage': [
      'Temiz hesaplarla trafik arbitrajı',
      'Reklam hesaplarını toplu halde oluşturun, ısıtın ve yayına alın.',
      'Profilleri CSV’den oluşturun, RPA rutinleriyle ısıtın ve kampanyaları birçok hesapta yayına alın; her hesap kendi cihazını ve IP’sini korur.',
    ],
    ticketing: [
      'Bilet satışı: çok sayıda alıcı için adil sıra',
      'Sıralı satışlarda her alıcı hesabı için ayrı profil.',
      'Her alıcı hesabı sırayı kendi profilinden ve kendi bağlantısından bekler; bir oturum işaretlense bile diğerleri yarışta kalır.',
    ],
    'google-servies': [
      'Her biri kendi cihazında birden fazla Google hesabı',
      'Gmail, Workspace ve İşletme Profili, bitmeyen doğrulamalar olmadan.',
      'Google aynı tarayıcıyı kullanan hesapları birbirine bağlar. Her hesabı uygun saat dilimi ve dille ayrı bir profilde tutun, sonu gelmeyen telefon doğrulamalarından kurtulun.',
    ],
    facebook: [
      'Facebook çoklu hesap yönetimi',
      'Birbirinden ayrı kalan reklam hesapları, sayfalar ve Business Manager’lar.',
      'Facebook profilleri cihaz, IP ve ödeme bilgileri üzerinden ilişkilendirir. Morphis bu üçünü her hesap için ayırır ve ekibinizin aynı profilde güvenle çalışmasını sağlar.',
    ],
    'twitter-x': [
      'Birden fazla X (Twitter) hesabını yönetin',
      'Marka, destek ve bölge hesapları askıya alınmadan.',
      'Her X hesabına kendi profili ve proxy’siyle giriş yapın, gönderileri RPA ile hesabın bölgesine uygun saatlere planlayın.',
    ],
    tiktok: [
      'İçerik üreticileri ve mağazalar için TikTok hesapları',
      'Farklı pazarlarda birden fazla TikTok ve TikTok Shop hesabını büyütün.',
      'Her profilin dilini, saat dilimini ve mobil parmak izini hedef pazara göre ayarlayın; böylece her hesap doğru kitleye önerilir.',
    ],
    amazon: [
      'Güvenle ayrılmış Amazon satıcı hesapları',
      'Her mağazaya bir cihaz, ekiple birlikte kullanım.',
      'Amazon ilişkilendirilen satıcı hesaplarını askıya alır. Morphis her mağazaya sabit bir cihaz ve pazaryeri IP’si verir; çalışanlar giriş bilgisi paylaşmak yerine aynı profili açar.',
    ],
    discord: [
      'Discord toplulukları ve çok sayıda hesap',
      'Sunucuları yönetin, topluluk hesaplarını telefon kilidi olmadan kullanın.',
      'Moderatör, bot sahibi ve bölgesel topluluk hesaplarını ayrı profillerde tutun; işaretlenen bir giriş diğerlerini kilitlemesin.',
    ],
    linkedin: [
      'Birden fazla profille LinkedIn’de müşteri bulma',
      'Satış ekipleri kısıtlamaya takılmadan ulaşım hesaplarını yönetir.',
      'Her satış temsilcisinin LinkedIn hesabı sabit IP’li kendi profilinde yaşar; haftalık davet limitleri ve güvenlik kontrolleri kişi bazında kalır.',
    ],
    crypto: [
      'Kripto: cüzdanlar, borsalar ve airdrop’lar',
      'Her cüzdan ve borsa hesabı için ayrı cihaz.',
      'Tarayıcı cüzdanlarını, borsa girişlerini ve airdrop katılımlarını profil bazında izole edin; her birinin kendi eklentileri, çerezleri ve IP’si olsun.',
    ],
    betting: [
      'Birden fazla bahis sitesinde hesaplar',
      'Her hesap için sabit cihaz ve yerel IP.',
      'Bahis siteleri cihazları ve konumları karşılaştırır. Her hesaba yerel konut IP’li bir profil verin ve parmak izini oturumlar arasında değiştirmeyin.',
    ],
    'seo-serp': [
      'Her konumdan SEO ve SERP kontrolü',
      'Her şehir ve cihaz için gerçek arama sonuçlarını görün.',
      'Hedef şehirde proxy’si olan bir profil açın; sıralamaları, reklamları ve yerel sonuçları oradaki gerçek bir kullanıcının gördüğü gibi, kişiselleştirme karışmadan kontrol edin.',
    ],
    'google-ads': [
      'Askıya alınmayan Google Ads hesapları',
      'Müşterilere ve sektörlere göre ayrı reklamverenler.',
      'Google Ads, yasaklı bir hesapla cihaz paylaşan hesapları askıya alır. Her reklamveren hesabına kendi profilini, proxy’sini ve ödeme yöntemini verin.',
    ],
    youtube: [
      'Tek çalışma alanında birden fazla YouTube kanalı',
      'Marka ve bölge kanallarını ayrı profillerden yönetin.',
      'Her kanalın Google hesabı kendi profilinde kalır; bir kanaldaki uyarı ya da doğrulama diğer kanallara asla sıçramaz.',
    ],
    reddit: [
      'Geçmişi kalıcı Reddit hesapları',
      'Farklı topluluklarda shadowban yemeden hesap büyütün.',
      'Reddit ilişkili hesapların gönderilerini sessizce gizler. Ayrı profiller ve konut IP’leri sayesinde her hesap kendi itibarını korur.',
    ],
    pinterest: [
      'Markalar ve mağazalar için Pinterest hesapları',
      'Spam olarak işaretlenmeden birden fazla mağaza için pin paylaşın.',
      'Her markanın Pinterest hesabını ayrı bir profilde yönetin ve pinleri RPA ile doğal bir tempoda planlayın.',
    ],
    instagram: [
      'Instagram çoklu hesap yönetimi',
      'Müşteri, marka ve içerik üreticisi hesapları işlem engeli olmadan.',
      'Instagram hesapları cihaz ve ağ üzerinden ilişkilendirir. Her hesaba mobil benzeri bir parmak izi ve kendi proxy’sini verin; ekibinizle kod yerine profil paylaşın.',
    ],
    ebay: [
      'Birbirinden ayrı eBay satıcı hesapları',
      'Zincirleme askıya alma olmadan birden fazla eBay mağazası yönetin.',
      'eBay satıcıları cihazlar ve adresler üzerinden ilişkilendirir. Her mağaza, sabit parmak izine ve eBay sitesinin ülkesinden IP’ye sahip bir profil alır.',
    ],
    shopify: [
      'Shopify mağazaları ve reklam hesapları',
      'Her mağaza için ayrı yönetim, reklam ve ödeme girişleri.',
      'Her Shopify mağazasının yönetim panelini, ödeme sağlayıcısını ve reklam hesaplarını tek bir özel profilde tutun; bir mağazadaki sorun orada kalsın.',
    ],
    onlyfans: [
      'İçerik üreticisi ajansları: çok sayıda üretici hesabı',
      'Sohbet operatörleri ve yöneticiler şifre paylaşmadan hesaplarda çalışır.',
      'Ajanslar sohbet operatörlerine üreticinin profiline rol bazlı erişim verir, her oturumu kaydeder ve her hesabı sabit bir cihaz ve konumda tutar.',
    ],
    tinder: [
      'Masaüstünde arkadaşlık uygulamaları',
      'Her arkadaşlık hesabı ve şehir için ayrı profil.',
      'Arkadaşlık servisleri hesapları cihazlar ve telefon numaraları üzerinden ilişkilendirir. Her hesap kendi şehrinde bir profil ve proxy alır, konum ayarları da buna uyar.',
    ],
    telegram: [
      'Çok hesaplı Telegram Web',
      'Kanalları, grupları ve destek hesaplarını yan yana yönetin.',
      'Her Telegram hesabını tarayıcıda kendi profilinde ve kendi IP’siyle açın; toplu yönetim işleri diğer hesaplarda spam sınırlarını tetiklemesin.',
    ],
    whatsapp: [
      'Satış ve destek ekipleri için WhatsApp Web',
      'Birden fazla işletme numarası, her biri kendi profilinde.',
      'Her WhatsApp numarasını ayrı bir profile bağlayın; temsilcileriniz tek bilgisayardan birden fazla numarayla yanıt versin, oturumlar birbirini kapatmasın.',
    ],
  },
  features: {
    'multi-account-management': [
      'Çoklu hesap yönetimi',
      'Yüzlerce hesap, her biri kendi sanal cihazında.',
      'Profilleri toplu halde oluşturun, gruplayın, etiketleyin ve başlatın. Her profil çerezlerini, parmak izini ve proxy’sini korur; böylece her hesap hep aynı cihaza döner.',
    ],
    synchronizer: [
      'Pencere senkronizörü',
      'Bir penceredeki işlemleri insan gibi bir ritimle birçok pencerede tekrarlayın.',
      'Ana penceredeki tıklamalar, kaydırmalar ve yazılanlar rastgele gecikmeler ve pencere başına metin varyasyonlarıyla diğer pencerelere yansıtılır.',
    ],
    rpa: [
      'RPA otomasyonu',
      'Tarayıcı rutinlerini kaydedin ve profiller arasında tekrar oynatın.',
      'Kaydedilmiş adımlar, döngüler ve koşullarla kod yazmadan görevler oluşturun, zamanlayın ve birçok profilde aynı anda çalıştırın.',
    ],
    'local-api': [
      'Yerel API',
      'Profilleri kendi kodunuzdan başlatın ve yönetin.',
      'localhost üzerindeki HTTP API profilleri başlatır ve durdurur, proxy değiştirir, çerez içe aktarır ve Playwright, Puppeteer veya Selenium için bir CDP uç noktası verir.',
    ],
    'multi-profiles-management': [
      'Toplu profil yönetimi',
      'Büyük profil filoları için klasörler, etiketler, toplu düzenleme ve CSV içe aktarma.',
      'Yüzlerce profili tek seferde yönetin: proxy’leri toplu değiştirin, CSV’den içe aktarın ve herhangi bir profili etiket, not ya da duruma göre bulun.',
    ],
    teamwork: [
      'Ekip çalışması',
      'Profilleri rollere göre paylaşın, şifreleri asla.',
      'Üye davet edin, klasör bazında roller atayın ve her başlatma, düzenleme ve dışa aktarmayı etkinlik günlüğünden izleyin.',
    ],
    'antidetect-browser': [
      'Antidetect tarayıcı',
      'Her profilin ayrı ve gerçek bir cihaz gibi göründüğü Chromium tabanlı tarayıcı.',
      'Canvas, WebGL, ses, yazı tipleri, saat dilimi ve onlarca başka sinyal, gerçek cihaz verilerine göre her profilde tutarlı biçimde ayarlanır; çekirdek de Chrome sürümlerini yakından takip eder.',
    ],
  },
  alternatives: {
    title: (name) => `${name} alternatifi: ekipler neden Morphis’e geçiyor`,
    summary: (name) => `Morphis ve ${name} karşılaştırması: parmak izleri, ekip özellikleri ve profil başına fiyat.`,
    bodies: {
      'gologin-alternative':
        'GoLogin’den geçen ekipler çerezlerini içe aktarmayla korur; tüm ücretli planlarda senkronizör ve RPA’ya yerel para birimindeki fiyatlarla sahip olur.',
      'incogniton-alternative':
        'Incogniton ile karşılaştırıldığında Morphis, Chromium çekirdeğini her Chrome sürümünden birkaç hafta sonra günceller ve yerel API’yi Solo planından itibaren sunar.',
      'dolphin-anty-alternative':
        'Dolphin Anty’den gelen media buyer’lar aynı toplu araçları bulur; üstüne büyük ekipler için klasör bazlı roller ve etkinlik günlüğü de gelir.',
      'multilogin-alternative':
        'Morphis, Multilogin düzeyinde parmak izi tutarlılığını daha düşük profil başı fiyatla ve küçük başlayabileceğiniz aylık planlarla sunar.',
      'octo-browser-alternative':
        'Octo Browser’dan geçen ekipler proxy’lerini korur; kodsuz RPA, önizlemedeki Android profilleri ve 20 dilde destek kazanır.',
      'undetectable-alternative':
        'Undetectable’ın aksine Morphis profilleri hem bulutta hem yerelde saklar; ekibiniz dosya kopyalamadan profilleri paylaşabilir.',
      'ziniao-alternative':
        'Ziniao’dan geçen e-ticaret satıcıları aynı mağaza izolasyonunu korur, proxy sağlayıcısını özgürce seçer ve USD, BRL, PLN veya VND ile öder.',
    },
  },
  plans: {
    free: [
      'Ücretsiz',
      'Morphis’i üç profille deneyin, sonsuza kadar ücretsiz.',
      ['3 tarayıcı profili', 'Proxy yöneticisi', 'Çerez içe aktarma'],
    ],
    solo: [
      'Solo',
      'Birçok hesap yöneten tek kişi için.',
      ['100 tarayıcı profili', 'Senkronizör', 'Yerel API', '5 görevli RPA'],
    ],
    team: [
      'Team',
      'Profilleri paylaşan ajanslar ve ekipler için.',
      ['300 tarayıcı profili', '10 ekip üyesi', 'Roller ve etkinlik günlüğü', 'Sınırsız RPA görevi'],
    ],
    enterprise: [
      'Enterprise',
      'Özel ihtiyaçları olan büyük ekipler için.',
      ['2.000 tarayıcı profili', '50 ekip üyesi', 'Özel yönetici', 'Fatura ile ödeme'],
    ],
  },
  faq: {
    'what-is-an-antidetect-browser': [
      'Antidetect tarayıcı nedir?',
      'Her profilin kendi tutarlı cihaz parmak izi, çerezleri ve proxy’si olan bir tarayıcıdır; siteler her profili ayrı bir ziyaretçi olarak görür.',
    ],
    'is-it-legal': [
      'Morphis kullanmak yasal mı?',
      'Evet. Morphis bir gizlilik aracıdır. Yasalara ve kullandığınız platformların şartlarına uymak sizin sorumluluğunuzdadır.',
    ],
    'annual-discount': [
      'Yıllık ödemede ne kadar tasarruf ederim?',
      'Yıllık planlar her para biriminde on iki ay için on aylık fiyata mal olur.',
    ],
    refunds: [
      'Para iadesi alabilir miyim?',
      'Evet, 20’den az profil başlattıysanız ilk ödemeden sonraki 7 gün içinde.',
    ],
    'which-proxies': [
      'Morphis ile hangi proxy’ler çalışır?',
      'Kimlik doğrulamalı veya doğrulamasız HTTP, HTTPS ve SOCKS5 proxy’ler; dönen konut ve mobil proxy’ler dahil.',
    ],
    'profile-storage': [
      'Profillerim nerede saklanıyor?',
      'Ekibinizin her yerden açabilmesi için bulutumuzda şifreli olarak; kullanan her bilgisayarda da yerel bir kopya bulunur.',
    ],
    'change-email': [
      'Hesap e-postamı nasıl değiştiririm?',
      'Hesap → Güvenlik’i açın, yeni adresi girin ve hem eski hem yeni adrese gönderdiğimiz bağlantıyı onaylayın.',
    ],
    'two-factor': [
      'Morphis iki adımlı doğrulamayı destekliyor mu?',
      'Evet. Hesap → Güvenlik altında herhangi bir doğrulama uygulamasıyla açın; ekip sahipleri tüm üyeler için zorunlu kılabilir.',
    ],
  },
  releases: {
    '3-8-0': [
      'Morphis 3.8.0',
      'Chromium 131 çekirdeği ve daha hızlı çerez içe aktarma.',
      '- Tüm profiller için Chromium 131 çekirdeği.\n- Büyük dosyalarda çerez içe aktarma üç kat daha hızlı.\n- Düzeltildi: 32 bit Windows’ta proxy kontrolü SOCKS5 portunu yok sayıyordu.',
    ],
    '3-9-0': [
      'Morphis 3.9.0',
      'Profiller için klasörler ve toplu proxy düzenleyici.',
      '- Profiller klasörlerde gruplanabilir ve klasör bazında paylaşılabilir.\n- Toplu proxy düzenleyici: birçok profilin proxy’sini tek seferde değiştirin.\n- Düzeltildi: çalışan bir profilin proxy’si değiştirildikten sonra saat dilimi güncellenmiyordu.',
    ],
    '4-0-0': [
      'Morphis 4.0.0',
      'Chromium 134, daha hızlı başlatma ve yeni ekip paneli.',
      '- Chromium 134 çekirdeği.\n- Profiller %40’a kadar daha hızlı açılıyor.\n- Roller, klasörler ve etkinlik günlüğüyle yeni ekip paneli.\n- Windows 7 desteği sona erdi.',
    ],
    '4-1-0': [
      'Morphis 4.1.0',
      'Senkronizörde metin varyasyonları ve RPA döngüleri.',
      '- Senkronizör her pencere için farklı metin varyasyonları ekleyebiliyor.\n- RPA görevleri bir değer listesi üzerinde döngüyü destekliyor.\n- 32 bit Windows sürümü sonlandırıldı; mevcut kurulumlar çalışmaya devam ediyor.',
    ],
    '4-2-0': [
      'Morphis 4.2.0',
      'Yerel API betadan çıktı.',
      '- Yerel API artık kararlı; başlatma, durdurma, proxy ve çerez uç noktaları içeriyor.\n- API anahtarları ayarlardan yenilenebiliyor.\n- Düzeltildi: bir profil aktarıldıktan sonra Canvas gürültüsü değişiyordu.',
    ],
    '4-3-0': [
      'Morphis 4.3.0',
      'Önizlemede Android profilleri ve Chromium 140.',
      '- Android profilleri herkese açık önizlemede.\n- Chromium 140 çekirdeği.\n- Profil denetleyicisi artık proxy ülkesiyle uyuşmayan klavye düzenlerini işaretliyor.',
    ],
  },
  terms: {
    blogCategories: {
      fingerprinting: [
        'Tarayıcı parmak izi',
        'Siteler bir tarayıcıyı nasıl tanır, Morphis her profili nasıl farklı tutar?',
      ],
      'affiliate-marketing': [
        'Satış ortaklığı pazarlaması',
        'Reklam ve satış ortaklığı hesaplarını ban yemeden büyük ölçekte yönetmek.',
      ],
      'e-commerce': ['E-ticaret', 'Farklı bölgelerdeki pazaryeri satıcı hesaplarını birbirinden ayrı yönetmek.'],
      'team-workflows': ['Ekip iş akışları', 'Ekip içinde profil, yetki ve otomasyon paylaşımı.'],
    },
    newsCategories: { product: 'Ürün haberleri', company: 'Şirket' },
    guideCategories: { 'getting-started': 'Başlarken', proxies: 'Proxy’ler', automation: 'Otomasyon' },
    blogTags: {
      canvas: 'Canvas',
      webgl: 'WebGL',
      'facebook-ads': 'Facebook reklamları',
      amazon: 'Amazon',
      proxies: 'Proxy’ler',
      'account-safety': 'Hesap güvenliği',
    },
    newsTags: { release: 'Sürüm', pricing: 'Fiyatlandırma', events: 'Etkinlikler' },
    guideTags: { beginner: 'Başlangıç', advanced: 'İleri düzey', api: 'API' },
  },
  partners: {
    'northwind-proxies': [
      'Northwind Proxies: 190 ülkede konut IP’leri',
      'MORPHIS15 koduyla konut ve mobil trafikte %15 indirim.',
      'Northwind Proxies, 24 saate kadar sabit oturumlu konut ve mobil IP’ler sunar. SOCKS5 adresleri doğrudan bir Morphis profiline yapıştırılır; **MORPHIS15** kodu ilk üç ayda %15 indirim sağlar.',
    ],
    'cellgate-mobile': [
      'CellGate Mobile: 4G ve 5G proxy’ler',
      'Bağlantıyla IP değiştiren özel modemler; sosyal medya ve kayıtlar için.',
      'CellGate; ABD, Birleşik Krallık, Brezilya ve Polonya’da özel 4G ve 5G modemler kiralar. Her modem, bir rotasyon bağlantısını açtığınızda IP’sini değiştirir; bu bağlantıyı profilin proxy ayarlarına kaydedebilirsiniz.',
    ],
    'paylane-cards': [
      'Paylane Cards: reklam harcamaları için sanal kartlar',
      'Her reklam hesabına ayrı bir kart çıkarın, harcamayı müşteri bazında izleyin.',
      'Paylane saniyeler içinde sanal Visa ve Mastercard kartlar çıkarır; kart başına ve günlük limit koyabilirsiniz. Her reklam hesabına bir kart, ödeme yöntemlerinin hesaplarınızı birbirine bağlamasını önler.',
    ],
    'offerhub-network': [
      'OfferHub Network: 60 ülkede CPA teklifleri',
      'Nutra, çekiliş ve uygulama yükleme teklifleri, haftalık ödemeyle.',
      'OfferHub’da haftalık ödemeli 2.000’den fazla CPA teklifi var; minimum ödeme 50 USD. Morphis müşterileri kişisel bir yönetici ve ilk ayın dönüşümlerinde artırılmış ödeme alır.',
    ],
    'captchafox-solver': [
      'CaptchaFox Solver: RPA görevlerinde captcha çözümü',
      'Tek bir API anahtarıyla her Morphis RPA görevine çözüm adımı ekleyin.',
      'CaptchaFox anahtarınızı **Ayarlar → Entegrasyonlar** bölümüne yapıştırın ve bir RPA görevine “Captcha çöz” adımını ekleyin. Görsel captcha, reCAPTCHA ve hCaptcha yaklaşık on saniyede çözülür.',
    ],
    'growth-guild-community': [
      'Growth Guild: media buyer’ların topluluğu',
      'Satış ortaklığı ekipleri için vaka analizleri, haftalık görüşmeler ve iş ilanları.',
      'Growth Guild, kampanya analizlerini ve araç ipuçlarını paylaşan 12.000 media buyer’ı bir araya getirir. Morphis orada her ay hesap güvenliği üzerine açık bir görüşme düzenler; üyeler ilk yıl %20 indirim alır.',
    ],
  },
} satisfies Translation;
