import type { DraftTranslation } from './types';

/** Polish (pl): every marketing text of the site. Still partial: `npm run content:coverage` lists what is missing; declare it `satisfies Translation` once complete. */
export const pl = {
  settings: ['Morphis – przeglądarka antydetekcyjna do zarządzania wieloma kontami', 'przeglądarka antydetekcyjna, wiele kont, odcisk przeglądarki', 'Prowadź wiele kont bezpiecznie: każdy profil Morphis to osobne urządzenie z własnym odciskiem, ciasteczkami i proxy.'],
  pages: {
    'about-us': ['O Morphis', 'Tworzymy przeglądarkę, dzięki której jedna osoba bezpiecznie działa jak wiele.', 'Morphis powstał w 2021 roku jako narzędzie naszego własnego zespołu afiliacyjnego. Dziś 40 inżynierów w czterech krajach dba o aktualność odcisków, a ponad 60 000 marketerów, sprzedawców i agencji korzysta z niego codziennie.'],
    links: ['Przydatne linki', 'Pobieranie, status usługi, społeczność i wsparcie w jednym miejscu.', '- [Pobierz Morphis](/download)\n- [Centrum pomocy](/helps)\n- [Informacje o wydaniach](/release)\n- [Status usługi](https://status.morphis.example)\n- [Wsparcie e-mailem](mailto:support@morphis.example)'],
    'partner-plan': ['Program partnerski', 'Zarabiaj 30% każdej płatności klientów, których przyprowadzisz, dopóki z nami są.', 'Zgłoś się ze swoją stroną lub kanałem, odbierz osobisty link i kod promocyjny, a wypłaty otrzymuj co miesiąc po przekroczeniu 50 USD. O integrację mogą się też ubiegać dostawcy proxy i narzędzi.'],
    'pre-sales': ['Porozmawiaj z działem sprzedaży', 'Plany dla zespołów od 20 osób, faktury i pomoc we wdrożeniu.', 'Napisz, ilu profili i członków zespołu potrzebujesz. Inżynier sprzedaży odpowie w ciągu dnia roboczego z indywidualną wyceną, 14-dniowym testem zespołowym i planem migracji z obecnego narzędzia.'],
    'referral-program': ['Program poleceń', 'Zaproś znajomego: on dostaje 20% zniżki, ty darmowy miesiąc.', 'Udostępnij link polecający ze strony konta. Gdy zaproszona osoba opłaci dowolny plan, zaoszczędzi 20% przy pierwszej płatności, a do twojego konta zostanie dodany miesiąc twojego planu.'],
    'use-cases': ['Zastosowania', 'Jak marketerzy, sprzedawcy, agencje i programiści korzystają z Morphis.', '- **Zespoły afiliacyjne** prowadzą setki kont reklamowych na osobnych urządzeniach.\n- **Sprzedawcy e-commerce** rozdzielają sklepy w różnych regionach.\n- **Agencje** udostępniają konta klientów według ról.\n- **Programiści** sterują profilami z kodu przez lokalne API.'],
    docs: ['Dokumentacja', 'Dokumentacja lokalnego API, kroków RPA i ustawień profili.', 'Zacznij od [centrum pomocy](/helps) w codziennych sprawach i od [poradników](/guide) przy instrukcjach krok po kroku. Dokumentacja lokalnego API opisuje każdy endpoint z przykładami żądań i odpowiedzi.'],
    'privacy-policy': ['Polityka prywatności', 'Co zbieramy na tej stronie i w aplikacji oraz dlaczego.', 'Przechowujemy e-mail konta, dane rozliczeniowe i synchronizowane ustawienia profili. Nigdy nie czytamy treści stron otwieranych w profilach. Dane możesz w każdej chwili wyeksportować lub usunąć na stronie konta.'],
    'terms-of-service': ['Regulamin', 'Zasady korzystania z Morphis w prostych słowach.', 'Możesz używać Morphis w każdym zgodnym z prawem celu i musisz przestrzegać zasad platform, na których pracujesz. Plany odnawiają się automatycznie do czasu anulowania; zwrot jest możliwy w ciągu 7 dni od pierwszej płatności.'],
  },
  plans: {
    free: ['Darmowy', 'Wypróbuj Morphis z trzema profilami, za darmo na zawsze.', ['3 profile przeglądarki', 'Menedżer proxy', 'Import ciasteczek']],
    solo: ['Solo', 'Dla jednej osoby prowadzącej wiele kont.', ['100 profili przeglądarki', 'Synchronizator', 'Lokalne API', 'RPA z 5 zadaniami']],
    team: ['Team', 'Dla agencji i zespołów współdzielących profile.', ['300 profili przeglądarki', '10 członków zespołu', 'Role i dziennik aktywności', 'Nielimitowane zadania RPA']],
    enterprise: ['Enterprise', 'Dla dużych zespołów z indywidualnymi potrzebami.', ['2000 profili przeglądarki', '50 członków zespołu', 'Dedykowany opiekun', 'Płatność na fakturę']],
  },
  faq: {
    'what-is-an-antidetect-browser': ['Czym jest przeglądarka antydetekcyjna?', 'To przeglądarka, w której każdy profil ma własny spójny odcisk urządzenia, ciasteczka i proxy, więc strony widzą każdy profil jako osobnego odwiedzającego.'],
    'is-it-legal': ['Czy korzystanie z Morphis jest legalne?', 'Tak. Morphis to narzędzie do ochrony prywatności. Odpowiadasz za przestrzeganie prawa i regulaminów platform, na których go używasz.'],
    'annual-discount': ['Ile oszczędzę przy płatności rocznej?', 'Plan roczny kosztuje tyle co dziesięć miesięcy za dwanaście, w każdej walucie.'],
    refunds: ['Czy mogę otrzymać zwrot pieniędzy?', 'Tak, w ciągu 7 dni od pierwszej płatności, jeśli uruchomiono mniej niż 20 profili.'],
    'which-proxies': ['Jakie proxy działają z Morphis?', 'Proxy HTTP, HTTPS i SOCKS5, z logowaniem lub bez, w tym rotacyjne proxy domowe i mobilne.'],
    'profile-storage': ['Gdzie są przechowywane moje profile?', 'Zaszyfrowane w naszej chmurze, aby zespół mógł je otwierać wszędzie, z lokalną kopią na każdym komputerze, który z nich korzysta.'],
    'change-email': ['Jak zmienić e-mail konta?', 'Otwórz Konto → Bezpieczeństwo, wpisz nowy adres i potwierdź link wysłany na stary i nowy adres.'],
    'two-factor': ['Czy Morphis obsługuje uwierzytelnianie dwuskładnikowe?', 'Tak. Włącz je w Konto → Bezpieczeństwo w dowolnej aplikacji uwierzytelniającej; właściciel zespołu może je wymagać od wszystkich.'],
  },
  releases: {
    '3-9-0': ['Morphis 3.9.0', 'Foldery profili i zbiorczy edytor proxy.', '- Profile można grupować w folderach i udostępniać całe foldery.\n- Zbiorczy edytor proxy: zmiana proxy wielu profili naraz.\n- Poprawka: strefa czasowa nie aktualizowała się po zmianie proxy działającego profilu.'],
    '4-0-0': ['Morphis 4.0.0', 'Chromium 134, szybszy start i nowy panel zespołu.', '- Rdzeń Chromium 134.\n- Profile uruchamiają się nawet o 40% szybciej.\n- Nowy panel zespołu z rolami, folderami i dziennikiem aktywności.\n- Koniec wsparcia dla Windows 7.'],
    '4-1-0': ['Morphis 4.1.0', 'Warianty tekstu w synchronizatorze i pętle w RPA.', '- Synchronizator wstawia różne warianty tekstu w każdym oknie.\n- Zadania RPA obsługują pętle po liście wartości.\n- Koniec wydań dla 32-bitowego Windows; istniejące instalacje nadal działają.'],
    '4-2-0': ['Morphis 4.2.0', 'Lokalne API wychodzi z bety.', '- Lokalne API jest stabilne: uruchamianie, zatrzymywanie, proxy i ciasteczka.\n- Klucze API można zmieniać w ustawieniach.\n- Poprawka: szum canvas zmieniał się po przeniesieniu profilu.'],
    '4-3-0': ['Morphis 4.3.0', 'Profile Android w wersji zapoznawczej i Chromium 140.', '- Profile Android w publicznej wersji zapoznawczej.\n- Rdzeń Chromium 140.\n- Sprawdzanie profilu oznacza układy klawiatury niepasujące do kraju proxy.'],
  },
} satisfies DraftTranslation;
