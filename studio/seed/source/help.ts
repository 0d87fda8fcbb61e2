import type { HelpSource } from './types';

type Row = [
  slug: string,
  section: string,
  order: number,
  date: string,
  t: HelpSource['t'],
  stale?: HelpSource['stale'],
];

/** Help centre: English, Chinese, Russian, Spanish, Portuguese, German, French, Turkish; the first three articles in every other language too (every language needs at least three). */
const rows: Row[] = [
  [
    'system-requirements',
    'getting-started',
    1,
    '2025-01-06',
    {
      en: [
        'System requirements',
        'Windows 10 or later, macOS 12 or later, or a 64-bit Linux desktop.',
        'Morphis runs on Windows 10 and 11 (64-bit), macOS 12 or later on Intel and Apple silicon, and Ubuntu 22.04 or similar. Plan 300 MB of memory for each open profile.',
      ],
      zh: [
        '系统要求',
        'Windows 10 及以上、macOS 12 及以上，或 64 位 Linux 桌面。',
        'Morphis 支持 Windows 10 和 11（64 位）、Intel 与 Apple 芯片的 macOS 12 及以上版本，以及 Ubuntu 22.04 或同类系统。每个打开的环境约需 300 MB 内存。',
      ],
      ru: [
        'Системные требования',
        'Windows 10 и новее, macOS 12 и новее или 64-битный Linux.',
        'Morphis работает на Windows 10 и 11 (64 бит), macOS 12 и новее на Intel и Apple silicon, а также на Ubuntu 22.04 и аналогах. Закладывайте 300 МБ памяти на каждый открытый профиль.',
      ],
      es: [
        'Requisitos del sistema',
        'Windows 10 o posterior, macOS 12 o posterior, o Linux de 64 bits.',
        'Morphis funciona en Windows 10 y 11 (64 bits), macOS 12 o posterior en Intel y Apple silicon, y Ubuntu 22.04 o similar. Calcula 300 MB de memoria por cada perfil abierto.',
      ],
      pt: [
        'Requisitos do sistema',
        'Windows 10 ou superior, macOS 12 ou superior, ou Linux de 64 bits.',
        'O Morphis roda no Windows 10 e 11 (64 bits), no macOS 12 ou superior em Intel e Apple silicon e no Ubuntu 22.04 ou similar. Reserve 300 MB de memória para cada perfil aberto.',
      ],
      de: [
        'Systemanforderungen',
        'Windows 10 oder neuer, macOS 12 oder neuer oder ein 64-Bit-Linux.',
        'Morphis läuft unter Windows 10 und 11 (64 Bit), macOS 12 oder neuer auf Intel und Apple Silicon sowie Ubuntu 22.04 oder vergleichbar. Plane 300 MB Arbeitsspeicher pro geöffnetem Profil ein.',
      ],
      fr: [
        'Configuration requise',
        'Windows 10 ou plus récent, macOS 12 ou plus récent, ou Linux 64 bits.',
        'Morphis fonctionne sous Windows 10 et 11 (64 bits), macOS 12 ou plus récent sur Intel et Apple silicon, et Ubuntu 22.04 ou équivalent. Prévoyez 300 Mo de mémoire par profil ouvert.',
      ],
      tr: [
        'Sistem gereksinimleri',
        'Windows 10 veya üstü, macOS 12 veya üstü ya da 64 bit Linux.',
        'Morphis, Windows 10 ve 11 (64 bit), Intel ve Apple silicon üzerinde macOS 12 veya üstü ve Ubuntu 22.04 ya da benzerlerinde çalışır. Açık her profil için 300 MB bellek ayırın.',
      ],
      vn: [
        'Yêu cầu hệ thống',
        'Windows 10 trở lên, macOS 12 trở lên hoặc Linux 64-bit.',
        'Morphis chạy trên Windows 10 và 11 (64-bit), macOS 12 trở lên trên chip Intel và Apple silicon, và Ubuntu 22.04 hoặc tương đương. Hãy dành khoảng 300 MB bộ nhớ cho mỗi hồ sơ đang mở.',
      ],
      uk: [
        'Системні вимоги',
        'Windows 10 і новіші, macOS 12 і новіші або 64-бітний Linux.',
        'Morphis працює на Windows 10 і 11 (64 біт), macOS 12 і новіших на Intel та Apple silicon, а також на Ubuntu 22.04 чи подібних системах. Закладайте 300 МБ пам’яті на кожен відкритий профіль.',
      ],
      ko: [
        '시스템 요구 사항',
        'Windows 10 이상, macOS 12 이상 또는 64비트 Linux.',
        'Morphis는 Windows 10·11(64비트), Intel 및 Apple silicon 기반 macOS 12 이상, Ubuntu 22.04 또는 유사한 배포판에서 실행됩니다. 열려 있는 프로필 하나당 약 300MB의 메모리를 잡아 두세요.',
      ],
      jp: [
        '動作環境',
        'Windows 10 以降、macOS 12 以降、または 64 ビット版 Linux。',
        'Morphis は Windows 10／11（64 ビット）、Intel および Apple シリコン搭載の macOS 12 以降、Ubuntu 22.04 またはそれに準じる環境で動作します。開いているプロファイル 1 つにつき、約 300 MB のメモリを見込んでください。',
      ],
      tc: [
        '系統需求',
        'Windows 10 以上、macOS 12 以上，或 64 位元 Linux。',
        'Morphis 可在 Windows 10 與 11（64 位元）、搭載 Intel 或 Apple 晶片的 macOS 12 以上版本，以及 Ubuntu 22.04 或同類系統上執行。每個開啟中的環境約需 300 MB 記憶體。',
      ],
      pl: [
        'Wymagania systemowe',
        'Windows 10 lub nowszy, macOS 12 lub nowszy albo 64-bitowy Linux.',
        'Morphis działa na Windows 10 i 11 (64-bit), macOS 12 lub nowszym na procesorach Intel i Apple silicon oraz na Ubuntu 22.04 lub podobnym systemie. Zaplanuj około 300 MB pamięci na każdy otwarty profil.',
      ],
      th: [
        'ความต้องการของระบบ',
        'Windows 10 ขึ้นไป, macOS 12 ขึ้นไป หรือ Linux แบบ 64 บิต',
        'Morphis ทำงานบน Windows 10 และ 11 (64 บิต), macOS 12 ขึ้นไปทั้งชิป Intel และ Apple silicon รวมถึง Ubuntu 22.04 หรือระบบใกล้เคียง ควรเผื่อหน่วยความจำประมาณ 300 MB ต่อหนึ่งโปรไฟล์ที่เปิดอยู่',
      ],
      hi: [
        'सिस्टम आवश्यकताएँ',
        'Windows 10 या नया, macOS 12 या नया, या 64-बिट Linux।',
        'Morphis Windows 10 और 11 (64-बिट), Intel और Apple silicon पर macOS 12 या नए, और Ubuntu 22.04 या उस जैसे सिस्टम पर चलता है। हर खुली प्रोफ़ाइल के लिए लगभग 300 MB मेमोरी रखें।',
      ],
      fil: [
        'Mga kinakailangan ng system',
        'Windows 10 pataas, macOS 12 pataas, o 64-bit na Linux.',
        'Tumatakbo ang Morphis sa Windows 10 at 11 (64-bit), macOS 12 pataas sa Intel at Apple silicon, at Ubuntu 22.04 o katulad nito. Maglaan ng mga 300 MB na memory para sa bawat nakabukas na profile.',
      ],
      km: [
        'តម្រូវការប្រព័ន្ធ',
        'Windows 10 ឬថ្មីជាងនេះ macOS 12 ឬថ្មីជាងនេះ ឬ Linux 64 ប៊ីត។',
        'Morphis ដំណើរការលើ Windows 10 និង 11 (64 ប៊ីត) macOS 12 ឬថ្មីជាងនេះលើ Intel និង Apple silicon និង Ubuntu 22.04 ឬប្រព័ន្ធស្រដៀងគ្នា។ សូមទុកអង្គចងចាំប្រហែល 300 MB សម្រាប់ប្រវត្តិរូបនីមួយៗដែលកំពុងបើក។',
      ],
      nl: [
        'Systeemvereisten',
        'Windows 10 of nieuwer, macOS 12 of nieuwer, of 64-bits Linux.',
        'Morphis draait op Windows 10 en 11 (64-bits), macOS 12 of nieuwer op Intel en Apple silicon, en Ubuntu 22.04 of vergelijkbaar. Reken op ongeveer 300 MB geheugen per geopend profiel.',
      ],
      ro: [
        'Cerințe de sistem',
        'Windows 10 sau mai nou, macOS 12 sau mai nou ori Linux pe 64 de biți.',
        'Morphis rulează pe Windows 10 și 11 (64 de biți), macOS 12 sau mai nou pe Intel și Apple silicon și pe Ubuntu 22.04 sau similar. Socotește cam 300 MB de memorie pentru fiecare profil deschis.',
      ],
    },
  ],
  [
    'install-on-macos',
    'getting-started',
    2,
    '2025-01-06',
    {
      en: [
        'Install Morphis on macOS',
        'Pick the Apple silicon or Intel build and allow it in Privacy & Security.',
        'Download the build for your chip, drag Morphis to Applications and open it. If macOS blocks the first launch, open **System Settings → Privacy & Security** and click **Open anyway**.',
      ],
      zh: [
        '在 macOS 上安装 Morphis',
        '选择 Apple 芯片或 Intel 版本，并在“隐私与安全性”中允许运行。',
        '下载与你的芯片对应的版本，将 Morphis 拖入“应用程序”并打开。如果 macOS 阻止首次启动，请打开**系统设置 → 隐私与安全性**并点击**仍要打开**。',
      ],
      ru: [
        'Установка Morphis на macOS',
        'Выберите сборку для Apple silicon или Intel и разрешите запуск в настройках безопасности.',
        'Скачайте сборку для своего процессора, перетащите Morphis в «Программы» и откройте. Если macOS блокирует первый запуск, откройте **Системные настройки → Конфиденциальность и безопасность** и нажмите **Всё равно открыть**.',
      ],
      es: [
        'Instalar Morphis en macOS',
        'Elige la versión para Apple silicon o Intel y permítela en Privacidad y seguridad.',
        'Descarga la versión para tu chip, arrastra Morphis a Aplicaciones y ábrelo. Si macOS bloquea el primer inicio, abre **Ajustes del Sistema → Privacidad y seguridad** y pulsa **Abrir igualmente**.',
      ],
      pt: [
        'Instalar o Morphis no macOS',
        'Escolha a versão para Apple silicon ou Intel e permita em Privacidade e Segurança.',
        'Baixe a versão para o seu chip, arraste o Morphis para Aplicativos e abra. Se o macOS bloquear a primeira abertura, vá em **Ajustes do Sistema → Privacidade e Segurança** e clique em **Abrir Mesmo Assim**.',
      ],
      de: [
        'Morphis unter macOS installieren',
        'Wähle die Version für Apple Silicon oder Intel und erlaube sie unter Datenschutz & Sicherheit.',
        'Lade die Version für deinen Chip, ziehe Morphis in „Programme“ und öffne es. Blockiert macOS den ersten Start, öffne **Systemeinstellungen → Datenschutz & Sicherheit** und klicke **Dennoch öffnen**.',
      ],
      fr: [
        'Installer Morphis sur macOS',
        'Choisissez la version Apple silicon ou Intel et autorisez-la dans Confidentialité et sécurité.',
        'Téléchargez la version adaptée à votre puce, glissez Morphis dans Applications et ouvrez-le. Si macOS bloque le premier lancement, ouvrez **Réglages Système → Confidentialité et sécurité** et cliquez sur **Ouvrir quand même**.',
      ],
      tr: [
        'Morphis’i macOS’a kurma',
        'Apple silicon veya Intel sürümünü seçin ve Gizlilik ve Güvenlik’te izin verin.',
        'Çipinize uygun sürümü indirin, Morphis’i Uygulamalar’a sürükleyip açın. macOS ilk açılışı engellerse **Sistem Ayarları → Gizlilik ve Güvenlik**’i açıp **Yine de aç**’a tıklayın.',
      ],
      vn: [
        'Cài đặt Morphis trên macOS',
        'Chọn bản dành cho Apple silicon hoặc Intel và cho phép trong Quyền riêng tư & Bảo mật.',
        'Tải bản phù hợp với chip của bạn, kéo Morphis vào Ứng dụng rồi mở. Nếu macOS chặn lần mở đầu tiên, hãy vào **Cài đặt hệ thống → Quyền riêng tư & Bảo mật** và nhấn **Vẫn mở**.',
      ],
      uk: [
        'Встановлення Morphis на macOS',
        'Оберіть збірку для Apple silicon або Intel і дозвольте її в розділі «Приватність і безпека».',
        'Завантажте збірку для свого процесора, перетягніть Morphis у «Програми» й відкрийте. Якщо macOS заблокує перший запуск, відкрийте **Системні параметри → Приватність і безпека** та натисніть **Усе одно відкрити**.',
      ],
      ko: [
        'macOS에 Morphis 설치하기',
        'Apple silicon용 또는 Intel용 빌드를 고르고 개인정보 보호 및 보안에서 허용하세요.',
        '칩에 맞는 빌드를 내려받아 Morphis를 응용 프로그램 폴더로 끌어다 놓고 실행하세요. macOS가 첫 실행을 막으면 **시스템 설정 → 개인정보 보호 및 보안**을 열고 **그래도 열기**를 누르세요.',
      ],
      jp: [
        'macOS に Morphis をインストールする',
        'Apple シリコン版か Intel 版を選び、「プライバシーとセキュリティ」で許可します。',
        'お使いのチップに合ったビルドをダウンロードし、Morphis を「アプリケーション」にドラッグして開きます。初回の起動が macOS にブロックされた場合は、**システム設定 → プライバシーとセキュリティ**を開き、**このまま開く**をクリックしてください。',
      ],
      tc: [
        '在 macOS 上安裝 Morphis',
        '選擇 Apple 晶片或 Intel 版本，並在「隱私權與安全性」中允許執行。',
        '下載符合你晶片的版本，把 Morphis 拖到「應用程式」後開啟。若 macOS 阻擋第一次啟動，請前往**系統設定 → 隱私權與安全性**，再按**強制打開**。',
      ],
      pl: [
        'Instalacja Morphis na macOS',
        'Wybierz wersję dla Apple silicon lub Intela i zezwól na nią w ustawieniach Prywatność i ochrona.',
        'Pobierz wersję dla swojego procesora, przeciągnij Morphis do folderu Aplikacje i otwórz. Jeśli macOS zablokuje pierwsze uruchomienie, otwórz **Ustawienia systemowe → Prywatność i ochrona** i kliknij **Otwórz mimo to**.',
      ],
      th: [
        'ติดตั้ง Morphis บน macOS',
        'เลือกเวอร์ชันสำหรับ Apple silicon หรือ Intel แล้วอนุญาตในความเป็นส่วนตัวและความปลอดภัย',
        'ดาวน์โหลดเวอร์ชันที่ตรงกับชิปของคุณ ลาก Morphis ไปไว้ในแอปพลิเคชันแล้วเปิด หาก macOS บล็อกการเปิดครั้งแรก ให้ไปที่ **การตั้งค่าระบบ → ความเป็นส่วนตัวและความปลอดภัย** แล้วคลิก **เปิดต่อไป**',
      ],
      hi: [
        'macOS पर Morphis इंस्टॉल करें',
        'Apple silicon या Intel बिल्ड चुनें और उसे Privacy & Security में अनुमति दें।',
        'अपनी चिप के लिए बिल्ड डाउनलोड करें, Morphis को Applications में खींचें और खोलें। अगर macOS पहली बार खुलने से रोकता है, तो **System Settings → Privacy & Security** खोलें और **Open Anyway** पर क्लिक करें।',
      ],
      fil: [
        'Pag-install ng Morphis sa macOS',
        'Piliin ang build para sa Apple silicon o Intel at payagan ito sa Privacy & Security.',
        'I-download ang build para sa chip mo, i-drag ang Morphis sa Applications at buksan ito. Kung hinarang ng macOS ang unang pagbukas, pumunta sa **System Settings → Privacy & Security** at i-click ang **Open Anyway**.',
      ],
      km: [
        'ដំឡើង Morphis លើ macOS',
        'ជ្រើសកំណែសម្រាប់ Apple silicon ឬ Intel ហើយអនុញ្ញាតវានៅក្នុង Privacy & Security។',
        'ទាញយកកំណែសម្រាប់បន្ទះឈីបរបស់អ្នក អូស Morphis ទៅ Applications ហើយបើកវា។ ប្រសិនបើ macOS រារាំងការបើកលើកដំបូង សូមបើក **System Settings → Privacy & Security** ហើយចុច **Open Anyway**។',
      ],
      nl: [
        'Morphis installeren op macOS',
        'Kies de versie voor Apple silicon of Intel en sta die toe bij Privacy en beveiliging.',
        'Download de versie voor jouw chip, sleep Morphis naar Apps en open het. Blokkeert macOS de eerste start, open dan **Systeeminstellingen → Privacy en beveiliging** en klik op **Open toch**.',
      ],
      ro: [
        'Instalarea Morphis pe macOS',
        'Alege versiunea pentru Apple silicon sau Intel și permite-o din Confidențialitate și securitate.',
        'Descarcă versiunea potrivită cipului tău, trage Morphis în Aplicații și deschide-l. Dacă macOS blochează prima pornire, deschide **Configurări sistem → Confidențialitate și securitate** și apasă **Deschide oricum**.',
      ],
    },
  ],
  [
    'profile-will-not-start',
    'profiles',
    1,
    '2025-02-02',
    {
      en: [
        'A profile will not start',
        'Most start failures come from a proxy that does not answer.',
        'Open the profile, press **Check** next to the proxy and fix or replace it if the check fails. If the proxy is fine, clear the profile cache from the profile menu and start it again.',
      ],
      zh: [
        '环境无法启动',
        '大多数启动失败都是因为代理无响应。',
        '打开环境，点击代理旁边的**检测**，检测失败时修正或更换代理。如果代理正常，请在环境菜单中清除环境缓存后重新启动。',
      ],
      ru: [
        'Профиль не запускается',
        'Чаще всего причина — прокси, который не отвечает.',
        'Откройте профиль, нажмите **Проверить** рядом с прокси и исправьте или замените его, если проверка не прошла. Если прокси в порядке, очистите кеш профиля в его меню и запустите снова.',
      ],
      es: [
        'Un perfil no se inicia',
        'Casi siempre la causa es un proxy que no responde.',
        'Abre el perfil, pulsa **Comprobar** junto al proxy y corrígelo o cámbialo si falla. Si el proxy funciona, borra la caché del perfil desde su menú e inícialo de nuevo.',
      ],
      pt: [
        'Um perfil não abre',
        'Quase sempre a causa é um proxy que não responde.',
        'Abra o perfil, clique em **Verificar** ao lado do proxy e corrija ou troque se a verificação falhar. Se o proxy estiver bom, limpe o cache do perfil pelo menu e abra de novo.',
      ],
      de: [
        'Ein Profil startet nicht',
        'Meist liegt es an einem Proxy, der nicht antwortet.',
        'Öffne das Profil, klicke neben dem Proxy auf **Prüfen** und korrigiere oder ersetze ihn, wenn die Prüfung fehlschlägt. Ist der Proxy in Ordnung, leere den Profil-Cache im Profilmenü und starte erneut.',
      ],
      fr: [
        'Un profil ne démarre pas',
        'La plupart du temps, c’est un proxy qui ne répond pas.',
        'Ouvrez le profil, cliquez sur **Vérifier** à côté du proxy et corrigez-le ou remplacez-le en cas d’échec. Si le proxy fonctionne, videz le cache du profil depuis son menu et relancez-le.',
      ],
      tr: [
        'Bir profil başlamıyor',
        'Başlatma hatalarının çoğu yanıt vermeyen bir proxy’den kaynaklanır.',
        'Profili açın, proxy’nin yanındaki **Kontrol et**e basın ve kontrol başarısızsa düzeltin ya da değiştirin. Proxy sağlamsa profil menüsünden önbelleği temizleyip yeniden başlatın.',
      ],
      vn: [
        'Hồ sơ không khởi động được',
        'Phần lớn lỗi khởi động là do proxy không phản hồi.',
        'Mở hồ sơ, nhấn **Kiểm tra** bên cạnh proxy và sửa hoặc thay proxy nếu kiểm tra thất bại. Nếu proxy vẫn ổn, hãy xóa bộ nhớ đệm của hồ sơ từ menu hồ sơ rồi khởi động lại.',
      ],
      uk: [
        'Профіль не запускається',
        'Найчастіше причина — проксі, який не відповідає.',
        'Відкрийте профіль, натисніть **Перевірити** поруч із проксі та виправте або замініть його, якщо перевірка не пройшла. Якщо з проксі все гаразд, очистьте кеш профілю в його меню й запустіть знову.',
      ],
      ko: [
        '프로필이 실행되지 않을 때',
        '실행 실패의 대부분은 응답하지 않는 프록시 때문입니다.',
        '프로필을 열고 프록시 옆의 **검사**를 누른 뒤, 검사에 실패하면 프록시를 고치거나 교체하세요. 프록시에 문제가 없다면 프로필 메뉴에서 프로필 캐시를 지우고 다시 실행하세요.',
      ],
      jp: [
        'プロファイルが起動しない',
        '起動に失敗する原因のほとんどは、応答しないプロキシです。',
        'プロファイルを開き、プロキシの横にある**チェック**を押して、失敗した場合はプロキシを修正または交換してください。プロキシに問題がなければ、プロファイルのメニューからキャッシュを削除して再度起動します。',
      ],
      tc: [
        '環境無法啟動',
        '大多數啟動失敗，都是因為代理沒有回應。',
        '開啟環境，按下代理旁的**檢測**，若檢測失敗就修正或更換代理。如果代理正常，請從環境選單清除環境快取後再重新啟動。',
      ],
      pl: [
        'Profil się nie uruchamia',
        'Najczęściej winne jest proxy, które nie odpowiada.',
        'Otwórz profil, kliknij **Sprawdź** obok proxy i popraw je lub wymień, jeśli test się nie powiedzie. Jeśli proxy działa, wyczyść pamięć podręczną profilu z jego menu i uruchom go ponownie.',
      ],
      th: [
        'โปรไฟล์เปิดไม่ขึ้น',
        'ส่วนใหญ่แล้วสาเหตุคือพร็อกซีที่ไม่ตอบสนอง',
        'เปิดโปรไฟล์ กด **ตรวจสอบ** ข้างพร็อกซี แล้วแก้ไขหรือเปลี่ยนพร็อกซีหากตรวจไม่ผ่าน ถ้าพร็อกซีปกติดี ให้ล้างแคชของโปรไฟล์จากเมนูโปรไฟล์แล้วเปิดใหม่อีกครั้ง',
      ],
      hi: [
        'प्रोफ़ाइल शुरू नहीं हो रही',
        'ज़्यादातर मामलों में वजह ऐसा प्रॉक्सी होता है जो जवाब नहीं देता।',
        'प्रोफ़ाइल खोलें, प्रॉक्सी के पास **जाँचें** दबाएँ और जाँच विफल हो तो प्रॉक्सी ठीक करें या बदलें। अगर प्रॉक्सी ठीक है, तो प्रोफ़ाइल मेन्यू से प्रोफ़ाइल कैश साफ़ करें और फिर से शुरू करें।',
      ],
      fil: [
        'Ayaw magbukas ng isang profile',
        'Kadalasan, ang dahilan ay proxy na hindi sumasagot.',
        'Buksan ang profile, pindutin ang **Check** sa tabi ng proxy, at ayusin o palitan ito kapag pumalya ang check. Kung maayos ang proxy, i-clear ang cache ng profile mula sa menu ng profile at buksan itong muli.',
      ],
      km: [
        'ប្រវត្តិរូបមិនព្រមចាប់ផ្តើម',
        'ភាគច្រើនបណ្តាលមកពី proxy ដែលមិនឆ្លើយតប។',
        'បើកប្រវត្តិរូប ចុច **ពិនិត្យ** នៅក្បែរ proxy ហើយកែ ឬប្តូរវា ប្រសិនបើការពិនិត្យបរាជ័យ។ ប្រសិនបើ proxy ដំណើរការល្អ សូមសម្អាតឃ្លាំងសម្ងាត់នៃប្រវត្តិរូបពីម៉ឺនុយប្រវត្តិរូប ហើយចាប់ផ្តើមម្តងទៀត។',
      ],
      nl: [
        'Een profiel start niet',
        'Meestal ligt het aan een proxy die niet reageert.',
        'Open het profiel, klik op **Controleren** naast de proxy en herstel of vervang die als de controle mislukt. Is de proxy in orde, wis dan de cache van het profiel via het profielmenu en start het opnieuw.',
      ],
      ro: [
        'Un profil nu pornește',
        'De cele mai multe ori, de vină este un proxy care nu răspunde.',
        'Deschide profilul, apasă **Verifică** lângă proxy și repară-l sau înlocuiește-l dacă verificarea eșuează. Dacă proxy-ul funcționează, golește memoria cache a profilului din meniul lui și pornește-l din nou.',
      ],
    },
  ],
  [
    'transfer-a-profile',
    'profiles',
    2,
    '2025-02-02',
    {
      en: [
        'Transfer a profile to another account',
        'Move a profile with its cookies and fingerprint to a client or colleague.',
        'Choose **Transfer** in the profile menu and enter the receiver’s Morphis email. The profile leaves your list once they accept; its fingerprint and cookies stay unchanged.',
      ],
      zh: [
        '将环境转移给其他账户',
        '把环境连同 Cookie 和指纹一起转给客户或同事。',
        '在环境菜单中选择**转移**，输入接收方的 Morphis 邮箱。对方接受后环境将从你的列表中移除，其指纹和 Cookie 保持不变。',
      ],
      ru: [
        'Передача профиля другому аккаунту',
        'Передайте профиль с cookie и отпечатком клиенту или коллеге.',
        'Выберите **Передать** в меню профиля и укажите email получателя в Morphis. Профиль исчезнет из вашего списка после принятия; отпечаток и cookie не меняются.',
      ],
      es: [
        'Transferir un perfil a otra cuenta',
        'Envía un perfil con sus cookies y su huella a un cliente o compañero.',
        'Elige **Transferir** en el menú del perfil e introduce el correo de Morphis del destinatario. El perfil sale de tu lista cuando lo acepta; la huella y las cookies no cambian.',
      ],
      pt: [
        'Transferir um perfil para outra conta',
        'Envie um perfil com cookies e impressão digital para um cliente ou colega.',
        'Escolha **Transferir** no menu do perfil e informe o e-mail do Morphis de quem vai receber. O perfil sai da sua lista quando for aceito; impressão digital e cookies não mudam.',
      ],
      de: [
        'Ein Profil an ein anderes Konto übertragen',
        'Übergib ein Profil samt Cookies und Fingerprint an Kunden oder Kollegen.',
        'Wähle **Übertragen** im Profilmenü und gib die Morphis-E-Mail des Empfängers ein. Nach der Annahme verschwindet das Profil aus deiner Liste; Fingerprint und Cookies bleiben gleich.',
      ],
      fr: [
        'Transférer un profil vers un autre compte',
        'Cédez un profil avec ses cookies et son empreinte à un client ou un collègue.',
        'Choisissez **Transférer** dans le menu du profil et saisissez l’e-mail Morphis du destinataire. Le profil quitte votre liste dès qu’il accepte ; empreinte et cookies restent identiques.',
      ],
      tr: [
        'Bir profili başka hesaba aktarma',
        'Bir profili çerezleri ve parmak iziyle birlikte müşteriye veya iş arkadaşına taşıyın.',
        'Profil menüsünden **Aktar**ı seçin ve alıcının Morphis e-postasını girin. Kabul edildiğinde profil listenizden çıkar; parmak izi ve çerezler değişmez.',
      ],
    },
  ],
  [
    'proxy-check-failed',
    'proxies',
    1,
    '2025-02-20',
    {
      en: [
        '“Proxy check failed”',
        'Check the protocol, the credentials and whether your provider allows your IP.',
        'Confirm that the protocol (HTTP, HTTPS or SOCKS5) matches what the provider sold you, that login and password are correct, and that your own IP is on the provider’s allowlist if it uses one.',
      ],
      zh: [
        '“代理检测失败”',
        '检查协议、账号密码，以及服务商是否允许你的 IP。',
        '确认协议（HTTP、HTTPS 或 SOCKS5）与服务商提供的一致，用户名和密码正确；如果服务商使用白名单，请确认你自己的 IP 已加入白名单。',
      ],
      ru: [
        '«Прокси не прошёл проверку»',
        'Проверьте протокол, данные входа и разрешён ли ваш IP у провайдера.',
        'Убедитесь, что протокол (HTTP, HTTPS или SOCKS5) совпадает с купленным, логин и пароль верны, а ваш IP добавлен в белый список провайдера, если он его использует.',
      ],
      es: [
        '«Falló la comprobación del proxy»',
        'Revisa el protocolo, las credenciales y si tu proveedor permite tu IP.',
        'Confirma que el protocolo (HTTP, HTTPS o SOCKS5) es el que te vendió el proveedor, que usuario y contraseña son correctos y que tu IP está en su lista de permitidas si la usa.',
      ],
      pt: [
        '"Falha na verificação do proxy"',
        'Confira o protocolo, as credenciais e se o provedor permite o seu IP.',
        'Confirme que o protocolo (HTTP, HTTPS ou SOCKS5) é o que o provedor vendeu, que usuário e senha estão certos e que o seu IP está na lista de permissões do provedor, se houver.',
      ],
      de: [
        '„Proxy-Prüfung fehlgeschlagen“',
        'Prüfe Protokoll, Zugangsdaten und ob dein Anbieter deine IP zulässt.',
        'Stelle sicher, dass das Protokoll (HTTP, HTTPS oder SOCKS5) dem gekauften entspricht, Benutzername und Passwort stimmen und deine eigene IP auf der Allowlist des Anbieters steht, falls er eine nutzt.',
      ],
      fr: [
        '« Échec de la vérification du proxy »',
        'Vérifiez le protocole, les identifiants et si votre fournisseur autorise votre IP.',
        'Assurez-vous que le protocole (HTTP, HTTPS ou SOCKS5) correspond à votre achat, que l’identifiant et le mot de passe sont justes et que votre IP figure sur la liste autorisée du fournisseur s’il en utilise une.',
      ],
      tr: [
        '“Proxy kontrolü başarısız”',
        'Protokolü, kimlik bilgilerini ve sağlayıcının IP’nize izin verip vermediğini kontrol edin.',
        'Protokolün (HTTP, HTTPS veya SOCKS5) satın aldığınızla aynı olduğundan, kullanıcı adı ve şifrenin doğru olduğundan ve sağlayıcı izin listesi kullanıyorsa kendi IP’nizin listede olduğundan emin olun.',
      ],
    },
  ],
  [
    'ipv6-leaks',
    'proxies',
    2,
    '2025-03-01',
    {
      en: [
        'Preventing IPv6 and WebRTC leaks',
        'Morphis routes WebRTC through the proxy and hides local addresses by default.',
        'WebRTC is set to "Replace" for new profiles: sites see the proxy’s IP, never your real one. If your proxy has no IPv6, leave "Disable IPv6" on so the browser never falls back to your own connection.',
      ],
      zh: [
        '防止 IPv6 和 WebRTC 泄露',
        'Morphis 默认让 WebRTC 走代理并隐藏本地地址。',
        '新建环境的 WebRTC 默认设为“替换”：网站只能看到代理 IP，永远看不到你的真实 IP。如果代理不支持 IPv6，请保持“禁用 IPv6”开启，避免浏览器回退到你自己的网络。',
      ],
      ru: [
        'Как избежать утечек IPv6 и WebRTC',
        'Morphis по умолчанию пускает WebRTC через прокси и скрывает локальные адреса.',
        'Для новых профилей WebRTC стоит в режиме «Заменить»: сайты видят IP прокси, а не ваш. Если прокси не поддерживает IPv6, оставьте «Отключить IPv6», чтобы браузер не перешёл на ваше собственное подключение.',
      ],
      es: [
        'Evitar fugas de IPv6 y WebRTC',
        'Morphis enruta WebRTC por el proxy y oculta las direcciones locales por defecto.',
        'WebRTC está en «Reemplazar» en los perfiles nuevos: los sitios ven la IP del proxy, nunca la tuya. Si tu proxy no tiene IPv6, deja activado «Desactivar IPv6» para que el navegador no use tu propia conexión.',
      ],
      pt: [
        'Evitar vazamentos de IPv6 e WebRTC',
        'O Morphis passa o WebRTC pelo proxy e esconde endereços locais por padrão.',
        'O WebRTC vem em "Substituir" nos perfis novos: os sites veem o IP do proxy, nunca o seu. Se o seu proxy não tiver IPv6, deixe "Desativar IPv6" ligado para o navegador nunca usar a sua própria conexão.',
      ],
      de: [
        'IPv6- und WebRTC-Lecks verhindern',
        'Morphis leitet WebRTC über den Proxy und verbirgt lokale Adressen standardmäßig.',
        'WebRTC steht bei neuen Profilen auf „Ersetzen“: Websites sehen die Proxy-IP, nie deine echte. Hat dein Proxy kein IPv6, lass „IPv6 deaktivieren“ an, damit der Browser nie auf deine eigene Verbindung zurückfällt.',
      ],
      fr: [
        'Éviter les fuites IPv6 et WebRTC',
        'Morphis fait passer WebRTC par le proxy et masque les adresses locales par défaut.',
        'WebRTC est réglé sur « Remplacer » pour les nouveaux profils : les sites voient l’IP du proxy, jamais la vôtre. Si votre proxy n’a pas d’IPv6, laissez « Désactiver IPv6 » activé pour que le navigateur ne revienne jamais à votre connexion.',
      ],
      tr: [
        'IPv6 ve WebRTC sızıntılarını önleme',
        'Morphis varsayılan olarak WebRTC’yi proxy üzerinden yönlendirir ve yerel adresleri gizler.',
        'Yeni profillerde WebRTC "Değiştir" olarak ayarlıdır: siteler gerçek IP’nizi değil proxy IP’sini görür. Proxy’niz IPv6 desteklemiyorsa tarayıcının kendi bağlantınıza dönmemesi için "IPv6’yı kapat" seçeneğini açık bırakın.',
      ],
    },
  ],
  [
    'invite-team-members',
    'team',
    1,
    '2025-03-12',
    {
      en: [
        'Invite team members',
        'Send invitations by email and choose a role for each person.',
        'Open **Team → Members**, click **Invite** and enter an email address. Pick Admin, Manager or Member; Members only see the folders you share with them.',
      ],
      zh: [
        '邀请团队成员',
        '通过邮箱发送邀请，并为每个人选择角色。',
        '打开**团队 → 成员**，点击**邀请**并输入邮箱地址。可选择管理员、经理或成员；成员只能看到你共享给他们的文件夹。',
      ],
      ru: [
        'Приглашение участников команды',
        'Отправьте приглашение по email и выберите роль каждому.',
        'Откройте **Команда → Участники**, нажмите **Пригласить** и введите email. Выберите роль: администратор, менеджер или участник; участники видят только расшаренные им папки.',
      ],
      es: [
        'Invitar a miembros del equipo',
        'Envía invitaciones por correo y elige un rol para cada persona.',
        'Abre **Equipo → Miembros**, pulsa **Invitar** e introduce un correo. Elige Administrador, Gestor o Miembro; los miembros solo ven las carpetas que compartes con ellos.',
      ],
      pt: [
        'Convidar membros da equipe',
        'Envie convites por e-mail e escolha uma função para cada pessoa.',
        'Abra **Equipe → Membros**, clique em **Convidar** e informe um e-mail. Escolha Administrador, Gerente ou Membro; membros só veem as pastas que você compartilhar.',
      ],
      de: [
        'Teammitglieder einladen',
        'Sende Einladungen per E-Mail und wähle für jede Person eine Rolle.',
        'Öffne **Team → Mitglieder**, klicke auf **Einladen** und gib eine E-Mail-Adresse ein. Wähle Admin, Manager oder Mitglied; Mitglieder sehen nur die Ordner, die du mit ihnen teilst.',
      ],
      fr: [
        'Inviter des membres de l’équipe',
        'Envoyez des invitations par e-mail et choisissez un rôle pour chacun.',
        'Ouvrez **Équipe → Membres**, cliquez sur **Inviter** et saisissez une adresse e-mail. Choisissez Admin, Manager ou Membre ; les membres ne voient que les dossiers partagés avec eux.',
      ],
      tr: [
        'Ekip üyelerini davet etme',
        'E-postayla davet gönderin ve her kişi için bir rol seçin.',
        '**Ekip → Üyeler**i açın, **Davet et**e tıklayın ve bir e-posta adresi girin. Yönetici, Müdür veya Üye seçin; üyeler yalnızca onlarla paylaştığınız klasörleri görür.',
      ],
    },
  ],
  [
    'activity-log',
    'team',
    2,
    '2025-03-12',
    {
      en: [
        'Read the activity log',
        'Who opened, edited or exported which profile, and when.',
        'The activity log under **Team → Activity** lists every start, edit, transfer and export with the member, the profile and the time. Filter it by member or folder and export it as CSV for audits.',
      ],
      zh: [
        '查看操作日志',
        '谁在什么时间打开、编辑或导出了哪个环境。',
        '**团队 → 操作记录**中的日志列出每次启动、编辑、转移和导出，包含成员、环境和时间。可按成员或文件夹筛选，并导出为 CSV 用于审计。',
      ],
      ru: [
        'Журнал действий',
        'Кто, когда и какой профиль открыл, изменил или выгрузил.',
        'Журнал в разделе **Команда → Активность** показывает каждый запуск, правку, передачу и экспорт с участником, профилем и временем. Фильтруйте по участнику или папке и выгружайте в CSV для аудита.',
      ],
      es: [
        'Leer el registro de actividad',
        'Quién abrió, editó o exportó cada perfil, y cuándo.',
        'El registro en **Equipo → Actividad** muestra cada inicio, edición, transferencia y exportación con el miembro, el perfil y la hora. Fíltralo por miembro o carpeta y expórtalo en CSV para auditorías.',
      ],
      pt: [
        'Ler o registro de atividades',
        'Quem abriu, editou ou exportou cada perfil, e quando.',
        'O registro em **Equipe → Atividade** lista cada abertura, edição, transferência e exportação com o membro, o perfil e o horário. Filtre por membro ou pasta e exporte em CSV para auditorias.',
      ],
      de: [
        'Das Aktivitätsprotokoll lesen',
        'Wer welches Profil wann geöffnet, bearbeitet oder exportiert hat.',
        'Das Protokoll unter **Team → Aktivität** listet jeden Start, jede Änderung, Übertragung und jeden Export mit Mitglied, Profil und Uhrzeit. Filtere nach Mitglied oder Ordner und exportiere es als CSV.',
      ],
      fr: [
        'Lire le journal d’activité',
        'Qui a ouvert, modifié ou exporté quel profil, et quand.',
        'Le journal sous **Équipe → Activité** liste chaque lancement, modification, transfert et export avec le membre, le profil et l’heure. Filtrez-le par membre ou dossier et exportez-le en CSV pour vos audits.',
      ],
      tr: [
        'Etkinlik günlüğünü okuma',
        'Hangi profili kimin, ne zaman açtığı, düzenlediği veya dışa aktardığı.',
        '**Ekip → Etkinlik** altındaki günlük her başlatma, düzenleme, aktarma ve dışa aktarmayı üye, profil ve saatle listeler. Üyeye veya klasöre göre filtreleyip denetim için CSV olarak dışa aktarın.',
      ],
    },
  ],
  [
    'enable-local-api',
    'automation',
    1,
    '2025-06-20',
    {
      en: [
        'Enable the local API',
        'Turn the API on in settings and copy the port and key.',
        'Go to **Settings → Local API**, switch it on and note the port (default 35000) and the API key. Requests must come from the same computer and carry the key in the `X-Api-Key` header.',
      ],
      zh: [
        '开启本地 API',
        '在设置中开启 API，并复制端口和密钥。',
        '进入**设置 → 本地 API**，打开开关并记下端口（默认 35000）和 API 密钥。请求必须来自同一台电脑，并在 `X-Api-Key` 请求头中携带密钥。',
      ],
      ru: [
        'Включение локального API',
        'Включите API в настройках и скопируйте порт и ключ.',
        'Откройте **Настройки → Локальный API**, включите его и запишите порт (по умолчанию 35000) и ключ API. Запросы должны идти с того же компьютера и содержать ключ в заголовке `X-Api-Key`.',
      ],
      es: [
        'Activar la API local',
        'Actívala en los ajustes y copia el puerto y la clave.',
        'Ve a **Ajustes → API local**, actívala y anota el puerto (35000 por defecto) y la clave. Las peticiones deben salir del mismo ordenador y llevar la clave en la cabecera `X-Api-Key`.',
      ],
      pt: [
        'Ativar a API local',
        'Ative a API nas configurações e copie a porta e a chave.',
        'Vá em **Configurações → API local**, ative e anote a porta (35000 por padrão) e a chave. As requisições devem sair do mesmo computador e levar a chave no cabeçalho `X-Api-Key`.',
      ],
      de: [
        'Die lokale API aktivieren',
        'API in den Einstellungen einschalten und Port und Schlüssel kopieren.',
        'Öffne **Einstellungen → Lokale API**, schalte sie ein und notiere Port (Standard 35000) und API-Schlüssel. Anfragen müssen vom selben Rechner kommen und den Schlüssel im Header `X-Api-Key` tragen.',
      ],
      fr: [
        'Activer l’API locale',
        'Activez l’API dans les réglages et copiez le port et la clé.',
        'Allez dans **Réglages → API locale**, activez-la et notez le port (35000 par défaut) et la clé. Les requêtes doivent venir du même ordinateur et porter la clé dans l’en-tête `X-Api-Key`.',
      ],
      tr: [
        'Yerel API’yi etkinleştirme',
        'API’yi ayarlardan açın ve portu ile anahtarı kopyalayın.',
        '**Ayarlar → Yerel API**’ye gidin, açın ve portu (varsayılan 35000) ve API anahtarını not edin. İstekler aynı bilgisayardan gelmeli ve anahtarı `X-Api-Key` başlığında taşımalıdır.',
      ],
    },
  ],
  [
    'rpa-task-stopped',
    'automation',
    2,
    '2025-07-02',
    {
      en: [
        'An RPA task stopped halfway',
        'A step could not find its element: usually the page changed or loaded slowly.',
        'Open the run log to see which step failed. Increase that step’s wait time or switch its selector from position to text, then run the task again from the failed step.',
      ],
      zh: [
        'RPA 任务中途停止',
        '某一步找不到元素：通常是页面改版或加载过慢。',
        '打开运行日志查看失败的步骤。增加该步骤的等待时间，或把定位方式从位置改为文本，然后从失败的步骤重新运行任务。',
      ],
      ru: [
        'Задача RPA остановилась на полпути',
        'Шаг не нашёл элемент: обычно страница изменилась или грузилась медленно.',
        'Откройте журнал запуска и найдите упавший шаг. Увеличьте время ожидания или смените селектор с позиции на текст, затем перезапустите задачу с этого шага.',
      ],
      es: [
        'Una tarea RPA se detuvo a mitad',
        'Un paso no encontró su elemento: normalmente la página cambió o cargó lenta.',
        'Abre el registro de ejecución para ver qué paso falló. Aumenta su tiempo de espera o cambia el selector de posición a texto y vuelve a ejecutar desde ese paso.',
      ],
      pt: [
        'Uma tarefa de RPA parou no meio',
        'Uma etapa não encontrou o elemento: normalmente a página mudou ou carregou devagar.',
        'Abra o registro de execução para ver qual etapa falhou. Aumente o tempo de espera dela ou troque o seletor de posição para texto e rode de novo a partir dessa etapa.',
      ],
      de: [
        'Eine RPA-Aufgabe hat mittendrin gestoppt',
        'Ein Schritt fand sein Element nicht: meist hat sich die Seite geändert oder lud langsam.',
        'Öffne das Laufprotokoll und finde den fehlgeschlagenen Schritt. Erhöhe seine Wartezeit oder stelle den Selektor von Position auf Text um und starte ab diesem Schritt neu.',
      ],
      fr: [
        'Une tâche RPA s’est arrêtée en cours',
        'Une étape n’a pas trouvé son élément : la page a changé ou a chargé lentement.',
        'Ouvrez le journal d’exécution pour voir l’étape en échec. Augmentez son délai d’attente ou passez son sélecteur de la position au texte, puis relancez depuis cette étape.',
      ],
      tr: [
        'Bir RPA görevi yarıda durdu',
        'Bir adım öğesini bulamadı: genellikle sayfa değişmiş ya da yavaş yüklenmiştir.',
        'Hangi adımın başarısız olduğunu görmek için çalışma günlüğünü açın. O adımın bekleme süresini artırın veya seçiciyi konumdan metne çevirin, ardından görevi o adımdan yeniden çalıştırın.',
      ],
    },
  ],
  [
    'change-or-cancel-plan',
    'billing',
    1,
    '2025-01-15',
    {
      en: [
        'Change or cancel your plan',
        'Upgrades apply at once; downgrades and cancellations at the end of the period.',
        'Open **Billing → Plan**. An upgrade is charged pro rata and takes effect immediately. A downgrade or cancellation takes effect when the current period ends, and your profiles stay available until then.',
      ],
      zh: [
        '更改或取消套餐',
        '升级立即生效；降级和取消在当前周期结束时生效。',
        '打开**账单 → 套餐**。升级按剩余天数折算收费并立即生效。降级或取消在当前周期结束时生效，在此之前你的环境仍可使用。',
      ],
      ru: [
        'Смена или отмена тарифа',
        'Повышение действует сразу, понижение и отмена — в конце периода.',
        'Откройте **Оплата → Тариф**. Повышение оплачивается пропорционально и действует сразу. Понижение или отмена вступают в силу в конце текущего периода, до этого профили остаются доступны.',
      ],
      es: [
        'Cambiar o cancelar tu plan',
        'Las mejoras se aplican al momento; las bajadas y cancelaciones al final del periodo.',
        'Abre **Facturación → Plan**. Una mejora se cobra de forma proporcional y se aplica al instante. Una bajada o cancelación se aplica al terminar el periodo actual y tus perfiles siguen disponibles hasta entonces.',
      ],
      pt: [
        'Mudar ou cancelar seu plano',
        'Upgrades valem na hora; downgrades e cancelamentos no fim do período.',
        'Abra **Cobrança → Plano**. O upgrade é cobrado proporcionalmente e vale na hora. Downgrade ou cancelamento valem no fim do período atual, e seus perfis continuam disponíveis até lá.',
      ],
      de: [
        'Tarif wechseln oder kündigen',
        'Upgrades gelten sofort, Downgrades und Kündigungen zum Ende des Zeitraums.',
        'Öffne **Abrechnung → Tarif**. Ein Upgrade wird anteilig berechnet und gilt sofort. Downgrade oder Kündigung gelten zum Ende des laufenden Zeitraums; bis dahin bleiben deine Profile verfügbar.',
      ],
      fr: [
        'Changer ou résilier votre offre',
        'Les passages à une offre supérieure s’appliquent tout de suite, les baisses et résiliations en fin de période.',
        'Ouvrez **Facturation → Offre**. Une montée en gamme est facturée au prorata et s’applique aussitôt. Une baisse ou une résiliation prend effet à la fin de la période en cours ; vos profils restent accessibles jusque-là.',
      ],
      tr: [
        'Planınızı değiştirin veya iptal edin',
        'Yükseltmeler hemen, düşürme ve iptaller dönem sonunda geçerli olur.',
        '**Faturalandırma → Plan**’ı açın. Yükseltme kıst olarak ücretlendirilir ve hemen geçerli olur. Düşürme veya iptal mevcut dönemin sonunda geçerli olur; profilleriniz o zamana kadar kullanılabilir kalır.',
      ],
    },
  ],
  [
    'payment-methods',
    'billing',
    2,
    '2025-04-02',
    {
      en: [
        'Accepted payment methods',
        'Cards, PIX, BLIK, local bank transfer in Vietnam and cryptocurrency.',
        'We accept Visa, Mastercard and American Express everywhere, PIX in Brazil, BLIK in Poland, domestic bank transfer in Vietnam, and USDT on the TRON and Ethereum networks.',
      ],
      zh: [
        '支持的付款方式',
        '银行卡、PIX、BLIK、越南本地银行转账和加密货币。',
        '我们在全球支持 Visa、Mastercard 和 American Express，巴西支持 PIX，波兰支持 BLIK，越南支持本地银行转账，并支持 TRON 和以太坊网络上的 USDT。',
      ],
      ru: [
        'Способы оплаты',
        'Карты, PIX, BLIK, банковский перевод во Вьетнаме и криптовалюта.',
        'Мы принимаем Visa, Mastercard и American Express во всех странах, PIX в Бразилии, BLIK в Польше, внутренний банковский перевод во Вьетнаме и USDT в сетях TRON и Ethereum.',
      ],
      es: [
        'Métodos de pago aceptados',
        'Tarjetas, PIX, BLIK, transferencia local en Vietnam y criptomonedas.',
        'Aceptamos Visa, Mastercard y American Express en todo el mundo, PIX en Brasil, BLIK en Polonia, transferencia bancaria nacional en Vietnam y USDT en las redes TRON y Ethereum.',
      ],
      pt: [
        'Formas de pagamento aceitas',
        'Cartões, PIX, BLIK, transferência local no Vietnã e criptomoedas.',
        'Aceitamos Visa, Mastercard e American Express em todo o mundo, PIX no Brasil, BLIK na Polônia, transferência bancária local no Vietnã e USDT nas redes TRON e Ethereum.',
      ],
      de: [
        'Akzeptierte Zahlungsmethoden',
        'Karten, PIX, BLIK, Inlandsüberweisung in Vietnam und Kryptowährung.',
        'Wir akzeptieren Visa, Mastercard und American Express weltweit, PIX in Brasilien, BLIK in Polen, Inlandsüberweisung in Vietnam sowie USDT in den Netzen TRON und Ethereum.',
      ],
      fr: [
        'Moyens de paiement acceptés',
        'Cartes, PIX, BLIK, virement local au Vietnam et cryptomonnaies.',
        'Nous acceptons Visa, Mastercard et American Express partout, PIX au Brésil, BLIK en Pologne, le virement bancaire national au Vietnam et l’USDT sur les réseaux TRON et Ethereum.',
      ],
      tr: [
        'Kabul edilen ödeme yöntemleri',
        'Kartlar, PIX, BLIK, Vietnam’da yerel banka havalesi ve kripto para.',
        'Her yerde Visa, Mastercard ve American Express; Brezilya’da PIX, Polonya’da BLIK, Vietnam’da yurt içi banka havalesi ve TRON ile Ethereum ağlarında USDT kabul ediyoruz.',
      ],
    },
    ['tr'],
  ],
];

export const HELP_ARTICLES: HelpSource[] = rows.map(([slug, section, order, date, t, stale]) => ({
  slug,
  section,
  order,
  date,
  t,
  ...(stale ? { stale } : {}),
}));
