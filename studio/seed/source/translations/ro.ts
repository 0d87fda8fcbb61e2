import type { Translation } from './types';

/** Romanian (ro): every marketing text of the site. */
export const ro = {
  settings: [
    'Morphis – browser antidetect pentru gestionarea mai multor conturi',
    'browser antidetect, conturi multiple, amprentă browser',
    'Administrează multe conturi în siguranță: fiecare profil Morphis este un dispozitiv separat, cu amprentă, cookie-uri și proxy proprii.',
  ],
  pages: {
    'about-us': [
      'Despre Morphis',
      'Construim browserul care permite unei singure persoane să lucreze în siguranță ca mai multe.',
      'Morphis a apărut în 2021 ca instrument al propriei noastre echipe de afiliere. Astăzi, 40 de ingineri din patru țări țin amprentele la zi, iar peste 60.000 de marketeri, vânzători și agenții îl folosesc zilnic.',
    ],
    links: [
      'Linkuri utile',
      'Descărcări, starea serviciului, comunitate și asistență într-un singur loc.',
      '- [Descarcă Morphis](/download)\n- [Centrul de ajutor](/helps)\n- [Note de lansare](/release)\n- [Starea serviciului](https://status.morphis.example)\n- [Asistență prin e-mail](mailto:support@morphis.example)',
    ],
    'partner-plan': [
      'Program de parteneriat',
      'Câștigă 30% din fiecare plată a clienților aduși de tine, cât timp rămân.',
      'Aplică cu site-ul sau canalul tău, primește un link și un cod promoțional personal și plăți lunare când soldul depășește 50 USD. Furnizorii de proxy și de instrumente pot aplica și pentru o integrare.',
    ],
    'pre-sales': [
      'Vorbește cu vânzările',
      'Planuri pentru echipe de 20 de persoane sau mai mult, facturare și ajutor la pornire.',
      'Spune-ne de câte profiluri și membri ai nevoie. Un inginer de vânzări răspunde într-o zi lucrătoare cu o ofertă personalizată, o perioadă de probă de 14 zile pentru echipă și un plan de migrare de pe instrumentul actual.',
    ],
    'referral-program': [
      'Program de recomandare',
      'Invită un prieten: el primește 20% reducere, tu o lună gratuită.',
      'Distribuie linkul de recomandare din pagina contului. Când cineva invitat plătește orice plan, economisește 20% la prima plată, iar contului tău i se adaugă o lună din planul tău.',
    ],
    'use-cases': [
      'Cazuri de utilizare',
      'Cum folosesc Morphis marketerii, vânzătorii, agențiile și dezvoltatorii.',
      '- **Echipele de afiliere** administrează sute de conturi de reclame pe dispozitive separate.\n- **Vânzătorii online** țin separate magazinele din regiuni diferite.\n- **Agențiile** partajează conturile clienților după rol.\n- **Dezvoltatorii** controlează profilurile din cod prin API-ul local.',
    ],
    docs: [
      'Documentație',
      'Referință pentru API-ul local, pașii RPA și setările profilurilor.',
      'Începe cu [centrul de ajutor](/helps) pentru sarcinile zilnice și cu [ghidurile](/guide) pentru explicații pas cu pas. Referința API-ului local descrie fiecare endpoint cu exemple de cerere și răspuns.',
    ],
    'privacy-policy': [
      'Politica de confidențialitate',
      'Ce colectăm pe acest site și în aplicație și de ce.',
      'Păstrăm e-mailul contului, înregistrările de facturare și setările profilurilor pe care le sincronizezi. Nu citim niciodată conținutul paginilor deschise în profiluri. Îți poți exporta sau șterge datele oricând din pagina contului.',
    ],
    'terms-of-service': [
      'Termeni și condiții',
      'Regulile de utilizare a Morphis, pe înțelesul tuturor.',
      'Poți folosi Morphis în orice scop legal și trebuie să respecți regulile platformelor pe care lucrezi. Planurile se reînnoiesc automat până la anulare; rambursarea este posibilă în 7 zile de la prima plată.',
    ],
  },
  solutions: {
    'affiliate-marketing': [
      'Browser antidetect pentru affiliate marketing',
      'Rulează zeci de conturi de reclame și oferte fără blocări în lanț.',
      'Oferă fiecărui cont de campanie propria amprentă și propriul proxy, pornește loturi întregi dintr-o singură fereastră cu synchronizerul și predă profilurile echipei fără să împarți parole.',
    ],
    'e-commerce': [
      'Gestionarea mai multor magazine pentru comercianții online',
      'Ține separat magazinele de pe marketplace-uri din regiuni diferite.',
      'Fiecare magazin primește un dispozitiv stabil și un IP din țara marketplace-ului său, așa că Amazon, eBay sau Shopify nu îți vor lega niciodată afacerile legitime între ele.',
    ],
    'digital-agency': [
      'Conturi de clienți pentru agenții digitale',
      'Un profil pentru fiecare cont de client, partajat pe roluri.',
      'Agențiile păstrează datele de autentificare pentru reclame, social media și analytics ale fiecărui client în profiluri separate, acordă acces pe foldere și văd în jurnalul de activitate cine ce a făcut.',
    ],
    'social-marketing': [
      'Marketing pe rețelele sociale la scară mare',
      'Administrează conturi de brand și de comunitate pe toate rețelele.',
      'Rulează multe conturi sociale cu amprente separate, programează munca de rutină cu RPA și păstrează locația fiecărui cont în acord cu publicul său.',
    ],
    'web-scraping': [
      'Web scraping fără blocări',
      'Amprente reale de browser pentru crawlerele care trebuie să pară oameni.',
      'Controlează profilurile Morphis din Playwright sau Puppeteer prin API-ul local; fiecare sesiune de crawler are o amprentă coerentă și propriul proxy.',
    ],
    'traffic-arbitrage': [
      'Arbitraj de trafic cu conturi curate',
      'Creează, încălzește și lansează conturi de reclame în serie.',
      'Creează profiluri dintr-un CSV, încălzește-le cu rutine RPA și lansează campanii pe mai multe conturi, fiecare păstrându-și propriul dispozitiv și IP.',
    ],
    ticketing: [
      'Bilete: cozi corecte pentru mai mulți cumpărători',
      'Profiluri separate pentru fiecare cont de cumpărător la vânzările cu coadă.',
      'Fiecare cont de cumpărător așteaptă la coadă din propriul profil și propria conexiune, așa că o sesiune semnalată nu le anulează pe celelalte.',
    ],
    'google-servies': [
      'Mai multe conturi Google, fiecare pe propriul dispozitiv',
      'Gmail, Workspace și profiluri Google Business fără verificări la nesfârșit.',
      'Google leagă conturile care folosesc același browser. Păstrează fiecare cont într-un profil separat, cu fus orar și limbă potrivite, ca să scapi de verificările repetate prin telefon.',
    ],
    facebook: [
      'Gestionarea mai multor conturi Facebook',
      'Conturi de reclame, pagini și Business Manager care rămân separate.',
      'Facebook leagă profilurile prin dispozitiv, IP și date de plată. Morphis le separă pe toate trei pentru fiecare cont și permite echipei tale să lucreze în siguranță în același profil.',
    ],
    'twitter-x': [
      'Mai multe conturi X (Twitter)',
      'Conturi de brand, suport și regionale fără suspendări.',
      'Autentifică-te în fiecare cont X din propriul profil și prin propriul proxy și programează postările cu RPA la ore potrivite regiunii contului.',
    ],
    tiktok: [
      'Conturi TikTok pentru creatori și magazine',
      'Crește mai multe conturi TikTok și TikTok Shop pe piețe diferite.',
      'Setează limba, fusul orar și amprenta mobilă a fiecărui profil după piața țintă, ca fiecare cont să fie recomandat publicului potrivit.',
    ],
    amazon: [
      'Conturi de vânzător Amazon, separate în siguranță',
      'Un dispozitiv pentru fiecare magazin, partajat cu echipa.',
      'Amazon suspendă conturile de vânzător legate între ele. Morphis oferă fiecărui magazin un dispozitiv stabil și un IP al marketplace-ului, iar colegii deschid același profil în loc să-și trimită parolele.',
    ],
    discord: [
      'Comunități Discord și multe conturi',
      'Moderează servere și rulează conturi de comunitate fără blocări pe telefon.',
      'Păstrează conturile de moderator, de proprietar de bot și de comunitate regională în profiluri separate, ca o autentificare semnalată să nu le blocheze pe celelalte.',
    ],
    linkedin: [
      'Outreach pe LinkedIn cu mai multe profiluri',
      'Echipele de vânzări rulează conturi de outreach fără restricții.',
      'Contul LinkedIn al fiecărui agent de vânzări stă în propriul profil, cu un IP stabil, așa că limitele săptămânale de invitații și verificările de securitate rămân individuale.',
    ],
    crypto: [
      'Crypto: portofele, exchange-uri și airdropuri',
      'Dispozitive separate pentru fiecare portofel și cont de exchange.',
      'Izolează portofelele din browser, autentificările pe exchange-uri și participările la airdropuri pe profiluri, fiecare cu propriile extensii, cookie-uri și IP.',
    ],
    betting: [
      'Conturi de pariuri la mai multe case',
      'Dispozitive stabile și IP-uri locale pentru fiecare cont.',
      'Casele de pariuri compară dispozitivele și locațiile. Oferă fiecărui cont un profil cu un IP rezidențial local și păstrează-i amprenta neschimbată de la o sesiune la alta.',
    ],
    'seo-serp': [
      'Verificări SEO și SERP din orice locație',
      'Vezi rezultatele reale de căutare pentru orice oraș și dispozitiv.',
      'Deschide un profil cu proxy în orașul țintă și verifică pozițiile, reclamele și rezultatele locale așa cum le vede un utilizator real de acolo, fără rezultate personalizate.',
    ],
    'google-ads': [
      'Conturi Google Ads fără suspendări',
      'Advertiseri separați pentru clienți și nișe.',
      'Google Ads suspendă conturile care împart dispozitivul cu unul blocat. Oferă fiecărui cont de advertiser propriul profil, propriul proxy și propria metodă de plată.',
    ],
    youtube: [
      'Mai multe canale YouTube, un singur spațiu de lucru',
      'Rulează canale de brand și regionale din profiluri separate.',
      'Contul Google al fiecărui canal stă în propriul profil, așa că un avertisment sau o verificare pe un canal nu se extinde niciodată la celelalte.',
    ],
    reddit: [
      'Conturi Reddit cu un istoric care rezistă',
      'Crește conturi în comunități diferite fără shadow ban.',
      'Reddit ascunde discret postările conturilor legate între ele. Profilurile separate și IP-urile rezidențiale păstrează reputația fiecărui cont doar a lui.',
    ],
    pinterest: [
      'Conturi Pinterest pentru branduri și magazine',
      'Publică pinuri pentru mai multe magazine fără să fii marcat ca spam.',
      'Rulează contul Pinterest al fiecărui brand într-un profil separat și programează pinurile cu RPA într-un ritm natural.',
    ],
    instagram: [
      'Gestionarea mai multor conturi Instagram',
      'Conturi de clienți, branduri și creatori fără blocări de acțiuni.',
      'Instagram leagă conturile prin dispozitiv și rețea. Oferă fiecărui cont o amprentă de tip mobil și propriul proxy și partajează profilurile cu echipa în loc de coduri.',
    ],
    ebay: [
      'Conturi de vânzător eBay, ținute separat',
      'Rulează mai multe magazine eBay fără suspendări în lanț.',
      'eBay leagă vânzătorii prin dispozitive și adrese. Fiecare magazin primește un profil cu amprentă stabilă și un IP din țara site-ului său.',
    ],
    shopify: [
      'Magazine Shopify și conturile lor de reclame',
      'Autentificări separate pentru admin, reclame și plăți la fiecare magazin.',
      'Păstrează adminul, procesatorul de plăți și conturile de reclame ale fiecărui magazin Shopify într-un profil dedicat, ca o problemă dintr-un magazin să rămână acolo.',
    ],
    onlyfans: [
      'Agenții de creatori: multe conturi de creatori',
      'Chatterii și managerii lucrează în conturile creatorilor fără să împartă parole.',
      'Agențiile dau chatterilor acces pe roluri la profilul unui creator, înregistrează fiecare sesiune și păstrează fiecare cont pe un dispozitiv și într-o locație stabile.',
    ],
    tinder: [
      'Aplicații de dating pe desktop',
      'Profiluri separate pentru fiecare cont de dating și fiecare oraș.',
      'Serviciile de dating leagă conturile prin dispozitive și numere de telefon. Fiecare cont primește un profil și un proxy în orașul său, cu setări de locație potrivite.',
    ],
    telegram: [
      'Telegram Web cu multe conturi',
      'Rulează canale, grupuri și conturi de suport în paralel.',
      'Deschide fiecare cont Telegram în propriul profil din browser, cu propriul IP, ca munca de administrare în masă să nu declanșeze limite anti-spam la celelalte.',
    ],
    whatsapp: [
      'WhatsApp Web pentru echipele de vânzări și suport',
      'Mai multe numere de business, fiecare în propriul profil.',
      'Leagă fiecare număr WhatsApp de un profil separat, ca agenții să răspundă de pe mai multe numere de pe același calculator fără ca sesiunile să se deconecteze reciproc.',
    ],
  },
  features: {
    'multi-account-management': [
      'Gestionarea mai multor conturi',
      'Sute de conturi, fiecare pe propriul dispozitiv virtual.',
      'Creează, grupează, etichetează și pornește profiluri în masă. Fiecare profil își păstrează cookie-urile, amprenta și proxy-ul, așa că fiecare cont revine mereu pe același dispozitiv.',
    ],
    synchronizer: [
      'Synchronizer de ferestre',
      'Repetă acțiunile unei ferestre în multe altele, cu un ritm omenesc.',
      'Clicurile, derulările și tastarea din fereastra principală sunt reproduse în celelalte cu întârzieri aleatorii și variații de text pentru fiecare fereastră.',
    ],
    rpa: [
      'Automatizare RPA',
      'Înregistrează rutine din browser și rulează-le din nou în mai multe profiluri.',
      'Construiește sarcini din pași înregistrați, bucle și condiții, fără cod, programează-le și rulează-le în multe profiluri deodată.',
    ],
    'local-api': [
      'API local',
      'Pornește și controlează profilurile din propriul cod.',
      'Un API HTTP pe localhost pornește și oprește profiluri, schimbă proxy-uri, importă cookie-uri și îți oferă un endpoint CDP pentru Playwright, Puppeteer sau Selenium.',
    ],
    'multi-profiles-management': [
      'Gestionarea profilurilor în masă',
      'Foldere, etichete, editare în masă și import CSV pentru parcuri mari de profiluri.',
      'Lucrează cu sute de profiluri deodată: schimbă proxy-urile în masă, importă din CSV și găsește orice profil după etichetă, notă sau stare.',
    ],
    teamwork: [
      'Lucru în echipă',
      'Partajează profiluri pe roluri, niciodată parole.',
      'Invită membri, atribuie roluri pe foldere și urmărește fiecare pornire, modificare și export în jurnalul de activitate.',
    ],
    'antidetect-browser': [
      'Browser antidetect',
      'Un browser bazat pe Chromium în care fiecare profil arată ca un dispozitiv real, separat.',
      'Canvas, WebGL, audio, fonturi, fus orar și zeci de alte semnale sunt setate coerent pentru fiecare profil, din date de dispozitive reale, pe un nucleu care ține pasul cu versiunile Chrome.',
    ],
  },
  alternatives: {
    title: (name) => `Alternativă la ${name}: de ce trec echipele la Morphis`,
    summary: (name) => `Morphis vs ${name}: amprente, funcții pentru echipe și prețul pe profil.`,
    bodies: {
      'gologin-alternative':
        'Echipele care vin de la GoLogin își păstrează cookie-urile prin import și primesc synchronizer și RPA în fiecare plan plătit, cu prețuri în monede locale.',
      'incogniton-alternative':
        'Față de Incogniton, Morphis își actualizează nucleul Chromium la câteva săptămâni după fiecare versiune Chrome și include API-ul local începând cu planul Solo.',
      'dolphin-anty-alternative':
        'Media buyerii care vin de la Dolphin Anty găsesc aceleași unelte pentru lucrul în masă, plus roluri pe foldere și un jurnal de activitate pentru echipe mai mari.',
      'multilogin-alternative':
        'Morphis oferă o coerență a amprentelor la nivelul Multilogin la un preț mai mic pe profil, cu planuri lunare care pornesc de la puțin.',
      'octo-browser-alternative':
        'Trecând de la Octo Browser, echipele își păstrează proxy-urile și primesc RPA fără cod, profiluri Android în previzualizare și suport în 20 de limbi.',
      'undetectable-alternative':
        'Spre deosebire de Undetectable, Morphis păstrează profilurile atât în cloud, cât și local, așa că echipa le poate partaja fără să copieze fișiere dintr-o parte în alta.',
      'ziniao-alternative':
        'Comercianții online care vin de la Ziniao au aceeași izolare a magazinelor, își aleg liber furnizorul de proxy și plătesc în USD, BRL, PLN sau VND.',
    },
  },
  plans: {
    free: [
      'Gratuit',
      'Încearcă Morphis cu trei profiluri, gratuit pentru totdeauna.',
      ['3 profiluri de browser', 'Manager de proxy', 'Import de cookie-uri'],
    ],
    solo: [
      'Solo',
      'Pentru cei care gestionează singuri multe conturi.',
      ['100 de profiluri de browser', 'Synchronizer', 'API local', 'RPA cu 5 sarcini'],
    ],
    team: [
      'Team',
      'Pentru agenții și echipe care partajează profiluri.',
      [
        '300 de profiluri de browser',
        '10 membri în echipă',
        'Roluri și jurnal de activitate',
        'Sarcini RPA nelimitate',
      ],
    ],
    enterprise: [
      'Enterprise',
      'Pentru echipe mari cu nevoi personalizate.',
      ['2.000 de profiluri de browser', '50 de membri în echipă', 'Manager de cont dedicat', 'Plată pe factură'],
    ],
  },
  faq: {
    'what-is-an-antidetect-browser': [
      'Ce este un browser antidetect?',
      'Un browser în care fiecare profil are propria amprentă de dispozitiv coerentă, propriile cookie-uri și propriul proxy, așa că site-urile văd fiecare profil ca pe un vizitator diferit.',
    ],
    'is-it-legal': [
      'Este legal să folosesc Morphis?',
      'Da. Morphis este un instrument de confidențialitate. Tu ești responsabil să respecți legile și termenii platformelor pe care îl folosești.',
    ],
    'annual-discount': [
      'Cât economisesc cu plata anuală?',
      'Planurile anuale costă, în orice monedă, zece luni pentru douăsprezece.',
    ],
    refunds: [
      'Pot primi banii înapoi?',
      'Da, în 7 zile de la prima plată, dacă ai pornit mai puțin de 20 de profiluri.',
    ],
    'which-proxies': [
      'Ce proxy-uri funcționează cu Morphis?',
      'Proxy-uri HTTP, HTTPS și SOCKS5, cu sau fără autentificare, inclusiv proxy-uri rezidențiale și mobile cu rotație.',
    ],
    'profile-storage': [
      'Unde sunt stocate profilurile mele?',
      'Criptate în cloudul nostru, ca echipa ta să le poată deschide de oriunde, plus o copie locală pe fiecare calculator care le folosește.',
    ],
    'change-email': [
      'Cum schimb adresa de e-mail a contului?',
      'Deschide Cont → Securitate, introdu noua adresă și confirmă linkul pe care îl trimitem atât la adresa veche, cât și la cea nouă.',
    ],
    'two-factor': [
      'Morphis acceptă autentificarea în doi pași?',
      'Da. Activeaz-o din Cont → Securitate cu orice aplicație de autentificare; proprietarii de echipe o pot face obligatorie pentru toți membrii.',
    ],
  },
  releases: {
    '3-8-0': [
      'Morphis 3.8.0',
      'Nucleu Chromium 131 și import de cookie-uri mai rapid.',
      '- Nucleu Chromium 131 pentru toate profilurile.\n- Importul cookie-urilor din fișiere mari este de trei ori mai rapid.\n- Remediat: verificarea proxy ignora portul SOCKS5 pe Windows pe 32 de biți.',
    ],
    '3-9-0': [
      'Morphis 3.9.0',
      'Foldere pentru profiluri și un editor de proxy pentru mai multe profiluri deodată.',
      '- Profilurile pot fi grupate în foldere și partajate pe foldere.\n- Editare proxy în masă: schimbă proxy-ul mai multor profiluri dintr-un singur pas.\n- Remediat: fusul orar nu se actualiza după schimbarea proxy-ului într-un profil pornit.',
    ],
    '4-0-0': [
      'Morphis 4.0.0',
      'Chromium 134, pornire mai rapidă și noul panou pentru echipă.',
      '- Nucleu Chromium 134.\n- Profilurile pornesc cu până la 40% mai repede.\n- Panou nou pentru echipă, cu roluri, foldere și jurnal de activitate.\n- Windows 7 nu mai este acceptat.',
    ],
    '4-1-0': [
      'Morphis 4.1.0',
      'Variații de text în synchronizer și bucle în RPA.',
      '- Synchronizerul poate introduce variații de text pentru fiecare fereastră.\n- Sarcinile RPA acceptă bucle pe o listă de valori.\n- Versiunea pe 32 de biți pentru Windows este retrasă; instalările existente funcționează în continuare.',
    ],
    '4-2-0': [
      'Morphis 4.2.0',
      'API-ul local a ieșit din beta.',
      '- API-ul local este stabil, cu endpointuri pentru pornire, oprire, proxy și cookie-uri.\n- Cheile API pot fi regenerate din setări.\n- Remediat: zgomotul canvas se schimba după transferul unui profil.',
    ],
    '4-3-0': [
      'Morphis 4.3.0',
      'Profiluri Android în previzualizare și Chromium 140.',
      '- Profiluri Android ca previzualizare publică.\n- Nucleu Chromium 140.\n- Verificarea profilului semnalează acum aranjamentele de tastatură care nu se potrivesc cu țara proxy-ului.',
    ],
  },
  terms: {
    blogCategories: {
      fingerprinting: [
        'Amprenta browserului',
        'Cum recunosc site-urile un browser și cum păstrează Morphis fiecare profil distinct.',
      ],
      'affiliate-marketing': ['Marketing afiliat', 'Conturi de reclame și de afiliere la scară mare, fără blocări.'],
      'e-commerce': ['Comerț online', 'Gestionarea conturilor de vânzător pe marketplace-uri din mai multe regiuni.'],
      'team-workflows': ['Lucru în echipă', 'Profiluri, permisiuni și automatizări partajate în echipă.'],
    },
    newsCategories: { product: 'Noutăți despre produs', company: 'Companie' },
    guideCategories: { 'getting-started': 'Primii pași', proxies: 'Proxy-uri', automation: 'Automatizare' },
    blogTags: {
      canvas: 'Canvas',
      webgl: 'WebGL',
      'facebook-ads': 'Reclame Facebook',
      amazon: 'Amazon',
      proxies: 'Proxy-uri',
      'account-safety': 'Siguranța conturilor',
    },
    newsTags: { release: 'Versiune nouă', pricing: 'Prețuri', events: 'Evenimente' },
    guideTags: { beginner: 'Începători', advanced: 'Avansat', api: 'API' },
  },
  partners: {
    'northwind-proxies': [
      'Northwind Proxies: IP-uri rezidențiale în 190 de țări',
      '15% reducere la traficul rezidențial și mobil cu codul MORPHIS15.',
      'Northwind Proxies oferă IP-uri rezidențiale și mobile cu sesiuni fixe de până la 24 de ore. Adresele SOCKS5 se lipesc direct într-un profil Morphis, iar codul **MORPHIS15** îți dă 15% reducere în primele trei luni.',
    ],
    'cellgate-mobile': [
      'CellGate Mobile: proxy-uri 4G și 5G',
      'Modemuri dedicate cu schimbarea IP-ului printr-un link, pentru social media și înregistrări.',
      'CellGate închiriază modemuri 4G și 5G dedicate în SUA, Regatul Unit, Brazilia și Polonia. Fiecare modem își schimbă IP-ul când deschizi un link de rotație, pe care îl poți salva în setările de proxy ale profilului.',
    ],
    'paylane-cards': [
      'Paylane Cards: carduri virtuale pentru bugetele de reclame',
      'Un card separat pentru fiecare cont de reclame și cheltuieli urmărite pe client.',
      'Paylane emite carduri virtuale Visa și Mastercard în câteva secunde, cu limite pe card și pe zi. Un card pentru fiecare cont de reclame împiedică metodele de plată să îți lege conturile între ele.',
    ],
    'offerhub-network': [
      'OfferHub Network: oferte CPA în 60 de țări',
      'Nutra, tombole și instalări de aplicații, cu plăți săptămânale.',
      'OfferHub are peste 2.000 de oferte CPA cu plăți săptămânale de la un minim de 50 USD. Clienții Morphis primesc un manager personal și o plată mărită pentru conversiile din prima lună.',
    ],
    'captchafox-solver': [
      'CaptchaFox Solver: captcha în sarcinile RPA',
      'Adaugă un pas de rezolvare în orice sarcină RPA din Morphis, cu o singură cheie API.',
      'Lipește cheia CaptchaFox în **Setări → Integrări** și adaugă pasul „Rezolvă captcha” într-o sarcină RPA. Captcha-urile cu imagini, reCAPTCHA și hCaptcha se rezolvă în circa zece secunde.',
    ],
    'growth-guild-community': [
      'Growth Guild: o comunitate pentru media buyeri',
      'Studii de caz, apeluri săptămânale și locuri de muncă pentru echipele de afiliere.',
      'Growth Guild adună 12.000 de media buyeri care își împărtășesc analize de campanii și sfaturi despre instrumente. Morphis ține acolo lunar un apel deschis despre siguranța conturilor, iar membrii au 20% reducere în primul an.',
    ],
  },
} satisfies Translation;
