import type { Translation } from './types';

/** Dutch (nl): every marketing text of the site. */
export const nl = {
  settings: [
    'Morphis – antidetectbrowser voor het beheren van meerdere accounts',
    'antidetectbrowser, meerdere accounts, browserfingerprint',
    'Beheer veel accounts veilig: elk Morphis-profiel is een apart apparaat met een eigen fingerprint, cookies en proxy.',
  ],
  pages: {
    'about-us': [
      'Over Morphis',
      'Wij bouwen de browser waarmee één persoon veilig als velen kan werken.',
      'Morphis begon in 2021 als hulpmiddel voor ons eigen affiliateteam. Nu houden 40 engineers in vier landen de fingerprints actueel, en meer dan 60.000 marketeers, verkopers en bureaus gebruiken het dagelijks.',
    ],
    links: [
      'Handige links',
      'Downloads, servicestatus, community en support op één plek.',
      '- [Morphis downloaden](/download)\n- [Helpcentrum](/helps)\n- [Release notes](/release)\n- [Servicestatus](https://status.morphis.example)\n- [Support per e-mail](mailto:support@morphis.example)',
    ],
    'partner-plan': [
      'Partnerprogramma',
      'Verdien 30% van elke betaling van klanten die je aanbrengt, zolang ze blijven.',
      'Meld je aan met je website of kanaal, ontvang een persoonlijke link en promotiecode, en krijg maandelijks uitbetaald zodra je saldo boven 50 USD komt. Proxyaanbieders en toolmakers kunnen ook een integratie aanvragen.',
    ],
    'pre-sales': [
      'Praat met sales',
      'Abonnementen voor teams vanaf 20 personen, facturatie en hulp bij de start.',
      'Vertel ons hoeveel profielen en teamleden je nodig hebt. Een sales engineer antwoordt binnen één werkdag met een offerte op maat, een teamproef van 14 dagen en een migratieplan vanaf je huidige tool.',
    ],
    'referral-program': [
      'Doorverwijsprogramma',
      'Nodig een vriend uit: hij krijgt 20% korting, jij een gratis maand.',
      'Deel je verwijslink vanaf je accountpagina. Betaalt iemand die je hebt uitgenodigd voor een abonnement, dan bespaart hij 20% op de eerste betaling en krijg jij een maand van je abonnement erbij.',
    ],
    'use-cases': [
      'Toepassingen',
      'Hoe marketeers, verkopers, bureaus en ontwikkelaars Morphis gebruiken.',
      '- **Affiliateteams** beheren honderden advertentieaccounts op aparte apparaten.\n- **E-commerceverkopers** houden winkels in verschillende regio’s gescheiden.\n- **Bureaus** delen klantaccounts per rol.\n- **Ontwikkelaars** sturen profielen vanuit code via de lokale API.',
    ],
    docs: [
      'Documentatie',
      'Naslag voor de lokale API, RPA-stappen en profielinstellingen.',
      'Begin bij het [helpcentrum](/helps) voor dagelijkse taken en de [handleidingen](/guide) voor stap-voor-stapuitleg. De naslag van de lokale API beschrijft elk endpoint met voorbeelden van verzoeken en antwoorden.',
    ],
    'privacy-policy': [
      'Privacybeleid',
      'Wat we op deze website en in de app verzamelen, en waarom.',
      'We bewaren het e-mailadres van je account, factuurgegevens en de profielinstellingen die je synchroniseert. We lezen nooit de inhoud van pagina’s die je in profielen opent. Je kunt je gegevens altijd exporteren of verwijderen via je accountpagina.',
    ],
    'terms-of-service': [
      'Servicevoorwaarden',
      'De regels voor het gebruik van Morphis, in gewone taal.',
      'Je mag Morphis voor elk wettig doel gebruiken en moet je houden aan de regels van de platforms waarop je werkt. Abonnementen verlengen automatisch tot je opzegt; binnen 7 dagen na de eerste betaling kun je je geld terugkrijgen.',
    ],
  },
  solutions: {
    'affiliate-marketing': [
      'Antidetectbrowser voor affiliate marketing',
      'Tientallen advertentie- en offeraccounts beheren zonder kettingbans.',
      'Geef elk campagne-account een eigen fingerprint en proxy, start hele reeksen vanuit één venster met de synchronizer en draag profielen over aan je team zonder wachtwoorden te delen.',
    ],
    'e-commerce': [
      'Meerdere webshops beheren als e-commerceverkoper',
      'Houd marketplace-winkels in verschillende regio’s strikt gescheiden.',
      'Elke winkel krijgt een stabiel apparaat en een IP uit het land van zijn marketplace, zodat Amazon, eBay of Shopify je legitieme bedrijven nooit aan elkaar koppelt.',
    ],
    'digital-agency': [
      'Klantaccounts voor digitale bureaus',
      'Eén profiel per klantaccount, gedeeld per rol.',
      'Bureaus bewaren de advertentie-, social- en analytics-logins van elke klant in aparte profielen, geven toegang per map en zien in het activiteitenlogboek wie wat heeft gedaan.',
    ],
    'social-marketing': [
      'Socialmediamarketing op schaal',
      'Beheer merk- en community-accounts op elk netwerk.',
      'Draai veel sociale accounts met aparte fingerprints, plan routinewerk in met RPA en houd de locatie van elk account in lijn met zijn publiek.',
    ],
    'web-scraping': [
      'Webscraping zonder blokkades',
      'Echte browserfingerprints voor crawlers die menselijk moeten overkomen.',
      'Stuur Morphis-profielen aan vanuit Playwright of Puppeteer via de lokale API; elke crawlersessie heeft een consistente fingerprint en een eigen proxy.',
    ],
    'traffic-arbitrage': [
      'Traffic arbitrage met schone accounts',
      'Advertentieaccounts in bulk aanmaken, opwarmen en lanceren.',
      'Maak profielen aan vanuit een CSV, warm ze op met RPA-routines en lanceer campagnes over meerdere accounts, terwijl elk account zijn eigen apparaat en IP houdt.',
    ],
    ticketing: [
      'Ticketing: eerlijke wachtrijen voor veel kopers',
      'Aparte profielen voor elk kopersaccount bij verkoop met een wachtrij.',
      'Elk kopersaccount wacht in de rij vanuit zijn eigen profiel en verbinding, zodat één gemarkeerde sessie de rest niet annuleert.',
    ],
    'google-servies': [
      'Meerdere Google-accounts, elk op een eigen apparaat',
      'Gmail, Workspace en Google Bedrijfsprofielen zonder eindeloze verificaties.',
      'Google koppelt accounts die een browser delen. Zet elk account in een apart profiel met een passende tijdzone en taal, en voorkom eindeloze telefoonverificaties.',
    ],
    facebook: [
      'Facebook-multi-accountbeheer',
      'Advertentieaccounts, pagina’s en Business Managers die gescheiden blijven.',
      'Facebook koppelt profielen via apparaat, IP en betaalgegevens. Morphis houdt die drie per account gescheiden en laat je team veilig in hetzelfde profiel werken.',
    ],
    'twitter-x': [
      'Meerdere X-(Twitter-)accounts beheren',
      'Merk-, support- en regionale accounts zonder schorsingen.',
      'Log in op elk X-account vanuit een eigen profiel en proxy, en plan berichten met RPA op tijden die passen bij de regio van het account.',
    ],
    tiktok: [
      'TikTok-accounts voor creators en shops',
      'Laat meerdere TikTok- en TikTok Shop-accounts groeien in verschillende markten.',
      'Stem de taal, tijdzone en mobiele fingerprint van elk profiel af op de doelmarkt, zodat elk account aan het juiste publiek wordt aanbevolen.',
    ],
    amazon: [
      'Amazon-verkopersaccounts, veilig gescheiden',
      'Eén apparaat per winkel, gedeeld met je team.',
      'Amazon schorst gekoppelde verkopersaccounts. Morphis geeft elke winkel een stabiel apparaat en een marketplace-IP, en medewerkers openen hetzelfde profiel in plaats van inloggegevens te delen.',
    ],
    discord: [
      'Discord-community’s en veel accounts',
      'Modereer servers en beheer community-accounts zonder telefoonblokkades.',
      'Houd moderator-, botbeheerder- en regionale community-accounts in aparte profielen, zodat één gemarkeerde login de andere niet blokkeert.',
    ],
    linkedin: [
      'LinkedIn-outreach met meerdere profielen',
      'Salesteams draaien outreach-accounts zonder beperkingen.',
      'Het LinkedIn-account van elke salesmedewerker staat in een eigen profiel met een stabiel IP, zodat wekelijkse uitnodigingslimieten en beveiligingscontroles per persoon blijven.',
    ],
    crypto: [
      'Crypto: wallets, exchanges en airdrops',
      'Aparte apparaten voor elke wallet en elk exchange-account.',
      'Isoleer browserwallets, exchange-logins en deelname aan airdrops per profiel, elk met eigen extensies, cookies en IP.',
    ],
    betting: [
      'Wedaccounts bij meerdere bookmakers',
      'Stabiele apparaten en lokale IP’s voor elk account.',
      'Bookmakers vergelijken apparaten en locaties. Geef elk account een profiel met een lokaal residentieel IP en houd de fingerprint tussen sessies ongewijzigd.',
    ],
    'seo-serp': [
      'SEO- en SERP-checks vanaf elke locatie',
      'Bekijk echte zoekresultaten voor elke stad en elk apparaat.',
      'Open een profiel met een proxy in de doelstad om posities, advertenties en lokale resultaten te controleren zoals een echte gebruiker daar ze ziet, zonder gepersonaliseerde resultaten.',
    ],
    'google-ads': [
      'Google Ads-accounts zonder schorsingen',
      'Aparte adverteerders voor klanten en branches.',
      'Google Ads schorst accounts die een apparaat delen met een geblokkeerd account. Geef elk adverteerdersaccount een eigen profiel, proxy en betaalmethode.',
    ],
    youtube: [
      'Meerdere YouTube-kanalen, één werkplek',
      'Beheer merk- en regionale kanalen vanuit aparte profielen.',
      'Het Google-account van elk kanaal blijft in een eigen profiel, zodat een waarschuwing of verificatie op één kanaal nooit overslaat naar de andere.',
    ],
    reddit: [
      'Reddit-accounts met een geschiedenis die blijft',
      'Laat accounts groeien in verschillende community’s zonder shadowbans.',
      'Reddit verbergt stilletjes berichten van gekoppelde accounts. Aparte profielen en residentiële IP’s houden de reputatie van elk account van dat account zelf.',
    ],
    pinterest: [
      'Pinterest-accounts voor merken en winkels',
      'Pin voor meerdere winkels zonder spammeldingen.',
      'Beheer het Pinterest-account van elk merk in een apart profiel en plan pins met RPA in een natuurlijk tempo.',
    ],
    instagram: [
      'Instagram-multi-accountbeheer',
      'Klant-, merk- en creator-accounts zonder actieblokkades.',
      'Instagram koppelt accounts via apparaat en netwerk. Geef elk account een mobiel ogende fingerprint en een eigen proxy, en deel profielen met je team in plaats van codes.',
    ],
    ebay: [
      'eBay-verkopersaccounts, netjes gescheiden',
      'Beheer meerdere eBay-winkels zonder gekoppelde schorsingen.',
      'eBay koppelt verkopers via apparaten en adressen. Elke winkel krijgt een profiel met een stabiele fingerprint en een IP uit het land van zijn eBay-site.',
    ],
    shopify: [
      'Shopify-winkels en hun advertentieaccounts',
      'Aparte logins voor beheer, advertenties en betalingen per winkel.',
      'Houd het beheer, de betaalprovider en de advertentieaccounts van elke Shopify-winkel in één eigen profiel, zodat een probleem in de ene winkel daar blijft.',
    ],
    onlyfans: [
      'Creator-bureaus: veel creator-accounts',
      'Chatters en managers werken in creator-accounts zonder wachtwoorden te delen.',
      'Bureaus geven chatters per rol toegang tot het profiel van een creator, leggen elke sessie vast en houden elk account op een stabiel apparaat en een vaste locatie.',
    ],
    tinder: [
      'Datingapps op de desktop',
      'Aparte profielen voor elk datingaccount en elke stad.',
      'Datingdiensten koppelen accounts via apparaten en telefoonnummers. Elk account krijgt een profiel en een proxy in zijn stad, met passende locatie-instellingen.',
    ],
    telegram: [
      'Telegram Web met veel accounts',
      'Beheer kanalen, groepen en supportaccounts naast elkaar.',
      'Open elk Telegram-account in een eigen profiel in de browser, met een eigen IP, zodat beheerwerk in bulk bij de andere accounts geen spamlimieten activeert.',
    ],
    whatsapp: [
      'WhatsApp Web voor sales- en supportteams',
      'Meerdere zakelijke nummers, elk in een eigen profiel.',
      'Koppel elk WhatsApp-nummer aan een apart profiel, zodat medewerkers vanaf één computer met meerdere nummers antwoorden zonder dat sessies elkaar uitloggen.',
    ],
  },
  features: {
    'multi-account-management': [
      'Multi-accountbeheer',
      'Honderden accounts, elk op een eigen virtueel apparaat.',
      'Maak, groepeer, tag en start profielen in bulk. Elk profiel houdt zijn eigen cookies, fingerprint en proxy, zodat elk account altijd op hetzelfde apparaat terugkomt.',
    ],
    synchronizer: [
      'Venstersynchronizer',
      'Herhaal de acties van één venster in vele, met een menselijk ritme.',
      'Klikken, scrollen en typen in het hoofdvenster worden in de andere vensters gespiegeld, met willekeurige vertragingen en tekstvariaties per venster.',
    ],
    rpa: [
      'RPA-automatisering',
      'Neem browserroutines op en speel ze af in meerdere profielen.',
      'Bouw taken uit opgenomen stappen, lussen en voorwaarden zonder code, plan ze in en voer ze in veel profielen tegelijk uit.',
    ],
    'local-api': [
      'Lokale API',
      'Start en bestuur profielen vanuit je eigen code.',
      'Een HTTP-API op localhost start en stopt profielen, wisselt proxy’s, importeert cookies en geeft je een CDP-endpoint voor Playwright, Puppeteer of Selenium.',
    ],
    'multi-profiles-management': [
      'Profielbeheer in bulk',
      'Mappen, tags, bulkbewerking en CSV-import voor grote aantallen profielen.',
      'Verplaats honderden profielen tegelijk: wijzig proxy’s in bulk, importeer uit CSV en vind elk profiel terug op tag, notitie of status.',
    ],
    teamwork: [
      'Samenwerken',
      'Deel profielen per rol, nooit wachtwoorden.',
      'Nodig leden uit, wijs rollen per map toe en volg elke start, wijziging en export in het activiteitenlogboek.',
    ],
    'antidetect-browser': [
      'Antidetectbrowser',
      'Een browser op basis van Chromium waarin elk profiel eruitziet als een apart, echt apparaat.',
      'Canvas, WebGL, audio, lettertypen, tijdzone en tientallen andere signalen worden per profiel consistent ingesteld op basis van echte apparaatgegevens, op een kern die gelijk opgaat met de Chrome-releases.',
    ],
  },
  alternatives: {
    title: (name) => `Alternatief voor ${name}: waarom teams overstappen op Morphis`,
    summary: (name) => `Morphis vs ${name}: fingerprints, teamfuncties en prijs per profiel.`,
    bodies: {
      'gologin-alternative':
        'Teams die van GoLogin overstappen, nemen hun cookies mee via import en krijgen de synchronizer en RPA in elk betaald abonnement, met prijzen in lokale valuta.',
      'incogniton-alternative':
        'Vergeleken met Incogniton werkt Morphis zijn Chromium-kern binnen enkele weken na elke Chrome-release bij en zit de lokale API al in het Solo-abonnement.',
      'dolphin-anty-alternative':
        'Mediabuyers die van Dolphin Anty komen, vinden dezelfde bulktools, plus rollen per map en een activiteitenlogboek voor grotere teams.',
      'multilogin-alternative':
        'Morphis biedt fingerprintconsistentie op het niveau van Multilogin tegen een lagere prijs per profiel, met maandabonnementen die klein beginnen.',
      'octo-browser-alternative':
        'Wie overstapt van Octo Browser, houdt zijn proxy’s en krijgt RPA zonder code, Android-profielen in preview en support in 20 talen.',
      'undetectable-alternative':
        'Anders dan Undetectable bewaart Morphis profielen in de cloud én lokaal, zodat een team ze deelt zonder bestanden heen en weer te kopiëren.',
      'ziniao-alternative':
        'E-commerceverkopers die van Ziniao overstappen, krijgen dezelfde winkelisolatie, kiezen vrij hun proxyleverancier en betalen in USD, BRL, PLN of VND.',
    },
  },
  plans: {
    free: [
      'Gratis',
      'Probeer Morphis met drie profielen, voor altijd gratis.',
      ['3 browserprofielen', 'Proxymanager', 'Cookie-import'],
    ],
    solo: [
      'Solo',
      'Voor wie in zijn eentje veel accounts beheert.',
      ['100 browserprofielen', 'Synchronizer', 'Lokale API', 'RPA met 5 taken'],
    ],
    team: [
      'Team',
      'Voor bureaus en teams die profielen delen.',
      ['300 browserprofielen', '10 teamleden', 'Rollen en activiteitenlogboek', 'Onbeperkt RPA-taken'],
    ],
    enterprise: [
      'Enterprise',
      'Voor grote teams met eigen wensen.',
      ['2.000 browserprofielen', '50 teamleden', 'Vaste accountmanager', 'Betalen op factuur'],
    ],
  },
  faq: {
    'what-is-an-antidetect-browser': [
      'Wat is een antidetectbrowser?',
      'Een browser waarin elk profiel een eigen, consistente apparaatfingerprint, eigen cookies en een eigen proxy heeft, zodat websites elk profiel als een andere bezoeker zien.',
    ],
    'is-it-legal': [
      'Is het legaal om Morphis te gebruiken?',
      'Ja. Morphis is een privacytool. Je bent zelf verantwoordelijk voor het naleven van de wet en de voorwaarden van de platforms waarop je het gebruikt.',
    ],
    'annual-discount': [
      'Hoeveel bespaar ik met jaarlijks betalen?',
      'Jaarabonnementen kosten in elke valuta tien maandprijzen voor twaalf maanden.',
    ],
    refunds: [
      'Kan ik mijn geld terugkrijgen?',
      'Ja, binnen 7 dagen na je eerste betaling, als je minder dan 20 profielen hebt gestart.',
    ],
    'which-proxies': [
      'Welke proxy’s werken met Morphis?',
      'HTTP-, HTTPS- en SOCKS5-proxy’s, met of zonder login, inclusief roterende residentiële en mobiele proxy’s.',
    ],
    'profile-storage': [
      'Waar worden mijn profielen opgeslagen?',
      'Versleuteld in onze cloud, zodat je team ze overal kan openen, plus een lokale kopie op elke computer die ze gebruikt.',
    ],
    'change-email': [
      'Hoe wijzig ik het e-mailadres van mijn account?',
      'Open Account → Beveiliging, voer het nieuwe adres in en bevestig de link die we naar het oude en het nieuwe adres sturen.',
    ],
    'two-factor': [
      'Ondersteunt Morphis tweestapsverificatie?',
      'Ja. Zet het aan via Account → Beveiliging met een authenticator-app naar keuze; teameigenaren kunnen het voor alle leden verplicht maken.',
    ],
  },
  releases: {
    '3-8-0': [
      'Morphis 3.8.0',
      'Chromium 131-kern en snellere cookie-import.',
      '- Chromium 131-kern voor alle profielen.\n- Cookies uit grote bestanden importeren gaat drie keer sneller.\n- Opgelost: de proxycontrole negeerde de SOCKS5-poort op 32-bits Windows.',
    ],
    '3-9-0': [
      'Morphis 3.9.0',
      'Mappen voor profielen en een proxy-editor voor veel profielen tegelijk.',
      '- Profielen kunnen in mappen worden gegroepeerd en per map worden gedeeld.\n- Proxy’s in bulk bewerken: wijzig de proxy van veel profielen in één stap.\n- Opgelost: de tijdzone werd niet bijgewerkt na een proxywissel in een draaiend profiel.',
    ],
    '4-0-0': [
      'Morphis 4.0.0',
      'Chromium 134, sneller opstarten en het nieuwe teampaneel.',
      '- Chromium 134-kern.\n- Profielen starten tot 40% sneller.\n- Nieuw teampaneel met rollen, mappen en activiteitenlogboek.\n- Windows 7 wordt niet meer ondersteund.',
    ],
    '4-1-0': [
      'Morphis 4.1.0',
      'Tekstvariaties in de synchronizer en lussen in RPA.',
      '- De synchronizer kan per venster tekstvariaties invoegen.\n- RPA-taken ondersteunen lussen over een lijst met waarden.\n- De 32-bits versie voor Windows stopt; bestaande installaties blijven werken.',
    ],
    '4-2-0': [
      'Morphis 4.2.0',
      'De lokale API is uit de bèta.',
      '- De lokale API is stabiel, met endpoints voor starten, stoppen, proxy en cookies.\n- API-sleutels zijn opnieuw te genereren in de instellingen.\n- Opgelost: de canvasruis veranderde nadat een profiel was overgedragen.',
    ],
    '4-3-0': [
      'Morphis 4.3.0',
      'Android-profielen in preview en Chromium 140.',
      '- Android-profielen als openbare preview.\n- Chromium 140-kern.\n- De profielcontrole markeert nu toetsenbordindelingen die niet bij het land van de proxy passen.',
    ],
  },
  terms: {
    blogCategories: {
      fingerprinting: [
        'Browserfingerprinting',
        'Hoe websites een browser herkennen, en hoe Morphis elk profiel uniek houdt.',
      ],
      'affiliate-marketing': [
        'Affiliatemarketing',
        'Advertentie- en affiliateaccounts op schaal beheren, zonder bans.',
      ],
      'e-commerce': ['E-commerce', 'Verkopersaccounts op marketplaces in verschillende regio’s beheren.'],
      'team-workflows': ['Samenwerken in teams', 'Profielen, rechten en automatisering delen binnen een team.'],
    },
    newsCategories: { product: 'Productnieuws', company: 'Bedrijf' },
    guideCategories: { 'getting-started': 'Aan de slag', proxies: 'Proxy’s', automation: 'Automatisering' },
    blogTags: {
      canvas: 'Canvas',
      webgl: 'WebGL',
      'facebook-ads': 'Facebook-advertenties',
      amazon: 'Amazon',
      proxies: 'Proxy’s',
      'account-safety': 'Accountveiligheid',
    },
    newsTags: { release: 'Nieuwe versie', pricing: 'Prijzen', events: 'Evenementen' },
    guideTags: { beginner: 'Beginners', advanced: 'Gevorderd', api: 'API' },
  },
  partners: {
    'northwind-proxies': [
      'Northwind Proxies: residentiële IP’s in 190 landen',
      '15% korting op residentieel en mobiel verkeer met de code MORPHIS15.',
      'Northwind Proxies biedt residentiële en mobiele IP’s met sticky sessies tot 24 uur. De SOCKS5-endpoints plak je zo in een Morphis-profiel, en de code **MORPHIS15** geeft 15% korting op de eerste drie maanden.',
    ],
    'cellgate-mobile': [
      'CellGate Mobile: 4G- en 5G-proxy’s',
      'Eigen modems met IP-wissel via een link, voor social media en registraties.',
      'CellGate verhuurt eigen 4G- en 5G-modems in de VS, het VK, Brazilië en Polen. Elk modem wisselt van IP zodra je een rotatielink opent, die je in de proxy-instellingen van het profiel kunt bewaren.',
    ],
    'paylane-cards': [
      'Paylane Cards: virtuele kaarten voor advertentie-uitgaven',
      'Een aparte kaart per advertentieaccount en uitgaven per klant in beeld.',
      'Paylane geeft binnen enkele seconden virtuele Visa- en Mastercard-kaarten uit, met limieten per kaart en per dag. Eén kaart per advertentieaccount voorkomt dat betaalmethoden je accounts aan elkaar koppelen.',
    ],
    'offerhub-network': [
      'OfferHub Network: CPA-offers in 60 landen',
      'Nutra, sweepstakes en app-installs met wekelijkse uitbetaling.',
      'OfferHub heeft meer dan 2.000 CPA-offers met wekelijkse uitbetaling vanaf 50 USD. Morphis-klanten krijgen een persoonlijke manager en een hogere vergoeding op de conversies van de eerste maand.',
    ],
    'captchafox-solver': [
      'CaptchaFox Solver: captcha’s in RPA-taken',
      'Voeg met één API-sleutel een oplosstap toe aan elke RPA-taak in Morphis.',
      'Plak je CaptchaFox-sleutel in **Instellingen → Integraties** en voeg de stap ‘Captcha oplossen’ toe aan een RPA-taak. Afbeeldingscaptcha’s, reCAPTCHA en hCaptcha zijn in ongeveer tien seconden opgelost.',
    ],
    'growth-guild-community': [
      'Growth Guild: een community voor mediabuyers',
      'Cases, wekelijkse calls en een vacaturebank voor affiliateteams.',
      'In Growth Guild delen 12.000 mediabuyers campagne-analyses en tooltips. Morphis houdt er elke maand een open call over accountveiligheid, en leden krijgen 20% korting op hun eerste jaar.',
    ],
  },
} satisfies Translation;
