import type { Translation } from './types';

/** Polish (pl): every marketing text of the site. */
export const pl = {
  settings: [
    'Morphis – przeglądarka antydetekcyjna do zarządzania wieloma kontami',
    'przeglądarka antydetekcyjna, wiele kont, odcisk przeglądarki',
    'Prowadź wiele kont bezpiecznie: każdy profil Morphis to osobne urządzenie z własnym odciskiem, ciasteczkami i proxy.',
  ],
  pages: {
    'about-us': [
      'O Morphis',
      'Tworzymy przeglądarkę, dzięki której jedna osoba bezpiecznie działa jak wiele.',
      'Morphis powstał w 2021 roku jako narzędzie naszego własnego zespołu afiliacyjnego. Dziś 40 inżynierów w czterech krajach dba o aktualność odcisków, a ponad 60 000 marketerów, sprzedawców i agencji korzysta z niego codziennie.',
    ],
    links: [
      'Przydatne linki',
      'Pobieranie, status usługi, społeczność i wsparcie w jednym miejscu.',
      '- [Pobierz Morphis](/download)\n- [Centrum pomocy](/helps)\n- [Informacje o wydaniach](/release)\n- [Status usługi](https://status.morphis.example)\n- [Wsparcie e-mailem](mailto:support@morphis.example)',
    ],
    'partner-plan': [
      'Program partnerski',
      'Zarabiaj 30% każdej płatności klientów, których przyprowadzisz, dopóki z nami są.',
      'Zgłoś się ze swoją stroną lub kanałem, odbierz osobisty link i kod promocyjny, a wypłaty otrzymuj co miesiąc po przekroczeniu 50 USD. O integrację mogą się też ubiegać dostawcy proxy i narzędzi.',
    ],
    'pre-sales': [
      'Porozmawiaj z działem sprzedaży',
      'Plany dla zespołów od 20 osób, faktury i pomoc we wdrożeniu.',
      'Napisz, ilu profili i członków zespołu potrzebujesz. Inżynier sprzedaży odpowie w ciągu dnia roboczego z indywidualną wyceną, 14-dniowym testem zespołowym i planem migracji z obecnego narzędzia.',
    ],
    'referral-program': [
      'Program poleceń',
      'Zaproś znajomego: on dostaje 20% zniżki, ty darmowy miesiąc.',
      'Udostępnij link polecający ze strony konta. Gdy zaproszona osoba opłaci dowolny plan, zaoszczędzi 20% przy pierwszej płatności, a do twojego konta zostanie dodany miesiąc twojego planu.',
    ],
    'use-cases': [
      'Zastosowania',
      'Jak marketerzy, sprzedawcy, agencje i programiści korzystają z Morphis.',
      '- **Zespoły afiliacyjne** prowadzą setki kont reklamowych na osobnych urządzeniach.\n- **Sprzedawcy e-commerce** rozdzielają sklepy w różnych regionach.\n- **Agencje** udostępniają konta klientów według ról.\n- **Programiści** sterują profilami z kodu przez lokalne API.',
    ],
    docs: [
      'Dokumentacja',
      'Dokumentacja lokalnego API, kroków RPA i ustawień profili.',
      'Zacznij od [centrum pomocy](/helps) w codziennych sprawach i od [poradników](/guide) przy instrukcjach krok po kroku. Dokumentacja lokalnego API opisuje każdy endpoint z przykładami żądań i odpowiedzi.',
    ],
    'privacy-policy': [
      'Polityka prywatności',
      'Co zbieramy na tej stronie i w aplikacji oraz dlaczego.',
      'Przechowujemy e-mail konta, dane rozliczeniowe i synchronizowane ustawienia profili. Nigdy nie czytamy treści stron otwieranych w profilach. Dane możesz w każdej chwili wyeksportować lub usunąć na stronie konta.',
    ],
    'terms-of-service': [
      'Regulamin',
      'Zasady korzystania z Morphis w prostych słowach.',
      'Możesz używać Morphis w każdym zgodnym z prawem celu i musisz przestrzegać zasad platform, na których pracujesz. Plany odnawiają się automatycznie do czasu anulowania; zwrot jest możliwy w ciągu 7 dni od pierwszej płatności.',
    ],
  },
  solutions: {
    'affiliate-marketing': [
      'Przeglądarka antydetekcyjna do marketingu afiliacyjnego',
      'Prowadź dziesiątki kont reklamowych i ofertowych bez łańcuchowych banów.',
      'Każde konto kampanii ma własny odcisk i własne proxy. Synchronizatorem uruchamiasz całe serie z jednego okna, a profile przekazujesz zespołowi bez dzielenia się hasłami.',
    ],
    'e-commerce': [
      'Wiele sklepów dla sprzedawców e-commerce',
      'Oddziel od siebie sklepy na marketplace’ach w różnych regionach.',
      'Każdy sklep dostaje stabilne urządzenie i IP z kraju swojego marketplace’u, więc Amazon, eBay czy Shopify nigdy nie powiążą ze sobą Twoich legalnych biznesów.',
    ],
    'digital-agency': [
      'Konta klientów dla agencji digital',
      'Jeden profil na konto klienta, dostęp według ról.',
      'Agencja trzyma loginy reklamowe, społecznościowe i analityczne każdego klienta w osobnych profilach, nadaje dostęp per folder i w dzienniku aktywności widzi, kto co zrobił.',
    ],
    'social-marketing': [
      'Marketing w mediach społecznościowych na dużą skalę',
      'Zarządzaj kontami marek i społeczności we wszystkich serwisach.',
      'Prowadź wiele kont społecznościowych z osobnymi odciskami, planuj rutynowe zadania w RPA i dbaj, by lokalizacja każdego konta pasowała do jego odbiorców.',
    ],
    'web-scraping': [
      'Web scraping bez blokad',
      'Prawdziwe odciski przeglądarki dla crawlerów, które muszą wyglądać jak ludzie.',
      'Steruj profilami Morphis z Playwrighta lub Puppeteera przez lokalne API: każda sesja scrapera ma spójny odcisk i własne proxy.',
    ],
    'traffic-arbitrage': [
      'Arbitraż ruchu na czystych kontach',
      'Zakładaj, rozgrzewaj i uruchamiaj konta reklamowe hurtowo.',
      'Twórz profile z pliku CSV, rozgrzewaj je scenariuszami RPA i uruchamiaj kampanie na wielu kontach, a każde zachowa własne urządzenie i IP.',
    ],
    ticketing: [
      'Bilety: uczciwa kolejka dla wielu kupujących',
      'Osobne profile dla każdego konta kupującego w sprzedaży z kolejką.',
      'Każde konto kupującego czeka w kolejce z własnego profilu i własnego połączenia, więc oznaczenie jednej sesji nie przekreśla pozostałych.',
    ],
    'google-servies': [
      'Wiele kont Google, każde na własnym urządzeniu',
      'Gmail, Workspace i Profil Firmy bez niekończących się weryfikacji.',
      'Google łączy konta, które dzielą przeglądarkę. Trzymaj każde w osobnym profilu z pasującą strefą czasową i językiem, a zapomnisz o ciągłych weryfikacjach telefonem.',
    ],
    facebook: [
      'Zarządzanie wieloma kontami na Facebooku',
      'Konta reklamowe, strony i Business Managery, które pozostają rozdzielone.',
      'Facebook łączy profile po urządzeniu, IP i danych płatniczych. Morphis rozdziela wszystkie trzy dla każdego konta i pozwala zespołowi bezpiecznie pracować w tym samym profilu.',
    ],
    'twitter-x': [
      'Wiele kont na X (Twitterze)',
      'Konta marki, wsparcia i regionalne bez zawieszeń.',
      'Loguj się na każde konto X z własnego profilu i proxy, a posty planuj w RPA na godziny pasujące do regionu konta.',
    ],
    tiktok: [
      'Konta TikTok dla twórców i sklepów',
      'Rozwijaj kilka kont TikTok i TikTok Shop na różnych rynkach.',
      'Ustaw język, strefę czasową i mobilny odcisk każdego profilu pod rynek docelowy, aby każde konto trafiało do właściwych odbiorców.',
    ],
    amazon: [
      'Konta sprzedawcy Amazon, bezpiecznie rozdzielone',
      'Jedno urządzenie na sklep, wspólne dla zespołu.',
      'Amazon zawiesza powiązane konta sprzedawców. Morphis daje każdemu sklepowi stabilne urządzenie i IP marketplace’u, a pracownicy otwierają ten sam profil zamiast przesyłać sobie dane logowania.',
    ],
    discord: [
      'Społeczności na Discordzie i wiele kont',
      'Moderuj serwery i prowadź konta społeczności bez blokad telefonicznych.',
      'Trzymaj konta moderatorów, właścicieli botów i społeczności regionalnych w osobnych profilach, aby jedno oznaczone logowanie nie blokowało pozostałych.',
    ],
    linkedin: [
      'Outreach na LinkedInie z wieloma profilami',
      'Zespoły sprzedaży prowadzą konta outreachowe bez ograniczeń.',
      'Konto LinkedIn każdego handlowca działa we własnym profilu ze stałym IP, więc tygodniowe limity zaproszeń i kontrole bezpieczeństwa liczą się osobno dla każdej osoby.',
    ],
    crypto: [
      'Krypto: portfele, giełdy i airdropy',
      'Osobne urządzenia dla każdego portfela i konta giełdowego.',
      'Izoluj portfele w przeglądarce, logowania na giełdy i udział w airdropach w osobnych profilach, każdy z własnymi rozszerzeniami, ciasteczkami i IP.',
    ],
    betting: [
      'Konta bukmacherskie u wielu bukmacherów',
      'Stabilne urządzenia i lokalne IP dla każdego konta.',
      'Bukmacherzy porównują urządzenia i lokalizacje. Daj każdemu kontu profil z lokalnym IP domowym i utrzymuj ten sam odcisk między sesjami.',
    ],
    'seo-serp': [
      'Sprawdzanie SEO i SERP z dowolnego miejsca',
      'Zobacz prawdziwe wyniki wyszukiwania dla dowolnego miasta i urządzenia.',
      'Otwórz profil z proxy w docelowym mieście i sprawdź pozycje, reklamy oraz wyniki lokalne tak, jak widzi je tamtejszy użytkownik, bez personalizacji.',
    ],
    'google-ads': [
      'Konta Google Ads bez zawieszeń',
      'Osobni reklamodawcy dla klientów i branż.',
      'Google Ads zawiesza konta, które dzielą urządzenie z zablokowanym kontem. Daj każdemu kontu reklamodawcy własny profil, proxy i metodę płatności.',
    ],
    youtube: [
      'Wiele kanałów YouTube w jednym miejscu pracy',
      'Prowadź kanały marki i regionalne z osobnych profili.',
      'Konto Google każdego kanału żyje we własnym profilu, więc ostrzeżenie czy weryfikacja na jednym kanale nigdy nie przenosi się na pozostałe.',
    ],
    reddit: [
      'Konta Reddit z historią, która zostaje',
      'Rozwijaj konta w różnych społecznościach bez shadowbanów.',
      'Reddit po cichu ukrywa posty powiązanych kont. Osobne profile i domowe IP sprawiają, że każde konto ma własną reputację.',
    ],
    pinterest: [
      'Konta Pinterest dla marek i sklepów',
      'Przypinaj dla kilku sklepów bez oznaczeń jako spam.',
      'Prowadź konto Pinterest każdej marki w osobnym profilu i planuj piny w RPA w naturalnym tempie.',
    ],
    instagram: [
      'Zarządzanie wieloma kontami na Instagramie',
      'Konta klientów, marek i twórców bez blokad działań.',
      'Instagram łączy konta po urządzeniu i sieci. Daj każdemu kontu mobilny odcisk i własne proxy, a zespołowi udostępniaj profile zamiast kodów.',
    ],
    ebay: [
      'Konta sprzedawcy eBay, zawsze osobno',
      'Prowadź kilka sklepów na eBayu bez powiązanych zawieszeń.',
      'eBay łączy sprzedawców po urządzeniach i adresach. Każdy sklep dostaje profil ze stabilnym odciskiem i IP z kraju swojej wersji eBaya.',
    ],
    shopify: [
      'Sklepy Shopify i ich konta reklamowe',
      'Osobne logowania do panelu, reklam i płatności dla każdego sklepu.',
      'Trzymaj panel, operatora płatności i konta reklamowe każdego sklepu Shopify w jednym dedykowanym profilu, aby problem jednego sklepu tam pozostał.',
    ],
    onlyfans: [
      'Agencje twórców: wiele kont twórców',
      'Chatterzy i menedżerowie pracują na kontach bez dzielenia się hasłami.',
      'Agencja daje chatterom dostęp do profilu twórcy według roli, zapisuje każdą sesję i utrzymuje każde konto na stabilnym urządzeniu i w stałej lokalizacji.',
    ],
    tinder: [
      'Aplikacje randkowe na komputerze',
      'Osobne profile dla każdego konta randkowego i każdego miasta.',
      'Serwisy randkowe łączą konta po urządzeniach i numerach telefonów. Każde konto dostaje profil i proxy w swoim mieście, z pasującymi ustawieniami lokalizacji.',
    ],
    telegram: [
      'Telegram Web z wieloma kontami',
      'Prowadź kanały, grupy i konta wsparcia równolegle.',
      'Otwieraj każde konto Telegram we własnym profilu przeglądarki, z własnym IP, aby masowa administracja nie uruchamiała limitów antyspamowych na innych kontach.',
    ],
    whatsapp: [
      'WhatsApp Web dla zespołów sprzedaży i wsparcia',
      'Kilka numerów firmowych, każdy we własnym profilu.',
      'Połącz każdy numer WhatsApp z osobnym profilem, aby konsultanci odpowiadali z kilku numerów na jednym komputerze, a sesje nie wylogowywały się nawzajem.',
    ],
  },
  features: {
    'multi-account-management': [
      'Zarządzanie wieloma kontami',
      'Setki kont, każde na własnym wirtualnym urządzeniu.',
      'Twórz, grupuj, taguj i uruchamiaj profile hurtowo. Każdy profil zachowuje swoje ciasteczka, odcisk i proxy, więc konto zawsze wraca na to samo urządzenie.',
    ],
    synchronizer: [
      'Synchronizator okien',
      'Powtarzaj działania z jednego okna w wielu, w ludzkim tempie.',
      'Kliknięcia, przewijanie i pisanie w oknie głównym są odtwarzane w pozostałych z losowymi opóźnieniami i wariantami tekstu dla każdego okna.',
    ],
    rpa: [
      'Automatyzacja RPA',
      'Nagrywaj czynności w przeglądarce i odtwarzaj je w wielu profilach.',
      'Buduj zadania bez kodu z nagranych kroków, pętli i warunków, planuj je i uruchamiaj w wielu profilach jednocześnie.',
    ],
    'local-api': [
      'Lokalne API',
      'Uruchamiaj profile i steruj nimi z własnego kodu.',
      'API HTTP na localhost uruchamia i zatrzymuje profile, zmienia proxy, importuje ciasteczka i udostępnia endpoint CDP dla Playwrighta, Puppeteera lub Selenium.',
    ],
    'multi-profiles-management': [
      'Masowe zarządzanie profilami',
      'Foldery, tagi, masowa edycja i import CSV dla dużych flot.',
      'Obsługuj setki profili naraz: masowo zmieniaj proxy, importuj z CSV i znajduj dowolny profil po tagu, notatce lub statusie.',
    ],
    teamwork: [
      'Praca zespołowa',
      'Udostępniaj profile według ról, nigdy hasła.',
      'Zapraszaj członków, przypisuj role per folder i śledź każde uruchomienie, edycję i eksport w dzienniku aktywności.',
    ],
    'antidetect-browser': [
      'Przeglądarka antydetekcyjna',
      'Przeglądarka na Chromium, w której każdy profil wygląda jak osobne, prawdziwe urządzenie.',
      'Canvas, WebGL, audio, czcionki, strefa czasowa i dziesiątki innych sygnałów są spójnie ustawiane dla każdego profilu na podstawie danych z prawdziwych urządzeń, na silniku nadążającym za wydaniami Chrome.',
    ],
  },
  alternatives: {
    title: (name) => `Alternatywa dla ${name}: dlaczego zespoły przechodzą na Morphis`,
    summary: (name) => `Morphis czy ${name}: odciski, funkcje zespołowe i cena za profil.`,
    bodies: {
      'gologin-alternative':
        'Zespoły przechodzące z GoLogin zachowują ciasteczka dzięki importowi, a synchronizator i RPA dostają w każdym płatnym planie, z cenami w lokalnej walucie.',
      'incogniton-alternative':
        'W porównaniu z Incognitonem Morphis aktualizuje silnik Chromium w ciągu kilku tygodni od wydania Chrome i oferuje lokalne API już od planu Solo.',
      'dolphin-anty-alternative':
        'Media buyerzy przechodzący z Dolphin Anty dostają te same narzędzia masowe, a do tego role per folder i dziennik aktywności dla większych zespołów.',
      'multilogin-alternative':
        'Morphis zapewnia spójność odcisków na poziomie Multilogina w niższej cenie za profil, z miesięcznymi planami, od których łatwo zacząć.',
      'octo-browser-alternative':
        'Przechodząc z Octo Browser, zespoły zachowują swoje proxy i zyskują RPA bez kodu, profile Androida w wersji zapoznawczej i wsparcie w 20 językach.',
      'undetectable-alternative':
        'W przeciwieństwie do Undetectable Morphis przechowuje profile w chmurze i lokalnie, więc zespół udostępnia je bez kopiowania plików.',
      'ziniao-alternative':
        'Sprzedawcy e-commerce przechodzący z Ziniao dostają tę samą izolację sklepów, swobodny wybór dostawcy proxy i płatności w USD, BRL, PLN lub VND.',
    },
  },
  plans: {
    free: [
      'Darmowy',
      'Wypróbuj Morphis z trzema profilami, za darmo na zawsze.',
      ['3 profile przeglądarki', 'Menedżer proxy', 'Import ciasteczek'],
    ],
    solo: [
      'Solo',
      'Dla jednej osoby prowadzącej wiele kont.',
      ['100 profili przeglądarki', 'Synchronizator', 'Lokalne API', 'RPA z 5 zadaniami'],
    ],
    team: [
      'Team',
      'Dla agencji i zespołów współdzielących profile.',
      ['300 profili przeglądarki', '10 członków zespołu', 'Role i dziennik aktywności', 'Nielimitowane zadania RPA'],
    ],
    enterprise: [
      'Enterprise',
      'Dla dużych zespołów z indywidualnymi potrzebami.',
      ['2000 profili przeglądarki', '50 członków zespołu', 'Dedykowany opiekun', 'Płatność na fakturę'],
    ],
  },
  faq: {
    'what-is-an-antidetect-browser': [
      'Czym jest przeglądarka antydetekcyjna?',
      'To przeglądarka, w której każdy profil ma własny spójny odcisk urządzenia, ciasteczka i proxy, więc strony widzą każdy profil jako osobnego odwiedzającego.',
    ],
    'is-it-legal': [
      'Czy korzystanie z Morphis jest legalne?',
      'Tak. Morphis to narzędzie do ochrony prywatności. Odpowiadasz za przestrzeganie prawa i regulaminów platform, na których go używasz.',
    ],
    'annual-discount': [
      'Ile oszczędzę przy płatności rocznej?',
      'Plan roczny kosztuje tyle co dziesięć miesięcy za dwanaście, w każdej walucie.',
    ],
    refunds: [
      'Czy mogę otrzymać zwrot pieniędzy?',
      'Tak, w ciągu 7 dni od pierwszej płatności, jeśli uruchomiono mniej niż 20 profili.',
    ],
    'which-proxies': [
      'Jakie proxy działają z Morphis?',
      'Proxy HTTP, HTTPS i SOCKS5, z logowaniem lub bez, w tym rotacyjne proxy domowe i mobilne.',
    ],
    'profile-storage': [
      'Gdzie są przechowywane moje profile?',
      'Zaszyfrowane w naszej chmurze, aby zespół mógł je otwierać wszędzie, z lokalną kopią na każdym komputerze, który z nich korzysta.',
    ],
    'change-email': [
      'Jak zmienić e-mail konta?',
      'Otwórz Konto → Bezpieczeństwo, wpisz nowy adres i potwierdź link wysłany na stary i nowy adres.',
    ],
    'two-factor': [
      'Czy Morphis obsługuje uwierzytelnianie dwuskładnikowe?',
      'Tak. Włącz je w Konto → Bezpieczeństwo w dowolnej aplikacji uwierzytelniającej; właściciel zespołu może je wymagać od wszystkich.',
    ],
  },
  releases: {
    '3-8-0': [
      'Morphis 3.8.0',
      'Silnik Chromium 131 i szybszy import ciasteczek.',
      '- Silnik Chromium 131 we wszystkich profilach.\n- Import ciasteczek z dużych plików jest trzy razy szybszy.\n- Naprawiono: sprawdzanie proxy ignorowało port SOCKS5 w 32-bitowym Windowsie.',
    ],
    '3-9-0': [
      'Morphis 3.9.0',
      'Foldery profili i zbiorczy edytor proxy.',
      '- Profile można grupować w folderach i udostępniać całe foldery.\n- Zbiorczy edytor proxy: zmiana proxy wielu profili naraz.\n- Poprawka: strefa czasowa nie aktualizowała się po zmianie proxy działającego profilu.',
    ],
    '4-0-0': [
      'Morphis 4.0.0',
      'Chromium 134, szybszy start i nowy panel zespołu.',
      '- Rdzeń Chromium 134.\n- Profile uruchamiają się nawet o 40% szybciej.\n- Nowy panel zespołu z rolami, folderami i dziennikiem aktywności.\n- Koniec wsparcia dla Windows 7.',
    ],
    '4-1-0': [
      'Morphis 4.1.0',
      'Warianty tekstu w synchronizatorze i pętle w RPA.',
      '- Synchronizator wstawia różne warianty tekstu w każdym oknie.\n- Zadania RPA obsługują pętle po liście wartości.\n- Koniec wydań dla 32-bitowego Windows; istniejące instalacje nadal działają.',
    ],
    '4-2-0': [
      'Morphis 4.2.0',
      'Lokalne API wychodzi z bety.',
      '- Lokalne API jest stabilne: uruchamianie, zatrzymywanie, proxy i ciasteczka.\n- Klucze API można zmieniać w ustawieniach.\n- Poprawka: szum canvas zmieniał się po przeniesieniu profilu.',
    ],
    '4-3-0': [
      'Morphis 4.3.0',
      'Profile Android w wersji zapoznawczej i Chromium 140.',
      '- Profile Android w publicznej wersji zapoznawczej.\n- Rdzeń Chromium 140.\n- Sprawdzanie profilu oznacza układy klawiatury niepasujące do kraju proxy.',
    ],
  },
  terms: {
    blogCategories: {
      fingerprinting: [
        'Odcisk przeglądarki',
        'Jak strony rozpoznają przeglądarkę i jak Morphis sprawia, że każdy profil jest inny.',
      ],
      'affiliate-marketing': ['Marketing afiliacyjny', 'Konta reklamowe i afiliacyjne na dużą skalę, bez banów.'],
      'e-commerce': ['E-handel', 'Konta sprzedawców na marketplace’ach w różnych regionach.'],
      'team-workflows': ['Praca zespołowa', 'Wspólne profile, uprawnienia i automatyzacja w zespole.'],
    },
    newsCategories: { product: 'Nowości w produkcie', company: 'Firma' },
    guideCategories: { 'getting-started': 'Pierwsze kroki', proxies: 'Proxy', automation: 'Automatyzacja' },
    blogTags: {
      canvas: 'Canvas',
      webgl: 'WebGL',
      'facebook-ads': 'Reklamy na Facebooku',
      amazon: 'Amazon',
      proxies: 'Proxy',
      'account-safety': 'Bezpieczeństwo kont',
    },
    newsTags: { release: 'Nowa wersja', pricing: 'Cennik', events: 'Wydarzenia' },
    guideTags: { beginner: 'Dla początkujących', advanced: 'Dla zaawansowanych', api: 'API' },
  },
  partners: {
    'northwind-proxies': [
      'Northwind Proxies: domowe IP w 190 krajach',
      '15% zniżki na ruch domowy i mobilny z kodem MORPHIS15.',
      'Northwind Proxies oferuje domowe i mobilne IP z sesjami sticky do 24 godzin. Adresy SOCKS5 wklejasz prosto do profilu Morphis, a kod **MORPHIS15** daje 15% zniżki przez pierwsze trzy miesiące.',
    ],
    'cellgate-mobile': [
      'CellGate Mobile: proxy 4G i 5G',
      'Dedykowane modemy ze zmianą IP przez link, do social mediów i rejestracji.',
      'CellGate wynajmuje dedykowane modemy 4G i 5G w USA, Wielkiej Brytanii, Brazylii i Polsce. Modem zmienia IP, gdy otworzysz link rotacji, który możesz zapisać w ustawieniach proxy profilu.',
    ],
    'paylane-cards': [
      'Paylane Cards: karty wirtualne na wydatki reklamowe',
      'Osobna karta dla każdego konta reklamowego i wydatki rozliczane per klient.',
      'Paylane wydaje wirtualne karty Visa i Mastercard w kilka sekund, z limitami na kartę i na dzień. Jedna karta na konto reklamowe sprawia, że metody płatności nie powiążą Twoich kont.',
    ],
    'offerhub-network': [
      'OfferHub Network: oferty CPA w 60 krajach',
      'Nutra, loterie i instalacje aplikacji z cotygodniowymi wypłatami.',
      'OfferHub ma ponad 2000 ofert CPA z cotygodniowymi wypłatami od 50 USD. Klienci Morphis dostają osobistego managera i podwyższoną stawkę za konwersje z pierwszego miesiąca.',
    ],
    'captchafox-solver': [
      'CaptchaFox Solver: captcha w zadaniach RPA',
      'Dodaj krok rozwiązywania captchy do dowolnego zadania RPA w Morphis jednym kluczem API.',
      'Wklej klucz CaptchaFox w **Ustawienia → Integracje** i dodaj do zadania RPA krok „Rozwiąż captchę”. Obrazki, reCAPTCHA i hCaptcha są rozwiązywane w około dziesięć sekund.',
    ],
    'growth-guild-community': [
      'Growth Guild: społeczność media buyerów',
      'Case studies, cotygodniowe calle i tablica ogłoszeń o pracę dla zespołów afiliacyjnych.',
      'W Growth Guild 12 000 media buyerów dzieli się analizami kampanii i wskazówkami o narzędziach. Morphis prowadzi tam co miesiąc otwarty call o bezpieczeństwie kont, a członkowie mają 20% zniżki na pierwszy rok.',
    ],
  },
} satisfies Translation;
