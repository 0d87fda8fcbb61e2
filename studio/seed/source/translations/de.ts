import type { Translation } from './types';

/** German (de): every marketing text of the site. */
export const de = {
  settings: [
    'Morphis – Antidetect-Browser für Multi-Account-Management',
    'Antidetect-Browser, Multi-Account, Browser-Fingerprint',
    'Viele Konten sicher betreiben: Jedes Morphis-Profil ist ein eigenes Gerät mit eigenem Fingerprint, Cookies und Proxy.',
  ],
  pages: {
    'about-us': [
      'Über Morphis',
      'Wir bauen den Browser, mit dem eine Person sicher wie viele arbeiten kann.',
      'Morphis entstand 2021 als Werkzeug unseres eigenen Affiliate-Teams. Heute halten 40 Ingenieure in vier Ländern die Fingerprints aktuell, und über 60.000 Marketer, Händler und Agenturen nutzen es täglich.',
    ],
    links: [
      'Nützliche Links',
      'Downloads, Dienststatus, Community und Support an einem Ort.',
      '- [Morphis herunterladen](/download)\n- [Hilfe-Center](/helps)\n- [Versionshinweise](/release)\n- [Dienststatus](https://status.morphis.example)\n- [Support per E-Mail](mailto:support@morphis.example)',
    ],
    'partner-plan': [
      'Partnerprogramm',
      'Erhalte 30 % jeder Zahlung der Kunden, die du bringst, solange sie bleiben.',
      'Bewirb dich mit deiner Website oder deinem Kanal, erhalte einen persönlichen Link und Gutscheincode und monatliche Auszahlungen ab 50 USD Guthaben. Proxy-Anbieter und Tool-Hersteller können sich für eine Integration bewerben.',
    ],
    'pre-sales': [
      'Mit dem Vertrieb sprechen',
      'Tarife für Teams ab 20 Personen, Rechnungskauf und Hilfe beim Einstieg.',
      'Sag uns, wie viele Profile und Teammitglieder du brauchst. Ein Sales Engineer antwortet innerhalb eines Werktags mit einem individuellen Angebot, einem 14-tägigen Teamtest und einem Migrationsplan von deinem aktuellen Tool.',
    ],
    'referral-program': [
      'Empfehlungsprogramm',
      'Lade eine Freundin ein: Sie erhält 20 % Rabatt, du einen Gratismonat.',
      'Teile deinen Empfehlungslink auf der Kontoseite. Bezahlt jemand, den du eingeladen hast, einen Tarif, spart er 20 % bei der ersten Zahlung, und deinem Konto wird ein Monat deines Tarifs gutgeschrieben.',
    ],
    'use-cases': [
      'Anwendungsfälle',
      'Wie Marketer, Händler, Agenturen und Entwickler Morphis nutzen.',
      '- **Affiliate-Teams** betreiben Hunderte Werbekonten auf getrennten Geräten.\n- **E-Commerce-Händler** halten Shops in verschiedenen Regionen getrennt.\n- **Agenturen** teilen Kundenkonten nach Rollen.\n- **Entwickler** steuern Profile per Code über die lokale API.',
    ],
    docs: [
      'Dokumentation',
      'Referenz für die lokale API, RPA-Schritte und Profileinstellungen.',
      'Beginne mit dem [Hilfe-Center](/helps) für den Alltag und den [Anleitungen](/guide) für Schritt-für-Schritt-Beschreibungen. Die Referenz der lokalen API listet jeden Endpunkt mit Anfrage- und Antwortbeispielen.',
    ],
    'privacy-policy': [
      'Datenschutzerklärung',
      'Was wir auf dieser Website und in der App erheben und warum.',
      'Wir speichern die E-Mail deines Kontos, Abrechnungsdaten und die Profileinstellungen, die du synchronisierst. Den Inhalt der Seiten, die du in Profilen öffnest, lesen wir nie. Du kannst deine Daten jederzeit auf der Kontoseite exportieren oder löschen.',
    ],
    'terms-of-service': [
      'Nutzungsbedingungen',
      'Die Regeln für die Nutzung von Morphis, verständlich erklärt.',
      'Du darfst Morphis für jeden rechtmäßigen Zweck nutzen und musst die Regeln der Plattformen einhalten, auf denen du arbeitest. Tarife verlängern sich automatisch bis zur Kündigung; innerhalb von 7 Tagen nach der ersten Zahlung ist eine Erstattung möglich.',
    ],
  },
  solutions: {
    'affiliate-marketing': [
      'Antidetect-Browser für Affiliate-Marketing',
      'Dutzende Werbe- und Offer-Konten betreiben – ohne Kettensperren.',
      'Jedes Kampagnenkonto bekommt seinen eigenen Fingerprint und Proxy. Mit dem Synchronizer startest du ganze Serien aus einem einzigen Fenster, und dein Team übernimmt Profile, ohne dass Passwörter die Runde machen.',
    ],
    'e-commerce': [
      'Multi-Store-Management für Onlinehändler',
      'Marktplatz-Shops in verschiedenen Ländern sauber trennen.',
      'Jeder Shop erhält ein stabiles Gerät und eine IP aus dem Land seines Marktplatzes. So bringen Amazon, eBay oder Shopify deine legitimen Geschäfte nie miteinander in Verbindung.',
    ],
    'digital-agency': [
      'Kundenkonten für Digitalagenturen',
      'Ein Profil pro Kundenkonto, freigegeben nach Rolle.',
      'Agenturen halten die Werbe-, Social- und Analytics-Zugänge jedes Kunden in getrennten Profilen, vergeben Zugriff pro Ordner und sehen im Aktivitätsprotokoll, wer was getan hat.',
    ],
    'social-marketing': [
      'Social-Media-Marketing im großen Stil',
      'Marken- und Community-Konten in allen Netzwerken steuern.',
      'Betreibe viele Social-Media-Konten mit getrennten Fingerprints, plane Routinearbeit mit RPA und sorge dafür, dass der Standort jedes Kontos zu seiner Zielgruppe passt.',
    ],
    'web-scraping': [
      'Web-Scraping ohne Sperren',
      'Echte Browser-Fingerprints für Crawler, die wie Menschen wirken müssen.',
      'Steuere Morphis-Profile über die lokale API mit Playwright oder Puppeteer. Jede Crawler-Sitzung bringt einen stimmigen Fingerprint und ihren eigenen Proxy mit.',
    ],
    'traffic-arbitrage': [
      'Traffic-Arbitrage mit sauberen Konten',
      'Werbekonten in großer Zahl farmen, aufwärmen und starten.',
      'Lege Profile per CSV an, wärme sie mit RPA-Abläufen auf und starte Kampagnen über viele Konten – jedes behält dabei sein eigenes Gerät und seine eigene IP.',
    ],
    ticketing: [
      'Ticketing: faire Warteschlangen für viele Käufer',
      'Getrennte Profile für jedes Käuferkonto im Warteschlangen-Vorverkauf.',
      'Jedes Käuferkonto wartet aus seinem eigenen Profil und über seine eigene Verbindung. Wird eine Sitzung markiert, bleiben alle anderen im Rennen.',
    ],
    'google-servies': [
      'Mehrere Google-Konten, jedes auf seinem eigenen Gerät',
      'Gmail, Workspace und Unternehmensprofile ohne Endlos-Verifizierung.',
      'Google verknüpft Konten, die sich einen Browser teilen. Halte jedes Konto in einem eigenen Profil mit passender Zeitzone und Sprache – und erspar dir die ständigen Telefonbestätigungen.',
    ],
    facebook: [
      'Facebook-Multi-Account-Management',
      'Werbekonten, Seiten und Business Manager, die getrennt bleiben.',
      'Facebook verknüpft Profile über Gerät, IP und Zahlungsdaten. Morphis trennt alle drei für jedes Konto und lässt dein Team sicher im selben Profil arbeiten.',
    ],
    'twitter-x': [
      'Mehrere X-(Twitter-)Konten verwalten',
      'Marken-, Support- und Regionalkonten ohne Sperrungen.',
      'Melde dich bei jedem X-Konto über ein eigenes Profil und einen eigenen Proxy an und plane Beiträge per RPA zu Uhrzeiten, die zur Region des Kontos passen.',
    ],
    tiktok: [
      'TikTok-Konten für Creator und Shops',
      'Mehrere TikTok- und TikTok-Shop-Konten in verschiedenen Märkten ausbauen.',
      'Stelle Sprache, Zeitzone und mobilen Fingerprint jedes Profils auf den Zielmarkt ein, damit jedes Konto genau der richtigen Zielgruppe empfohlen wird.',
    ],
    amazon: [
      'Amazon-Verkäuferkonten, sicher getrennt',
      'Ein Gerät pro Shop – gemeinsam nutzbar im Team.',
      'Amazon sperrt verknüpfte Verkäuferkonten. Morphis gibt jedem Shop ein stabiles Gerät und eine Marktplatz-IP, und dein Team öffnet dasselbe Profil, statt Zugangsdaten herumzuschicken.',
    ],
    discord: [
      'Discord-Communities und viele Konten',
      'Server moderieren und Community-Konten betreiben – ohne Telefonsperren.',
      'Halte Moderatoren-, Bot-Owner- und regionale Community-Konten in getrennten Profilen, damit ein markierter Login nicht gleich alle anderen sperrt.',
    ],
    linkedin: [
      'LinkedIn-Outreach mit mehreren Profilen',
      'Vertriebsteams betreiben Outreach-Konten ohne Einschränkungen.',
      'Das LinkedIn-Konto jedes Vertrieblers lebt in seinem eigenen Profil mit stabiler IP – wöchentliche Einladungslimits und Sicherheitsprüfungen gelten so pro Person.',
    ],
    crypto: [
      'Krypto: Wallets, Börsen und Airdrops',
      'Getrennte Geräte für jede Wallet und jedes Börsenkonto.',
      'Isoliere Browser-Wallets, Börsen-Logins und Airdrop-Teilnahmen pro Profil – jedes mit eigenen Erweiterungen, Cookies und eigener IP.',
    ],
    betting: [
      'Wettkonten bei mehreren Buchmachern',
      'Stabile Geräte und lokale IPs für jedes Konto.',
      'Buchmacher gleichen Geräte und Standorte ab. Gib jedem Konto ein Profil mit lokaler Residential-IP und lass seinen Fingerprint von Sitzung zu Sitzung unverändert.',
    ],
    'seo-serp': [
      'SEO- und SERP-Checks von jedem Standort',
      'Echte Suchergebnisse für jede Stadt und jedes Gerät sehen.',
      'Öffne ein Profil mit Proxy in der Zielstadt und prüfe Rankings, Anzeigen und Local Packs so, wie ein echter Nutzer vor Ort sie sieht – ohne personalisierte Ergebnisse.',
    ],
    'google-ads': [
      'Google-Ads-Konten ohne Sperrungen',
      'Getrennte Werbetreibende für Kunden und Branchen.',
      'Google Ads sperrt Konten, die sich ein Gerät mit einem gesperrten Konto teilen. Gib jedem Werbekonto sein eigenes Profil, seinen eigenen Proxy und seine eigene Zahlungsmethode.',
    ],
    youtube: [
      'Mehrere YouTube-Kanäle, ein Arbeitsplatz',
      'Marken- und Regionalkanäle aus getrennten Profilen betreiben.',
      'Das Google-Konto jedes Kanals bleibt in seinem eigenen Profil. Eine Verwarnung oder Verifizierung auf einem Kanal greift so nie auf die anderen über.',
    ],
    reddit: [
      'Reddit-Konten mit Historie, die bleibt',
      'Konten in verschiedenen Communities aufbauen – ohne Shadowbans.',
      'Reddit blendet Beiträge verknüpfter Konten stillschweigend aus. Getrennte Profile und Residential-IPs sorgen dafür, dass jedes Konto seine eigene Reputation behält.',
    ],
    pinterest: [
      'Pinterest-Konten für Marken und Shops',
      'Für mehrere Shops pinnen, ohne als Spam markiert zu werden.',
      'Betreibe das Pinterest-Konto jeder Marke in einem eigenen Profil und plane Pins per RPA in einem natürlichen Rhythmus.',
    ],
    instagram: [
      'Instagram-Multi-Account-Management',
      'Kunden-, Marken- und Creator-Konten ohne Aktionssperren.',
      'Instagram verknüpft Konten über Gerät und Netzwerk. Gib jedem Konto einen mobilnahen Fingerprint und einen eigenen Proxy – und teile Profile mit deinem Team statt Bestätigungscodes.',
    ],
    ebay: [
      'eBay-Verkäuferkonten, sauber getrennt',
      'Mehrere eBay-Shops betreiben, ohne verknüpfte Sperrungen.',
      'eBay verknüpft Verkäufer über Geräte und Adressen. Jeder Shop bekommt ein Profil mit stabilem Fingerprint und einer IP aus dem Land seiner eBay-Seite.',
    ],
    shopify: [
      'Shopify-Shops und ihre Werbekonten',
      'Getrennte Logins für Admin, Werbung und Zahlungen – pro Shop.',
      'Halte Admin, Zahlungsanbieter und Werbekonten jedes Shopify-Shops in einem eigenen Profil. Ein Problem in einem Shop bleibt dann auch dort.',
    ],
    onlyfans: [
      'Creator-Agenturen: viele Creator-Konten',
      'Chatter und Manager arbeiten in Creator-Konten, ohne Passwörter zu teilen.',
      'Agenturen geben Chattern rollenbasiert Zugriff auf das Profil eines Creators, protokollieren jede Sitzung und halten jedes Konto auf einem stabilen Gerät an einem festen Standort.',
    ],
    tinder: [
      'Dating-Apps am Desktop',
      'Getrennte Profile für jedes Dating-Konto und jede Stadt.',
      'Dating-Dienste verknüpfen Konten über Geräte und Telefonnummern. Jedes Konto bekommt ein Profil und einen Proxy in seiner Stadt – mit passenden Standorteinstellungen.',
    ],
    telegram: [
      'Telegram Web mit vielen Konten',
      'Kanäle, Gruppen und Support-Konten parallel betreiben.',
      'Öffne jedes Telegram-Konto im Browser in seinem eigenen Profil mit eigener IP. So löst die Admin-Arbeit im großen Stil bei den anderen Konten keine Spam-Limits aus.',
    ],
    whatsapp: [
      'WhatsApp Web für Vertriebs- und Support-Teams',
      'Mehrere Business-Nummern, jede in ihrem eigenen Profil.',
      'Verknüpfe jede WhatsApp-Nummer mit einem eigenen Profil. Deine Agents antworten so von mehreren Nummern auf einem Rechner, ohne dass sich die Sitzungen gegenseitig abmelden.',
    ],
  },
  features: {
    'multi-account-management': [
      'Multi-Account-Management',
      'Hunderte Konten, jedes auf seinem eigenen virtuellen Gerät.',
      'Profile in großer Zahl anlegen, gruppieren, taggen und starten. Jedes Profil behält seine Cookies, seinen Fingerprint und seinen Proxy – so kehrt jedes Konto immer auf dasselbe Gerät zurück.',
    ],
    synchronizer: [
      'Fenster-Synchronizer',
      'Die Aktionen eines Fensters in vielen wiederholen – mit menschlichem Timing.',
      'Klicks, Scrollen und Eingaben im Hauptfenster werden in den anderen Fenstern gespiegelt, mit zufälligen Verzögerungen und Textvarianten pro Fenster.',
    ],
    rpa: [
      'RPA-Automatisierung',
      'Browser-Routinen aufzeichnen und in vielen Profilen abspielen.',
      'Baue Aufgaben ohne Code aus aufgezeichneten Schritten, Schleifen und Bedingungen, plane sie zeitgesteuert und führe sie in vielen Profilen gleichzeitig aus.',
    ],
    'local-api': [
      'Lokale API',
      'Profile aus deinem eigenen Code starten und steuern.',
      'Eine HTTP-API auf localhost startet und stoppt Profile, wechselt Proxys, importiert Cookies und liefert dir einen CDP-Endpunkt für Playwright, Puppeteer oder Selenium.',
    ],
    'multi-profiles-management': [
      'Profilverwaltung im großen Stil',
      'Ordner, Tags, Massenbearbeitung und CSV-Import für große Profilbestände.',
      'Bearbeite Hunderte Profile auf einmal: Proxys gesammelt ändern, aus CSV importieren und jedes Profil über Tag, Notiz oder Status wiederfinden.',
    ],
    teamwork: [
      'Teamarbeit',
      'Profile nach Rollen teilen – niemals Passwörter.',
      'Lade Mitglieder ein, vergib Rollen pro Ordner und verfolge jeden Start, jede Änderung und jeden Export im Aktivitätsprotokoll.',
    ],
    'antidetect-browser': [
      'Antidetect-Browser',
      'Ein Chromium-Browser, in dem jedes Profil wie ein eigenes, echtes Gerät wirkt.',
      'Canvas, WebGL, Audio, Schriften, Zeitzone und Dutzende weitere Signale werden pro Profil stimmig aus echten Gerätedaten gesetzt – auf einem Kern, der mit jedem Chrome-Release Schritt hält.',
    ],
  },
  alternatives: {
    title: (name) => `${name}-Alternative: Warum Teams zu Morphis wechseln`,
    summary: (name) => `Morphis vs. ${name}: Fingerprints, Teamfunktionen und Preis pro Profil im Vergleich.`,
    bodies: {
      'gologin-alternative':
        'Teams, die von GoLogin umsteigen, nehmen ihre Cookies per Import mit und bekommen Synchronizer und RPA in jedem bezahlten Tarif – mit Preisen in lokalen Währungen.',
      'incogniton-alternative':
        'Im Vergleich zu Incogniton aktualisiert Morphis seinen Chromium-Kern wenige Wochen nach jedem Chrome-Release und bietet die lokale API schon ab dem Solo-Tarif.',
      'dolphin-anty-alternative':
        'Media Buyer, die von Dolphin Anty kommen, finden dieselben Massenwerkzeuge – plus Rollen pro Ordner und ein Aktivitätsprotokoll für größere Teams.',
      'multilogin-alternative':
        'Morphis bietet Fingerprint-Konsistenz auf Multilogin-Niveau zu einem niedrigeren Preis pro Profil, mit Monatstarifen, die klein anfangen.',
      'octo-browser-alternative':
        'Beim Wechsel von Octo Browser behalten Teams ihre Proxys und bekommen RPA ohne Code, Android-Profile in der Vorschau und Support in 20 Sprachen.',
      'undetectable-alternative':
        'Anders als Undetectable speichert Morphis Profile in der Cloud und lokal – dein Team teilt sie, ohne Dateien hin- und herzukopieren.',
      'ziniao-alternative':
        'Onlinehändler, die von Ziniao wechseln, erhalten dieselbe Shop-Isolation, wählen ihren Proxy-Anbieter frei und zahlen in USD, BRL, PLN oder VND.',
    },
  },
  plans: {
    free: [
      'Kostenlos',
      'Teste Morphis mit drei Profilen – dauerhaft kostenlos.',
      ['3 Browserprofile', 'Proxy-Manager', 'Cookie-Import'],
    ],
    solo: [
      'Solo',
      'Für Einzelne, die viele Konten betreiben.',
      ['100 Browserprofile', 'Synchronizer', 'Lokale API', 'RPA mit 5 Aufgaben'],
    ],
    team: [
      'Team',
      'Für Agenturen und Teams, die Profile gemeinsam nutzen.',
      ['300 Browserprofile', '10 Teammitglieder', 'Rollen und Aktivitätsprotokoll', 'Unbegrenzte RPA-Aufgaben'],
    ],
    enterprise: [
      'Enterprise',
      'Für große Teams mit individuellen Anforderungen.',
      ['2.000 Browserprofile', '50 Teammitglieder', 'Persönlicher Ansprechpartner', 'Zahlung per Rechnung'],
    ],
  },
  faq: {
    'what-is-an-antidetect-browser': [
      'Was ist ein Antidetect-Browser?',
      'Ein Browser, in dem jedes Profil seinen eigenen, stimmigen Geräte-Fingerprint, eigene Cookies und einen eigenen Proxy hat. Websites sehen jedes Profil deshalb als eigenen Besucher.',
    ],
    'is-it-legal': [
      'Ist die Nutzung von Morphis legal?',
      'Ja. Morphis ist ein Datenschutz-Werkzeug. Für die Einhaltung der Gesetze und der Nutzungsbedingungen der Plattformen, auf denen du es einsetzt, bist du selbst verantwortlich.',
    ],
    'annual-discount': [
      'Wie viel spare ich mit jährlicher Zahlung?',
      'Jahrestarife kosten in jeder Währung zehn Monatspreise für zwölf Monate.',
    ],
    refunds: [
      'Bekomme ich mein Geld zurück?',
      'Ja, innerhalb von 7 Tagen nach deiner ersten Zahlung, sofern du weniger als 20 Profile gestartet hast.',
    ],
    'which-proxies': [
      'Welche Proxys funktionieren mit Morphis?',
      'HTTP-, HTTPS- und SOCKS5-Proxys, mit oder ohne Login – auch rotierende Residential- und Mobile-Proxys.',
    ],
    'profile-storage': [
      'Wo werden meine Profile gespeichert?',
      'Verschlüsselt in unserer Cloud, damit dein Team sie überall öffnen kann, dazu eine lokale Kopie auf jedem Rechner, der sie nutzt.',
    ],
    'change-email': [
      'Wie ändere ich die E-Mail-Adresse meines Kontos?',
      'Öffne Konto → Sicherheit, gib die neue Adresse ein und bestätige den Link, den wir an die alte und an die neue Adresse schicken.',
    ],
    'two-factor': [
      'Unterstützt Morphis die Zwei-Faktor-Authentifizierung?',
      'Ja. Aktiviere sie unter Konto → Sicherheit mit einer beliebigen Authenticator-App; Team-Inhaber können sie für alle Mitglieder verpflichtend machen.',
    ],
  },
  releases: {
    '3-8-0': [
      'Morphis 3.8.0',
      'Chromium-131-Kern und schnellerer Cookie-Import.',
      '- Chromium-131-Kern für alle Profile.\n- Der Cookie-Import großer Dateien ist dreimal schneller.\n- Behoben: Die Proxy-Prüfung ignorierte den SOCKS5-Port unter 32-Bit-Windows.',
    ],
    '3-9-0': [
      'Morphis 3.9.0',
      'Ordner für Profile und ein Proxy-Editor für viele Profile auf einmal.',
      '- Profile lassen sich in Ordnern gruppieren und ordnerweise teilen.\n- Proxy-Massenbearbeitung: den Proxy vieler Profile in einem Schritt ändern.\n- Behoben: Nach einem Proxy-Wechsel in einem laufenden Profil wurde die Zeitzone nicht aktualisiert.',
    ],
    '4-0-0': [
      'Morphis 4.0.0',
      'Chromium 134, schnellerer Start und das neue Team-Panel.',
      '- Chromium-134-Kern.\n- Profile starten bis zu 40 % schneller.\n- Neues Team-Panel mit Rollen, Ordnern und Aktivitätsprotokoll.\n- Windows 7 wird nicht mehr unterstützt.',
    ],
    '4-1-0': [
      'Morphis 4.1.0',
      'Textvarianten im Synchronizer und Schleifen in RPA.',
      '- Der Synchronizer kann pro Fenster Textvarianten einfügen.\n- RPA-Aufgaben unterstützen Schleifen über eine Werteliste.\n- Der 32-Bit-Build für Windows wird eingestellt; bestehende Installationen laufen weiter.',
    ],
    '4-2-0': [
      'Morphis 4.2.0',
      'Die lokale API ist raus aus der Beta.',
      '- Die lokale API ist stabil, mit Endpunkten für Start, Stopp, Proxy und Cookies.\n- API-Schlüssel lassen sich in den Einstellungen erneuern.\n- Behoben: Das Canvas-Rauschen änderte sich, nachdem ein Profil übertragen wurde.',
    ],
    '4-3-0': [
      'Morphis 4.3.0',
      'Android-Profile in der Vorschau und Chromium 140.',
      '- Android-Profile als öffentliche Vorschau.\n- Chromium-140-Kern.\n- Der Profil-Check markiert jetzt Tastaturlayouts, die nicht zum Land des Proxys passen.',
    ],
  },
  terms: {
    blogCategories: {
      fingerprinting: [
        'Browser-Fingerprinting',
        'Wie Websites einen Browser wiedererkennen und wie Morphis jedes Profil unverwechselbar hält.',
      ],
      'affiliate-marketing': [
        'Affiliate-Marketing',
        'Werbe- und Affiliate-Konten im großen Stil betreiben, ohne Sperren.',
      ],
      'e-commerce': ['E-Commerce', 'Verkäuferkonten auf Marktplätzen in mehreren Regionen sauber trennen.'],
      'team-workflows': ['Team-Workflows', 'Profile, Berechtigungen und Automatisierung im Team teilen.'],
    },
    newsCategories: { product: 'Produkt-News', company: 'Unternehmen' },
    guideCategories: { 'getting-started': 'Erste Schritte', proxies: 'Proxys', automation: 'Automatisierung' },
    blogTags: {
      canvas: 'Canvas',
      webgl: 'WebGL',
      'facebook-ads': 'Facebook-Werbung',
      amazon: 'Amazon',
      proxies: 'Proxys',
      'account-safety': 'Kontosicherheit',
    },
    newsTags: { release: 'Neue Version', pricing: 'Preise', events: 'Veranstaltungen' },
    guideTags: { beginner: 'Einsteiger', advanced: 'Fortgeschritten', api: 'API' },
  },
  partners: {
    'northwind-proxies': [
      'Northwind Proxies: Residential-IPs in 190 Ländern',
      '15 % Rabatt auf Residential- und Mobile-Traffic mit dem Code MORPHIS15.',
      'Northwind Proxies bietet Residential- und Mobile-IPs mit Sticky Sessions bis zu 24 Stunden. Die SOCKS5-Endpunkte lassen sich direkt in ein Morphis-Profil einfügen, und der Code **MORPHIS15** spart 15 % in den ersten drei Monaten.',
    ],
    'cellgate-mobile': [
      'CellGate Mobile: 4G- und 5G-Proxys',
      'Dedizierte Modems mit IP-Wechsel per Link, für soziale Netzwerke und Registrierungen.',
      'CellGate vermietet dedizierte 4G- und 5G-Modems in den USA, Großbritannien, Brasilien und Polen. Jedes Modem wechselt seine IP beim Aufruf eines Rotationslinks, den du in den Proxy-Einstellungen des Profils speichern kannst.',
    ],
    'paylane-cards': [
      'Paylane Cards: virtuelle Karten für Werbeausgaben',
      'Eine eigene Karte pro Werbekonto und Ausgaben je Kunde im Blick.',
      'Paylane stellt virtuelle Visa- und Mastercard-Karten in Sekunden aus, mit Limits pro Karte und Tag. Eine Karte pro Werbekonto verhindert, dass Zahlungsmittel deine Konten verknüpfen.',
    ],
    'offerhub-network': [
      'OfferHub Network: CPA-Angebote in 60 Ländern',
      'Nutra, Gewinnspiele und App-Installationen mit wöchentlicher Auszahlung.',
      'OfferHub listet über 2.000 CPA-Angebote mit wöchentlicher Auszahlung ab 50 USD. Morphis-Kunden erhalten einen persönlichen Manager und eine höhere Vergütung für die Conversions des ersten Monats.',
    ],
    'captchafox-solver': [
      'CaptchaFox Solver: Captchas in RPA-Aufgaben',
      'Mit einem API-Schlüssel einen Lösungsschritt zu jeder Morphis-RPA-Aufgabe hinzufügen.',
      'Füge deinen CaptchaFox-Schlüssel unter **Einstellungen → Integrationen** ein und ergänze eine RPA-Aufgabe um den Schritt „Captcha lösen“. Bild-Captchas, reCAPTCHA und hCaptcha werden in etwa zehn Sekunden gelöst.',
    ],
    'growth-guild-community': [
      'Growth Guild: eine Community für Media Buyer',
      'Fallstudien, wöchentliche Calls und eine Jobbörse für Affiliate-Teams.',
      'In der Growth Guild tauschen 12.000 Media Buyer Kampagnenanalysen und Tool-Tipps aus. Morphis veranstaltet dort monatlich einen offenen Call zur Kontosicherheit, und Mitglieder erhalten 20 % Rabatt im ersten Jahr.',
    ],
  },
} satisfies Translation;
