import type { Translation } from './types';

/** Filipino (fil): every marketing text of the site. */
export const fil = {
  settings: [
    'Morphis – antidetect browser para sa maraming account',
    'antidetect browser, maraming account, browser fingerprint',
    'Magpatakbo ng maraming account nang ligtas: bawat profile ng Morphis ay hiwalay na device na may sariling fingerprint, cookies at proxy.',
  ],
  pages: {
    'about-us': [
      'Tungkol sa Morphis',
      'Gumagawa kami ng browser na nagbibigay-daan sa isang tao na ligtas na kumilos bilang marami.',
      'Nagsimula ang Morphis noong 2021 bilang tool ng sarili naming affiliate team. Ngayon, 40 inhinyero sa apat na bansa ang nagpapanatiling bago ng mga fingerprint nito, at mahigit 60,000 marketer, seller at ahensya ang gumagamit nito araw-araw.',
    ],
    links: [
      'Mga kapaki-pakinabang na link',
      'Mga download, status ng serbisyo, komunidad at suporta sa iisang lugar.',
      '- [I-download ang Morphis](/download)\n- [Help center](/helps)\n- [Mga release note](/release)\n- [Status ng serbisyo](https://status.morphis.example)\n- [Suporta sa email](mailto:support@morphis.example)',
    ],
    'partner-plan': [
      'Partner plan',
      'Kumita ng 30% sa bawat bayad ng mga customer na dinala mo, hangga’t nananatili sila.',
      'Mag-apply gamit ang iyong website o channel, kumuha ng personal na link at promo code, at tumanggap ng buwanang payout kapag lumampas sa 50 USD ang balanse. Maaari ring mag-apply ang mga proxy provider at tool vendor para sa integration.',
    ],
    'pre-sales': [
      'Makipag-usap sa sales',
      'Mga plan para sa team na 20 tao o higit pa, invoicing at tulong sa onboarding.',
      'Sabihin sa amin kung ilang profile at miyembro ang kailangan mo. Sasagot ang isang sales engineer sa loob ng isang araw ng trabaho na may custom na quote, 14 na araw na team trial at plano ng paglipat mula sa kasalukuyan mong tool.',
    ],
    'referral-program': [
      'Referral programme',
      'Mag-imbita ng kaibigan: 20% diskwento sa kanila, isang libreng buwan sa iyo.',
      'Ibahagi ang iyong referral link mula sa account page. Kapag nagbayad ang inimbitahan mo ng anumang plan, makakatipid siya ng 20% sa unang bayad at madadagdagan ng isang buwan ang iyong plan.',
    ],
    'use-cases': [
      'Mga gamit',
      'Paano ginagamit ng mga marketer, seller, ahensya at developer ang Morphis.',
      '- **Mga affiliate team** ay nagpapatakbo ng daan-daang ad account sa magkakahiwalay na device.\n- **Mga e-commerce seller** ay naghihiwalay ng mga tindahan sa iba’t ibang rehiyon.\n- **Mga ahensya** ay nagbabahagi ng client account ayon sa tungkulin.\n- **Mga developer** ay kumokontrol ng profile mula sa code gamit ang local API.',
    ],
    docs: [
      'Dokumentasyon',
      'Sanggunian para sa local API, mga hakbang ng RPA at mga setting ng profile.',
      'Magsimula sa [help center](/helps) para sa pang-araw-araw na gawain at sa [mga gabay](/guide) para sa sunud-sunod na paliwanag. Nakalista sa sanggunian ng local API ang bawat endpoint na may halimbawa ng request at response.',
    ],
    'privacy-policy': [
      'Patakaran sa privacy',
      'Ano ang kinokolekta namin sa website at sa app, at bakit.',
      'Iniimbak namin ang email ng account, mga rekord ng bayad at mga setting ng profile na sini-sync mo. Hindi namin binabasa ang nilalaman ng mga pahinang binubuksan mo sa mga profile. Maaari mong i-export o burahin ang iyong data anumang oras mula sa account page.',
    ],
    'terms-of-service': [
      'Mga tuntunin ng serbisyo',
      'Ang mga patakaran sa paggamit ng Morphis, sa simpleng salita.',
      'Maaari mong gamitin ang Morphis sa anumang legal na layunin at dapat mong sundin ang mga patakaran ng mga platform na pinagtatrabahuhan mo. Awtomatikong nagre-renew ang mga plan hanggang kanselahin; may refund sa loob ng 7 araw mula sa unang bayad.',
    ],
  },
  solutions: {
    'affiliate-marketing': [
      'Antidetect browser para sa affiliate marketing',
      'Magpatakbo ng dose-dosenang ad at offer account nang walang sunud-sunod na ban.',
      'Bigyan ang bawat campaign account ng sariling fingerprint at proxy, paandarin ang buong batch mula sa iisang window gamit ang synchronizer, at ipasa ang mga profile sa team nang hindi nagbibigay ng password.',
    ],
    'e-commerce': [
      'Multi-store management para sa mga e-commerce seller',
      'Panatilihing hiwalay ang mga tindahan mo sa iba’t ibang marketplace at rehiyon.',
      'May sariling matatag na device at IP mula sa bansa ng marketplace ang bawat tindahan, kaya hindi kailanman pag-uugnayin ng Amazon, eBay o Shopify ang mga lehitimo mong negosyo.',
    ],
    'digital-agency': [
      'Client account para sa mga digital agency',
      'Isang profile kada client account, ibinabahagi ayon sa tungkulin.',
      'Nasa magkakahiwalay na profile ang ads, social at analytics login ng bawat kliyente. Nagbibigay ka ng access kada folder at makikita mo sa activity log kung sino ang gumawa ng ano.',
    ],
    'social-marketing': [
      'Social media marketing nang malakihan',
      'Hawakan ang mga brand at community account sa bawat network.',
      'Magpatakbo ng maraming social account na may kanya-kanyang fingerprint, i-schedule ang paulit-ulit na gawain gamit ang RPA, at panatilihing tugma ang lokasyon ng bawat account sa audience nito.',
    ],
    'web-scraping': [
      'Web scraping nang hindi nabo-block',
      'Totoong browser fingerprint para sa mga crawler na kailangang magmukhang tao.',
      'Kontrolin ang mga Morphis profile mula sa Playwright o Puppeteer gamit ang local API; bawat crawler session ay may pare-parehong fingerprint at sariling proxy.',
    ],
    'traffic-arbitrage': [
      'Traffic arbitrage gamit ang malilinis na account',
      'Mag-farm, mag-warm up at maglunsad ng ad account nang maramihan.',
      'Gumawa ng mga profile mula sa CSV, i-warm up ang mga ito gamit ang RPA routine, at maglunsad ng campaign sa maraming account habang may sariling device at IP ang bawat isa.',
    ],
    ticketing: [
      'Ticketing: patas na pila para sa maraming buyer',
      'Hiwalay na profile para sa bawat buyer account sa bentahang may pila.',
      'Pumipila ang bawat buyer account mula sa sarili nitong profile at koneksyon, kaya hindi nadadamay ang iba kapag na-flag ang isang session.',
    ],
    'google-servies': [
      'Maraming Google account, bawat isa sa sariling device',
      'Gmail, Workspace at Google Business profile nang walang paulit-ulit na verification.',
      'Pinag-uugnay ng Google ang mga account na gumagamit ng iisang browser. Ilagay ang bawat isa sa hiwalay na profile na may tugmang time zone at wika para makaiwas sa walang katapusang phone verification.',
    ],
    facebook: [
      'Pamamahala ng maraming Facebook account',
      'Mga ad account, page at Business Manager na hindi nagkakaugnay.',
      'Pinag-uugnay ng Facebook ang mga profile sa pamamagitan ng device, IP at payment data. Pinaghihiwalay ng Morphis ang tatlong ito para sa bawat account, at ligtas na makakapagtrabaho ang team mo sa iisang profile.',
    ],
    'twitter-x': [
      'Paghawak ng maraming X (Twitter) account',
      'Brand, support at regional account nang walang suspension.',
      'Mag-log in sa bawat X account mula sa sarili nitong profile at proxy, at i-schedule ang mga post gamit ang RPA sa oras na akma sa rehiyon ng account.',
    ],
    tiktok: [
      'TikTok account para sa mga creator at shop',
      'Palaguin ang ilang TikTok at TikTok Shop account sa iba’t ibang market.',
      'Itakda ang wika, time zone at mobile fingerprint ng bawat profile ayon sa target na market para mairekomenda ang bawat account sa tamang audience.',
    ],
    amazon: [
      'Amazon seller account na ligtas na hiwalay',
      'Isang device kada tindahan, kasama ang buong team.',
      'Sinususpinde ng Amazon ang mga magkakaugnay na seller account. Binibigyan ng Morphis ang bawat tindahan ng matatag na device at IP ng marketplace, at iisang profile ang binubuksan ng staff sa halip na magpasahan ng password.',
    ],
    discord: [
      'Discord community at maraming account',
      'Mag-moderate ng server at magpatakbo ng community account nang walang phone lock.',
      'Ilagay sa magkakahiwalay na profile ang mga account ng moderator, bot owner at regional community, para hindi ma-lock ang lahat kapag na-flag ang isang login.',
    ],
    linkedin: [
      'LinkedIn outreach gamit ang ilang profile',
      'Nagpapatakbo ang sales team ng outreach account nang walang restriction.',
      'Nasa sariling profile na may matatag na IP ang LinkedIn account ng bawat sales rep, kaya kanya-kanya ang lingguhang limit ng invitation at ang mga security check.',
    ],
    crypto: [
      'Crypto: wallet, exchange at airdrop',
      'Hiwalay na device para sa bawat wallet at exchange account.',
      'Ihiwalay kada profile ang mga browser wallet, exchange login at pagsali sa airdrop, bawat isa may sariling extension, cookies at IP.',
    ],
    betting: [
      'Betting account sa iba’t ibang bookmaker',
      'Matatag na device at lokal na IP para sa bawat account.',
      'Kinukumpara ng mga bookmaker ang device at lokasyon. Bigyan ang bawat account ng profile na may lokal na residential IP at panatilihing hindi nagbabago ang fingerprint nito sa bawat session.',
    ],
    'seo-serp': [
      'SEO at SERP check mula sa kahit saang lokasyon',
      'Tingnan ang totoong search result para sa anumang lungsod at device.',
      'Magbukas ng profile na may proxy sa target na lungsod para suriin ang ranking, ads at local pack gaya ng nakikita ng totoong user doon, nang walang personalized na resulta.',
    ],
    'google-ads': [
      'Google Ads account nang walang suspension',
      'Hiwalay na advertiser para sa bawat kliyente at vertical.',
      'Sinususpinde ng Google Ads ang mga account na kasama sa device ng isang na-ban. Bigyan ang bawat advertiser account ng sariling profile, proxy at paraan ng pagbabayad.',
    ],
    youtube: [
      'Ilang YouTube channel, iisang workspace',
      'Patakbuhin ang brand at regional channel mula sa magkakahiwalay na profile.',
      'Nasa sariling profile ang Google account ng bawat channel, kaya hindi kumakalat sa iba ang strike o verification ng isang channel.',
    ],
    reddit: [
      'Reddit account na may pangmatagalang history',
      'Palaguin ang mga account sa iba’t ibang community nang walang shadow ban.',
      'Tahimik na itinatago ng Reddit ang mga post ng magkakaugnay na account. Sa hiwalay na profile at residential IP, sariling reputasyon ang hawak ng bawat account.',
    ],
    pinterest: [
      'Pinterest account para sa mga brand at shop',
      'Mag-pin para sa ilang tindahan nang hindi na-flag bilang spam.',
      'Patakbuhin ang Pinterest account ng bawat brand sa hiwalay na profile at i-schedule ang mga pin gamit ang RPA sa natural na bilis.',
    ],
    instagram: [
      'Pamamahala ng maraming Instagram account',
      'Client, brand at creator account nang walang action block.',
      'Pinag-uugnay ng Instagram ang mga account ayon sa device at network. Bigyan ang bawat account ng mobile-like na fingerprint at sariling proxy, at ibahagi sa team ang profile sa halip na mga code.',
    ],
    ebay: [
      'eBay seller account na magkakahiwalay',
      'Magpatakbo ng ilang eBay store nang walang magkakaugnay na suspension.',
      'Pinag-uugnay ng eBay ang mga seller sa pamamagitan ng device at address. May profile ang bawat tindahan na may matatag na fingerprint at IP mula sa bansa ng site nito.',
    ],
    shopify: [
      'Mga Shopify store at ang kanilang ad account',
      'Hiwalay na login sa admin, ads at payment para sa bawat tindahan.',
      'Ilagay sa iisang nakalaang profile ang admin, payment provider at ad account ng bawat Shopify store, para ang problema ng isang tindahan ay doon lang maiwan.',
    ],
    onlyfans: [
      'Creator agency: maraming creator account',
      'Nakakapagtrabaho ang mga chatter at manager sa account ng creator nang walang pasahan ng password.',
      'Binibigyan ng agency ang mga chatter ng access sa profile ng creator ayon sa tungkulin, naitatala ang bawat session, at nananatili ang bawat account sa matatag na device at lokasyon.',
    ],
    tinder: [
      'Dating app sa desktop',
      'Hiwalay na profile para sa bawat dating account at lungsod.',
      'Pinag-uugnay ng mga dating service ang mga account sa pamamagitan ng device at numero ng telepono. Bawat account ay may profile at proxy sa lungsod nito, na may tugmang location setting.',
    ],
    telegram: [
      'Telegram Web na may maraming account',
      'Sabay-sabay na patakbuhin ang mga channel, group at support account.',
      'Buksan ang bawat Telegram account sa sariling profile sa browser na may sariling IP, para hindi mag-trigger ng spam limit sa iba ang maramihang admin na gawain.',
    ],
    whatsapp: [
      'WhatsApp Web para sa sales at support team',
      'Ilang business number, bawat isa sa sariling profile.',
      'Ikabit ang bawat WhatsApp number sa hiwalay na profile para makasagot ang mga agent mula sa ilang numero sa iisang computer nang hindi nila na-log out ang isa’t isa.',
    ],
  },
  features: {
    'multi-account-management': [
      'Pamamahala ng maraming account',
      'Daan-daang account, bawat isa sa sariling virtual na device.',
      'Gumawa, mag-grupo, mag-tag at maglunsad ng mga profile nang maramihan. Hawak ng bawat profile ang sarili nitong cookies, fingerprint at proxy, kaya palaging bumabalik ang bawat account sa parehong device.',
    ],
    synchronizer: [
      'Pag-synchronize ng mga window',
      'Ulitin ang galaw ng isang window sa marami, sa bilis na parang tao.',
      'Ginagaya sa ibang window ang mga click, scroll at pag-type sa main window, na may random na delay at ibang bersyon ng text kada window.',
    ],
    rpa: [
      'Automation gamit ang RPA',
      'I-record ang mga routine sa browser at i-replay sa iba’t ibang profile.',
      'Bumuo ng task mula sa na-record na hakbang, loop at kondisyon nang walang code, i-schedule ang mga ito, at patakbuhin sa maraming profile nang sabay-sabay.',
    ],
    'local-api': [
      'Local API',
      'Simulan at kontrolin ang mga profile mula sa sarili mong code.',
      'Isang HTTP API sa localhost na nagbubukas at nagsasara ng profile, nagpapalit ng proxy at nag-i-import ng cookies, at nagbibigay ng CDP endpoint para sa Playwright, Puppeteer o Selenium.',
    ],
    'multi-profiles-management': [
      'Maramihang pamamahala ng profile',
      'Folder, tag, bulk edit at CSV import para sa malalaking fleet.',
      'Galawin ang daan-daang profile nang sabay: magpalit ng proxy nang maramihan, mag-import mula sa CSV, at hanapin ang kahit anong profile ayon sa tag, note o status.',
    ],
    teamwork: [
      'Pagtutulungan ng team',
      'Magbahagi ng profile ayon sa tungkulin, hindi ng password.',
      'Mag-imbita ng mga miyembro, magtalaga ng tungkulin kada folder, at subaybayan ang bawat pagbukas, pag-edit at pag-export sa activity log.',
    ],
    'antidetect-browser': [
      'Antidetect browser',
      'Browser na nakabatay sa Chromium kung saan mukhang hiwalay na totoong device ang bawat profile.',
      'Canvas, WebGL, audio, font, time zone at dose-dosenang iba pang signal ang pare-parehong itinatakda kada profile mula sa totoong data ng device, sa core na sumasabay sa mga release ng Chrome.',
    ],
  },
  alternatives: {
    title: (name) => `Alternatibo sa ${name}: bakit lumilipat ang mga team sa Morphis`,
    summary: (name) => `Morphis kumpara sa ${name}: fingerprint, feature para sa team at presyo kada profile.`,
    bodies: {
      'gologin-alternative':
        'Ang mga team na lumilipat mula sa GoLogin ay nadadala ang kanilang cookies sa pamamagitan ng import, at nakakakuha ng synchronizer at RPA sa bawat bayad na plan, na may presyo sa lokal na pera.',
      'incogniton-alternative':
        'Kumpara sa Incogniton, ina-update ng Morphis ang Chromium core nito ilang linggo lang matapos ang bawat Chrome release, at may local API na simula pa lang sa Solo plan.',
      'dolphin-anty-alternative':
        'Ang mga media buyer na galing sa Dolphin Anty ay makakakuha ng parehong bulk tools, dagdag pa ang tungkulin kada folder at activity log para sa mas malalaking team.',
      'multilogin-alternative':
        'Nag-aalok ang Morphis ng fingerprint consistency na kapantay ng Multilogin sa mas mababang presyo kada profile, na may buwanang plan na puwedeng magsimula nang maliit.',
      'octo-browser-alternative':
        'Sa paglipat mula sa Octo Browser, nananatili sa mga team ang kanilang mga proxy, at nakakakuha sila ng RPA na walang code, Android profile na nasa preview, at suporta sa 20 wika.',
      'undetectable-alternative':
        'Hindi tulad ng Undetectable, iniimbak ng Morphis ang mga profile sa cloud at sa lokal na computer, kaya naibabahagi ito ng team nang hindi nagkokopya ng mga file.',
      'ziniao-alternative':
        'Ang mga e-commerce seller na lumilipat mula sa Ziniao ay may parehong isolation ng tindahan, malayang pagpili ng proxy provider, at presyo sa USD, BRL, PLN at VND.',
    },
  },
  plans: {
    free: [
      'Libre',
      'Subukan ang Morphis gamit ang tatlong profile, libre habambuhay.',
      ['3 browser profile', 'Proxy manager', 'Cookie import'],
    ],
    solo: [
      'Solo',
      'Para sa mga indibidwal na may maraming account.',
      ['100 browser profile', 'Synchronizer', 'Local API', 'RPA na may 5 task'],
    ],
    team: [
      'Team',
      'Para sa mga ahensya at team na nagbabahagi ng profile.',
      ['300 browser profile', '10 miyembro ng team', 'Tungkulin at activity log', 'Walang limitasyong RPA task'],
    ],
    enterprise: [
      'Enterprise',
      'Para sa malalaking team na may sariling pangangailangan.',
      [
        '2,000 browser profile',
        '50 miyembro ng team',
        'Dedicated na account manager',
        'Bayad sa pamamagitan ng invoice',
      ],
    ],
  },
  faq: {
    'what-is-an-antidetect-browser': [
      'Ano ang antidetect browser?',
      'Isang browser kung saan may sariling pare-parehong device fingerprint, cookies at proxy ang bawat profile, kaya nakikita ng mga website ang bawat profile bilang ibang bisita.',
    ],
    'is-it-legal': [
      'Legal bang gamitin ang Morphis?',
      'Oo. Ang Morphis ay isang privacy tool. Ikaw ang may pananagutang sumunod sa batas at sa mga tuntunin ng mga platform kung saan mo ito ginagamit.',
    ],
    'annual-discount': [
      'Magkano ang matitipid ko sa taunang bayad?',
      'Ang taunang plan ay katumbas ng sampung buwang presyo para sa labindalawang buwan, sa bawat currency.',
    ],
    refunds: [
      'Puwede ba akong mag-refund?',
      'Oo, sa loob ng 7 araw mula sa iyong unang bayad, basta wala pang 20 profile ang nabuksan mo.',
    ],
    'which-proxies': [
      'Anong mga proxy ang gumagana sa Morphis?',
      'HTTP, HTTPS at SOCKS5 proxy, may login man o wala, kasama ang rotating na residential at mobile proxy.',
    ],
    'profile-storage': [
      'Saan naka-store ang mga profile ko?',
      'Naka-encrypt sa aming cloud para mabuksan ng team mo kahit saan, at may lokal na kopya sa bawat computer na gumagamit nito.',
    ],
    'change-email': [
      'Paano ko papalitan ang email ng aking account?',
      'Buksan ang Account → Security, ilagay ang bagong address, at kumpirmahin ang link na ipapadala namin sa luma at sa bagong address.',
    ],
    'two-factor': [
      'May two-factor authentication ba ang Morphis?',
      'Oo. I-on ito sa Account → Security gamit ang kahit anong authenticator app; puwede itong gawing required ng may-ari ng team para sa lahat ng miyembro.',
    ],
  },
  releases: {
    '3-8-0': [
      'Morphis 3.8.0',
      'Chromium 131 core at mas mabilis na cookie import.',
      '- Chromium 131 core para sa lahat ng profile.\n- Tatlong beses nang mas mabilis ang pag-import ng cookies mula sa malalaking file.\n- Naayos: hindi pinapansin ng proxy check ang SOCKS5 port sa 32-bit na Windows.',
    ],
    '3-9-0': [
      'Morphis 3.9.0',
      'Mga folder para sa profile at proxy editor para sa maraming profile nang sabay.',
      '- Maaari nang igrupo ang mga profile sa folder at ibahagi kada folder.\n- Bulk proxy editor: palitan ang proxy ng maraming profile sa isang hakbang.\n- Naayos: hindi nag-a-update ang time zone matapos magpalit ng proxy sa tumatakbong profile.',
    ],
    '4-0-0': [
      'Morphis 4.0.0',
      'Chromium 134, mas mabilis na pagbukas at ang bagong team panel.',
      '- Chromium 134 core.\n- Hanggang 40% na mas mabilis magbukas ang mga profile.\n- Bagong team panel na may tungkulin, folder at activity log.\n- Hindi na suportado ang Windows 7.',
    ],
    '4-1-0': [
      'Morphis 4.1.0',
      'Text variation sa synchronizer at loop sa RPA.',
      '- Nakakapaglagay na ang synchronizer ng ibang bersyon ng text kada window.\n- Sinusuportahan na ng RPA task ang loop sa listahan ng mga value.\n- Itinigil na ang 32-bit na build para sa Windows; tuloy pa ring gagana ang mga naka-install na.',
    ],
    '4-2-0': [
      'Morphis 4.2.0',
      'Wala na sa beta ang local API.',
      '- Stable na ang local API, may mga endpoint para sa pagbukas, pagsara, proxy at cookies.\n- Maaari nang palitan ang API key sa mga setting.\n- Naayos: nagbabago ang canvas noise matapos ilipat ang isang profile.',
    ],
    '4-3-0': [
      'Morphis 4.3.0',
      'Android profile sa preview at Chromium 140.',
      '- Android profile bilang public preview.\n- Chromium 140 core.\n- Minamarkahan na ng profile check ang keyboard layout na hindi tugma sa bansa ng proxy.',
    ],
  },
  terms: {
    blogCategories: {
      fingerprinting: [
        'Fingerprint ng browser',
        'Paano nakikilala ng mga site ang isang browser, at paano pinananatiling natatangi ng Morphis ang bawat profile.',
      ],
      'affiliate-marketing': [
        'Affiliate na marketing',
        'Pagpapatakbo ng maraming ad at affiliate account nang walang ban.',
      ],
      'e-commerce': [
        'Online na pagbebenta',
        'Pamamahala ng mga seller account sa mga marketplace sa iba’t ibang rehiyon.',
      ],
      'team-workflows': ['Pagtutulungan ng team', 'Pagbabahagi ng profile, pahintulot at automation sa loob ng team.'],
    },
    newsCategories: { product: 'Balita sa produkto', company: 'Tungkol sa kumpanya' },
    guideCategories: { 'getting-started': 'Pagsisimula', proxies: 'Mga proxy', automation: 'Awtomasyon' },
    blogTags: {
      canvas: 'Canvas',
      webgl: 'WebGL',
      'facebook-ads': 'Mga ad sa Facebook',
      amazon: 'Amazon',
      proxies: 'Mga proxy',
      'account-safety': 'Seguridad ng account',
    },
    newsTags: { release: 'Bagong bersyon', pricing: 'Presyo', events: 'Mga kaganapan' },
    guideTags: { beginner: 'Baguhan', advanced: 'Mas malalim', api: 'API' },
  },
  partners: {
    'northwind-proxies': [
      'Northwind Proxies: residential na IP sa 190 bansa',
      '15% off sa residential at mobile na traffic gamit ang code na MORPHIS15.',
      'Nag-aalok ang Northwind Proxies ng residential at mobile na IP na may sticky session na hanggang 24 oras. Direktang naipapaste ang mga SOCKS5 endpoint nito sa isang Morphis profile, at may 15% off ang unang tatlong buwan gamit ang code na **MORPHIS15**.',
    ],
    'cellgate-mobile': [
      'CellGate Mobile: mga 4G at 5G proxy',
      'Sariling modem na nagpapalit ng IP sa isang link, para sa social media at pagre-register.',
      'Nagpapaupa ang CellGate ng sariling 4G at 5G modem sa US, UK, Brazil at Poland. Nagpapalit ng IP ang bawat modem kapag binuksan mo ang rotation link, na puwede mong i-save sa proxy settings ng profile.',
    ],
    'paylane-cards': [
      'Paylane Cards: mga virtual card para sa gastos sa ads',
      'Maglabas ng hiwalay na card para sa bawat ad account at subaybayan ang gastos kada kliyente.',
      'Naglalabas ang Paylane ng virtual na Visa at Mastercard card sa loob ng ilang segundo, may limit kada card at kada araw. Kapag may sariling card ang bawat ad account, hindi napag-uugnay ng paraan ng pagbabayad ang mga account mo.',
    ],
    'offerhub-network': [
      'OfferHub Network: mga CPA offer sa 60 bansa',
      'Nutra, sweepstakes at app install, may lingguhang payout.',
      'Mahigit 2,000 CPA offer ang nasa OfferHub, may lingguhang payout mula sa minimum na 50 USD. May personal na manager ang mga customer ng Morphis at mas mataas na payout sa mga conversion ng unang buwan.',
    ],
    'captchafox-solver': [
      'CaptchaFox Solver: captcha sa loob ng mga RPA task',
      'Magdagdag ng hakbang sa pag-solve sa kahit anong Morphis RPA task gamit ang isang API key.',
      'I-paste ang iyong CaptchaFox key sa **Settings → Integrations** at idagdag ang hakbang na “Solve captcha” sa isang RPA task. Nasosolusyunan ang image captcha, reCAPTCHA at hCaptcha sa mga sampung segundo.',
    ],
    'growth-guild-community': [
      'Growth Guild: komunidad ng mga media buyer',
      'Mga case study, lingguhang call at job board para sa mga affiliate team.',
      'Nagtitipon sa Growth Guild ang 12,000 media buyer na nagbabahagi ng pagsusuri ng campaign at mga tip sa tools. Buwan-buwan, nagho-host doon ang Morphis ng bukas na call tungkol sa seguridad ng account, at may 20% discount ang mga miyembro sa unang taon.',
    ],
  },
} satisfies Translation;
