import type { ArticleSource } from './types';

/** Blog posts: English, Chinese, Russian and five more languages each (every language has at least three); a few translations are stale or absent. */
export const BLOG_POSTS: ArticleSource[] = [
  {
    slug: 'what-is-browser-fingerprinting',
    date: '2025-01-14',
    category: 'fingerprinting',
    tags: ['canvas', 'webgl', 'account-safety'],
    author: 'anna-kovalenko',
    t: {
      en: [
        'What is browser fingerprinting?',
        'Cookies are only half the story: sites also recognise the browser itself. Here is what they measure.',
        `A fingerprint is the set of values a page can read without asking: screen size, time zone, installed fonts, the way your graphics card draws a **canvas** image, the audio stack, and dozens more. Together they identify a device even after cookies are cleared.

## Why it links your accounts
When two accounts log in from browsers with the same fingerprint, the platform treats them as one person. Morphis gives every profile its own consistent set of values, so each account looks like a separate device.`,
      ],
      th: [
        'ลายนิ้วมือเบราว์เซอร์คืออะไร',
        'คุกกี้เป็นแค่ครึ่งเดียวของเรื่อง เว็บไซต์ยังจดจำตัวเบราว์เซอร์ได้ด้วย มาดูกันว่าพวกเขาวัดอะไรบ้าง',
        `ลายนิ้วมือคือชุดค่าที่หน้าเว็บอ่านได้โดยไม่ต้องขออนุญาต เช่น ขนาดหน้าจอ เขตเวลา ฟอนต์ที่ติดตั้ง วิธีที่การ์ดจอวาดภาพ **canvas** ระบบเสียง และอีกหลายสิบรายการ เมื่อรวมกันแล้วสามารถระบุอุปกรณ์ได้แม้จะล้างคุกกี้ไปแล้ว

## ทำไมมันจึงเชื่อมโยงบัญชีของคุณ
เมื่อสองบัญชีล็อกอินจากเบราว์เซอร์ที่มีลายนิ้วมือเหมือนกัน แพลตฟอร์มจะมองว่าเป็นคนคนเดียว Morphis ให้ทุกโปรไฟล์มีชุดค่าที่สอดคล้องกันเป็นของตัวเอง ทุกบัญชีจึงดูเหมือนมาจากอุปกรณ์คนละเครื่อง`,
      ],
      hi: [
        'ब्राउज़र फ़िंगरप्रिंटिंग क्या है?',
        'कुकीज़ सिर्फ़ आधी कहानी हैं: वेबसाइटें ब्राउज़र को भी पहचान लेती हैं। जानिए वे क्या-क्या मापती हैं।',
        `फ़िंगरप्रिंट उन मानों का समूह है जिन्हें कोई पेज बिना पूछे पढ़ सकता है: स्क्रीन का आकार, टाइम ज़ोन, इंस्टॉल किए गए फ़ॉन्ट, आपका ग्राफ़िक्स कार्ड **canvas** इमेज कैसे बनाता है, ऑडियो सिस्टम और ऐसे दर्जनों संकेत। ये सब मिलकर कुकीज़ साफ़ करने के बाद भी डिवाइस की पहचान कर लेते हैं।

## यह आपके खातों को क्यों जोड़ता है
जब दो खाते एक जैसे फ़िंगरप्रिंट वाले ब्राउज़र से लॉग इन करते हैं, तो प्लेटफ़ॉर्म उन्हें एक ही व्यक्ति मानता है। Morphis हर प्रोफ़ाइल को मानों का अपना एकरूप सेट देता है, ताकि हर खाता अलग डिवाइस जैसा दिखे।`,
      ],
      fil: [
        'Ano ang browser fingerprinting?',
        'Kalahati lang ng kuwento ang cookies: kinikilala rin ng mga site ang mismong browser. Ito ang sinusukat nila.',
        `Ang fingerprint ay ang hanay ng mga value na nababasa ng isang page nang hindi nagtatanong: laki ng screen, time zone, mga naka-install na font, kung paano gumuguhit ng **canvas** image ang graphics card mo, ang audio stack, at dose-dosena pang iba. Kapag pinagsama, nakikilala nila ang isang device kahit na-clear na ang cookies.

## Bakit nito pinag-uugnay ang iyong mga account
Kapag nag-log in ang dalawang account mula sa mga browser na may parehong fingerprint, itinuturing sila ng platform na iisang tao. Binibigyan ng Morphis ang bawat profile ng sarili nitong pare-parehong hanay ng mga value, kaya mukhang hiwalay na device ang bawat account.`,
      ],
      km: [
        'តើស្នាមម្រាមដៃកម្មវិធីរុករកជាអ្វី?',
        'ខូគីគ្រាន់តែជាពាក់កណ្តាលនៃរឿងប៉ុណ្ណោះ៖ គេហទំព័រក៏ស្គាល់កម្មវិធីរុករកខ្លួនឯងដែរ។ នេះជាអ្វីដែលពួកគេវាស់។',
        `ស្នាមម្រាមដៃគឺជាសំណុំតម្លៃដែលទំព័រអាចអានបានដោយមិនចាំបាច់សួរ៖ ទំហំអេក្រង់ ល្វែងម៉ោង ពុម្ពអក្សរដែលបានដំឡើង របៀបដែលកាតក្រាហ្វិកគូររូបភាព **canvas** ប្រព័ន្ធសំឡេង និងរាប់សិបទៀត។ ពេលរួមបញ្ចូលគ្នា វាអាចសម្គាល់ឧបករណ៍បាន ទោះបីជាបានលុបខូគីរួចក៏ដោយ។

## ហេតុអ្វីវាភ្ជាប់គណនីរបស់អ្នក
ពេលគណនីពីរចូលពីកម្មវិធីរុករកដែលមានស្នាមម្រាមដៃដូចគ្នា វេទិកាចាត់ទុកថាជាមនុស្សតែម្នាក់។ Morphis ផ្តល់សំណុំតម្លៃស៊ីសង្វាក់ផ្ទាល់ខ្លួនដល់ប្រវត្តិរូបនីមួយៗ ដូច្នេះគណនីនីមួយៗមើលទៅដូចឧបករណ៍ដាច់ដោយឡែក។`,
      ],
      nl: [
        'Wat is browserfingerprinting?',
        'Cookies zijn maar de helft van het verhaal: sites herkennen ook de browser zelf. Dit is wat ze meten.',
        `Een fingerprint is de verzameling waarden die een pagina zonder te vragen kan uitlezen: schermgrootte, tijdzone, geïnstalleerde lettertypen, de manier waarop je videokaart een **canvas**-afbeelding tekent, de audiostack en nog tientallen andere. Samen herkennen ze een apparaat, zelfs nadat je cookies hebt gewist.

## Waarom het je accounts koppelt
Als twee accounts inloggen vanuit browsers met dezelfde fingerprint, ziet het platform ze als één persoon. Morphis geeft elk profiel een eigen, consistente set waarden, zodat elk account eruitziet als een apart apparaat.`,
      ],
      ro: [
        'Ce este amprentarea browserului?',
        'Cookie-urile sunt doar jumătate din poveste: site-urile recunosc și browserul în sine. Iată ce măsoară.',
        `Amprenta este setul de valori pe care o pagină le poate citi fără să ceară voie: dimensiunea ecranului, fusul orar, fonturile instalate, felul în care placa video desenează o imagine **canvas**, sistemul audio și alte zeci de semnale. Împreună, ele identifică un dispozitiv chiar și după ștergerea cookie-urilor.

## De ce îți leagă conturile
Când două conturi se autentifică din browsere cu aceeași amprentă, platforma le tratează ca pe o singură persoană. Morphis oferă fiecărui profil propriul set coerent de valori, așa că fiecare cont arată ca un dispozitiv separat.`,
      ],
      zh: [
        '什么是浏览器指纹？',
        'Cookie 只是一半：网站还能识别浏览器本身。本文介绍它们会检测哪些信息。',
        `浏览器指纹是页面无需授权即可读取的一组数值：屏幕尺寸、时区、已安装字体、显卡绘制 **canvas** 图像的方式、音频栈等数十项。即使清除了 Cookie，这些数值组合起来也能识别同一台设备。

## 为什么它会关联你的账户
当两个账户在指纹相同的浏览器中登录时，平台会把它们视为同一个人。Morphis 为每个环境提供一套独立且一致的数值，让每个账户看起来都来自不同的设备。`,
      ],
      ru: [
        'Что такое отпечаток браузера?',
        'Cookie — лишь половина дела: сайты узнают и сам браузер. Рассказываем, что именно они измеряют.',
        `Отпечаток — это набор значений, которые страница читает без спроса: размер экрана, часовой пояс, установленные шрифты, то, как видеокарта рисует изображение **canvas**, аудиостек и ещё десятки параметров. Вместе они узнают устройство даже после очистки cookie.

## Почему он связывает аккаунты
Если два аккаунта входят из браузеров с одинаковым отпечатком, площадка считает их одним человеком. Morphis даёт каждому профилю собственный согласованный набор значений, и каждый аккаунт выглядит отдельным устройством.`,
      ],
      es: [
        '¿Qué es la huella digital del navegador?',
        'Las cookies son solo la mitad: los sitios también reconocen el propio navegador. Esto es lo que miden.',
        `Una huella es el conjunto de valores que una página puede leer sin pedir permiso: tamaño de pantalla, zona horaria, fuentes instaladas, cómo tu tarjeta gráfica dibuja una imagen **canvas**, el sistema de audio y decenas más. Juntos identifican un dispositivo incluso después de borrar las cookies.

## Por qué vincula tus cuentas
Si dos cuentas inician sesión desde navegadores con la misma huella, la plataforma las trata como una sola persona. Morphis da a cada perfil su propio conjunto coherente de valores, para que cada cuenta parezca un dispositivo distinto.`,
      ],
      pt: [
        'O que é a impressão digital do navegador?',
        'Os cookies são só metade da história: os sites também reconhecem o próprio navegador. Veja o que eles medem.',
        `Uma impressão digital é o conjunto de valores que uma página lê sem pedir: tamanho da tela, fuso horário, fontes instaladas, a forma como a placa de vídeo desenha uma imagem **canvas**, o sistema de áudio e dezenas de outros. Juntos, identificam um dispositivo mesmo depois de limpar os cookies.

## Por que ela liga suas contas
Quando duas contas entram a partir de navegadores com a mesma impressão digital, a plataforma as trata como uma só pessoa. O Morphis dá a cada perfil um conjunto próprio e coerente de valores, para que cada conta pareça um dispositivo diferente.`,
      ],
      de: [
        'Was ist Browser-Fingerprinting?',
        'Cookies sind nur die halbe Geschichte: Websites erkennen auch den Browser selbst. Das messen sie.',
        `Ein Fingerprint ist die Menge an Werten, die eine Seite ohne Nachfrage lesen kann: Bildschirmgröße, Zeitzone, installierte Schriften, die Art, wie deine Grafikkarte ein **Canvas**-Bild zeichnet, der Audio-Stack und Dutzende mehr. Zusammen erkennen sie ein Gerät auch nach dem Löschen der Cookies.

## Warum er deine Konten verknüpft
Melden sich zwei Konten aus Browsern mit demselben Fingerprint an, behandelt die Plattform sie als eine Person. Morphis gibt jedem Profil eigene, stimmige Werte, sodass jedes Konto wie ein eigenes Gerät wirkt.`,
      ],
      fr: [
        'Qu’est-ce que l’empreinte du navigateur ?',
        'Les cookies ne sont qu’une partie de l’histoire : les sites reconnaissent aussi le navigateur lui-même. Voici ce qu’ils mesurent.',
        `Une empreinte est l’ensemble des valeurs qu’une page peut lire sans demander : taille d’écran, fuseau horaire, polices installées, la façon dont votre carte graphique dessine une image **canvas**, la pile audio et des dizaines d’autres. Ensemble, elles identifient un appareil même après l’effacement des cookies.

## Pourquoi elle relie vos comptes
Lorsque deux comptes se connectent depuis des navigateurs à l’empreinte identique, la plateforme les considère comme une seule personne. Morphis donne à chaque profil son propre jeu de valeurs cohérent, pour que chaque compte ressemble à un appareil distinct.`,
      ],
      vn: [
        'Dấu vân tay trình duyệt là gì?',
        'Cookie chỉ là một nửa câu chuyện: các trang web còn nhận ra chính trình duyệt. Đây là những gì họ đo.',
        `Dấu vân tay là tập hợp các giá trị mà trang web đọc được mà không cần hỏi: kích thước màn hình, múi giờ, phông chữ đã cài, cách card đồ họa vẽ ảnh **canvas**, hệ thống âm thanh và hàng chục thông số khác. Kết hợp lại, chúng nhận diện thiết bị ngay cả khi đã xóa cookie.

## Vì sao nó liên kết các tài khoản
Khi hai tài khoản đăng nhập từ các trình duyệt có cùng dấu vân tay, nền tảng coi chúng là một người. Morphis cấp cho mỗi hồ sơ một bộ giá trị riêng và nhất quán, để mỗi tài khoản trông như một thiết bị riêng biệt.`,
      ],
      jp: [
        'ブラウザフィンガープリントとは？',
        'Cookie だけではありません。サイトはブラウザそのものも見分けています。何が測定されているのかを解説します。',
        `フィンガープリントとは、ページが許可なく読み取れる値の集まりです。画面サイズ、タイムゾーン、インストール済みのフォント、グラフィックカードが **canvas** 画像を描画する方法、オーディオスタックなど、数十の項目があります。これらを組み合わせると、Cookie を消去した後でもデバイスを特定できます。

## アカウントが関連付けられる理由
同じフィンガープリントのブラウザから 2 つのアカウントがログインすると、プラットフォームはそれを同一人物とみなします。Morphis はプロファイルごとに一貫した独自の値を用意するため、各アカウントが別々のデバイスに見えます。`,
      ],
      tc: [
        '什麼是瀏覽器指紋？',
        'Cookie 只是一半：網站還能認出瀏覽器本身。一起來看看它們會偵測哪些資訊。',
        `瀏覽器指紋是網頁不經允許就能讀取的一組數值：螢幕尺寸、時區、已安裝的字型、顯示卡繪製 **canvas** 圖像的方式、音訊堆疊等數十項。把它們組合起來，即使清除了 Cookie，也能辨識出同一台裝置。

## 為什麼它會讓帳戶被關聯
當兩個帳戶從指紋相同的瀏覽器登入，平台就會把它們視為同一個人。Morphis 為每個環境提供一套獨立且一致的數值，讓每個帳戶看起來都來自不同的裝置。`,
      ],
      pl: [
        'Czym jest odcisk przeglądarki?',
        'Ciasteczka to tylko połowa historii: strony rozpoznają też samą przeglądarkę. Oto co mierzą.',
        `Odcisk to zestaw wartości, które strona może odczytać bez pytania: rozmiar ekranu, strefa czasowa, zainstalowane czcionki, sposób, w jaki karta graficzna rysuje obraz **canvas**, stos audio i dziesiątki innych. Razem identyfikują urządzenie nawet po wyczyszczeniu ciasteczek.

## Dlaczego łączy Twoje konta
Gdy dwa konta logują się z przeglądarek o tym samym odcisku, platforma traktuje je jak jedną osobę. Morphis daje każdemu profilowi własny, spójny zestaw wartości, więc każde konto wygląda jak osobne urządzenie.`,
      ],
      uk: [
        'Що таке відбиток браузера?',
        'Cookie — лише половина справи: сайти впізнають і сам браузер. Розповідаємо, що саме вони вимірюють.',
        `Відбиток — це набір значень, які сторінка може прочитати без дозволу: розмір екрана, часовий пояс, встановлені шрифти, те, як відеокарта малює зображення **canvas**, аудіостек і ще десятки параметрів. Разом вони ідентифікують пристрій навіть після очищення cookie.

## Чому через нього пов’язуються акаунти
Коли два акаунти входять із браузерів з однаковим відбитком, платформа вважає їх однією людиною. Morphis дає кожному профілю власний узгоджений набір значень, тож кожен акаунт виглядає як окремий пристрій.`,
      ],
      tr: [
        'Tarayıcı parmak izi nedir?',
        'Çerezler hikâyenin sadece yarısı: siteler tarayıcının kendisini de tanır. İşte neleri ölçtükleri.',
        `Parmak izi, bir sayfanın izin istemeden okuyabildiği değerlerin toplamıdır: ekran boyutu, saat dilimi, yüklü yazı tipleri, ekran kartınızın bir **canvas** görüntüsünü çizme biçimi, ses yığını ve daha onlarcası. Bunlar bir araya geldiğinde, çerezler silinse bile cihazı tanımlar.

## Hesaplarınızı neden birbirine bağlar
İki hesap aynı parmak izine sahip tarayıcılardan giriş yaptığında platform onları tek bir kişi olarak görür. Morphis her profile kendine ait tutarlı bir değer seti verir; böylece her hesap ayrı bir cihaz gibi görünür.`,
      ],
    },
  },
  {
    slug: 'canvas-fingerprint-explained',
    date: '2025-02-03',
    category: 'fingerprinting',
    tags: ['canvas'],
    author: 'anna-kovalenko',
    stale: ['de'],
    t: {
      en: [
        'Canvas fingerprinting explained',
        'A hidden drawing reveals your graphics stack. Why blocking it is worse than spoofing it well.',
        `A script draws text and shapes on an invisible canvas and hashes the pixels. Tiny differences in fonts, anti-aliasing and GPU drivers make the hash almost unique.

Blocking canvas reads makes you stand out, because real visitors never block it. Morphis adds a stable, per-profile noise instead: the hash stays the same for one profile across sessions and differs between profiles.`,
      ],
      zh: [
        'Canvas 指纹详解',
        '一张隐藏的图片就能暴露你的图形环境。为什么直接屏蔽比高质量伪装更危险。',
        `脚本在不可见的 canvas 上绘制文字和图形，再对像素计算哈希。字体、抗锯齿和显卡驱动的细微差异让这个哈希几乎独一无二。

屏蔽 canvas 读取反而会让你显得异常，因为真实访客从不屏蔽它。Morphis 为每个环境加入稳定的噪声：同一环境在不同会话中的哈希保持一致，不同环境之间则各不相同。`,
      ],
      ru: [
        'Canvas-отпечаток: как он работает',
        'Скрытый рисунок выдаёт вашу графическую подсистему. Почему блокировка хуже грамотной подмены.',
        `Скрипт рисует текст и фигуры на невидимом canvas и считает хеш пикселей. Мелкие различия в шрифтах, сглаживании и драйверах видеокарты делают хеш почти уникальным.

Блокировка чтения canvas выделяет вас, потому что настоящие посетители её не блокируют. Morphis вместо этого добавляет стабильный шум для каждого профиля: у одного профиля хеш одинаков между сессиями и различается между профилями.`,
      ],
      es: [
        'La huella canvas, explicada',
        'Un dibujo oculto revela tu sistema gráfico. Por qué bloquearlo es peor que falsearlo bien.',
        `Un script dibuja texto y formas en un canvas invisible y calcula un hash de los píxeles. Pequeñas diferencias en fuentes, suavizado y controladores de GPU hacen que el hash sea casi único.

Bloquear la lectura del canvas te delata, porque los visitantes reales nunca lo bloquean. Morphis añade un ruido estable por perfil: el hash se mantiene igual en las sesiones de un perfil y cambia entre perfiles.`,
      ],
      pt: [
        'A impressão digital canvas explicada',
        'Um desenho escondido revela seu sistema gráfico. Por que bloquear é pior do que falsificar bem.',
        `Um script desenha texto e formas em um canvas invisível e calcula o hash dos pixels. Pequenas diferenças de fontes, suavização e drivers de GPU tornam o hash quase único.

Bloquear a leitura do canvas chama atenção, porque visitantes reais nunca bloqueiam. O Morphis adiciona um ruído estável por perfil: o hash é o mesmo nas sessões de um perfil e diferente entre perfis.`,
      ],
      de: [
        'Canvas-Fingerprinting erklärt',
        'Eine versteckte Zeichnung verrät deinen Grafik-Stack. Warum Blockieren schlechter ist als gutes Fälschen.',
        `Ein Skript zeichnet Text und Formen auf ein unsichtbares Canvas und bildet einen Hash der Pixel. Kleine Unterschiede bei Schriften, Kantenglättung und GPU-Treibern machen den Hash fast einzigartig.

Wer Canvas blockiert, fällt auf. Morphis fügt stattdessen pro Profil ein gleichbleibendes Rauschen hinzu.`,
      ],
      fr: [
        'L’empreinte canvas expliquée',
        'Un dessin caché révèle votre pile graphique. Pourquoi le bloquer est pire que bien le falsifier.',
        `Un script dessine du texte et des formes sur un canvas invisible puis calcule une empreinte des pixels. De petites différences de polices, d’anticrénelage et de pilotes GPU rendent ce hash presque unique.

Bloquer la lecture du canvas vous fait remarquer, car les vrais visiteurs ne la bloquent jamais. Morphis ajoute plutôt un bruit stable par profil : le hash reste identique d’une session à l’autre pour un profil et diffère entre profils.`,
      ],
      vn: [
        'Giải thích dấu vân tay canvas',
        'Một hình vẽ ẩn tiết lộ hệ thống đồ họa của bạn. Vì sao chặn nó còn tệ hơn giả lập tốt.',
        `Một đoạn mã vẽ chữ và hình trên canvas ẩn rồi băm các điểm ảnh. Khác biệt nhỏ về phông chữ, khử răng cưa và trình điều khiển GPU khiến giá trị băm gần như duy nhất.

Chặn việc đọc canvas khiến bạn nổi bật, vì người dùng thật không bao giờ chặn. Morphis thêm nhiễu ổn định cho từng hồ sơ: giá trị băm giữ nguyên giữa các phiên của một hồ sơ và khác nhau giữa các hồ sơ.`,
      ],
    },
  },
  {
    slug: 'webgl-and-gpu-signals',
    date: '2025-02-20',
    category: 'fingerprinting',
    tags: ['webgl'],
    author: 'anna-kovalenko',
    t: {
      en: [
        'WebGL and GPU signals: the fingerprint most tools get wrong',
        'Renderer strings, extensions and precision formats must agree with the operating system you claim.',
        `WebGL exposes the GPU vendor, renderer string, supported extensions and shader precision. A profile that claims macOS but reports a Windows-only Direct3D renderer is flagged instantly.

Morphis picks WebGL values from real device configurations that match the profile's operating system, so every signal tells the same story.`,
      ],
      zh: [
        'WebGL 与 GPU 信号：多数工具都会出错的指纹',
        '渲染器字符串、扩展和精度格式必须与声称的操作系统一致。',
        `WebGL 会暴露 GPU 厂商、渲染器字符串、支持的扩展以及着色器精度。一个声称是 macOS 却报告仅 Windows 才有的 Direct3D 渲染器的环境，会被立即标记。

Morphis 从与环境操作系统相符的真实设备配置中选取 WebGL 数值，让每个信号都保持一致。`,
      ],
      ru: [
        'WebGL и сигналы GPU: отпечаток, в котором ошибается большинство',
        'Строка рендерера, расширения и форматы точности должны совпадать с заявленной ОС.',
        `WebGL раскрывает производителя GPU, строку рендерера, поддерживаемые расширения и точность шейдеров. Профиль, который называет себя macOS, но сообщает рендерер Direct3D из Windows, сразу помечается.

Morphis берёт значения WebGL из реальных конфигураций устройств с той же ОС, что и у профиля, поэтому все сигналы согласованы.`,
      ],
      es: [
        'WebGL y señales de GPU: la huella que casi todos falsean mal',
        'La cadena del renderizador, las extensiones y la precisión deben coincidir con el sistema operativo declarado.',
        `WebGL expone el fabricante de la GPU, la cadena del renderizador, las extensiones y la precisión de los shaders. Un perfil que dice ser macOS pero muestra un renderizador Direct3D de Windows queda marcado al instante.

Morphis toma los valores de WebGL de configuraciones reales que coinciden con el sistema del perfil, para que todas las señales cuenten la misma historia.`,
      ],
      pt: [
        'WebGL e sinais de GPU: a impressão que quase todos erram',
        'A string do renderizador, as extensões e a precisão precisam combinar com o sistema operacional declarado.',
        `O WebGL expõe o fabricante da GPU, a string do renderizador, as extensões e a precisão dos shaders. Um perfil que diz ser macOS mas mostra um renderizador Direct3D do Windows é marcado na hora.

O Morphis escolhe valores de WebGL de configurações reais que combinam com o sistema do perfil, para que todos os sinais contem a mesma história.`,
      ],
      de: [
        'WebGL und GPU-Signale: der Fingerprint, den die meisten falsch fälschen',
        'Renderer-String, Erweiterungen und Präzisionsformate müssen zum angegebenen Betriebssystem passen.',
        `WebGL verrät GPU-Hersteller, Renderer-String, unterstützte Erweiterungen und Shader-Präzision. Ein Profil, das macOS angibt, aber einen Direct3D-Renderer von Windows meldet, fällt sofort auf.

Morphis wählt WebGL-Werte aus echten Gerätekonfigurationen, die zum Betriebssystem des Profils passen.`,
      ],
      fr: [
        'WebGL et signaux GPU : l’empreinte que la plupart falsifient mal',
        'La chaîne du moteur de rendu, les extensions et la précision doivent correspondre au système annoncé.',
        `WebGL expose le fabricant du GPU, la chaîne du moteur de rendu, les extensions et la précision des shaders. Un profil qui se dit macOS mais affiche un moteur Direct3D propre à Windows est signalé aussitôt.

Morphis choisit les valeurs WebGL parmi des configurations réelles correspondant au système du profil, pour que tous les signaux racontent la même histoire.`,
      ],
      vn: [
        'WebGL và tín hiệu GPU: dấu vân tay mà hầu hết công cụ làm sai',
        'Chuỗi renderer, tiện ích mở rộng và định dạng độ chính xác phải khớp với hệ điều hành được khai báo.',
        `WebGL tiết lộ nhà sản xuất GPU, chuỗi renderer, các tiện ích mở rộng và độ chính xác shader. Hồ sơ tự nhận là macOS nhưng báo renderer Direct3D chỉ có trên Windows sẽ bị đánh dấu ngay.

Morphis lấy giá trị WebGL từ cấu hình thiết bị thật khớp với hệ điều hành của hồ sơ, để mọi tín hiệu đều nhất quán.`,
      ],
    },
  },
  {
    slug: 'scaling-facebook-ad-accounts',
    date: '2025-03-05',
    category: 'affiliate-marketing',
    tags: ['facebook-ads', 'account-safety', 'proxies'],
    author: 'lucas-ferreira',
    t: {
      en: [
        'Scaling Facebook ad accounts without chain bans',
        'One profile, one proxy, one payment method: the rules that keep a farm of ad accounts alive.',
        `Chain bans happen when one flagged account drags every linked account down with it. Links come from shared fingerprints, shared IP addresses and shared payment cards.

- Give each ad account its own Morphis profile and a residential proxy from the account's country.
- Warm up new accounts for a week before spending.
- Never log in to two accounts from the same profile, even "just once".`,
      ],
      zh: [
        '扩展 Facebook 广告账户，避免连环封号',
        '一个环境、一个代理、一种支付方式：让广告账户矩阵长期存活的规则。',
        `连环封号是指一个被标记的账户连带拖垮所有关联账户。关联来自相同的指纹、相同的 IP 地址和相同的支付卡。

- 为每个广告账户分配独立的 Morphis 环境，并使用与账户所在国家一致的住宅代理。
- 新账户先养号一周再开始投放。
- 不要在同一个环境中登录两个账户，哪怕“只有一次”。`,
      ],
      ru: [
        'Как масштабировать рекламные аккаунты Facebook без цепных банов',
        'Один профиль, один прокси, один способ оплаты: правила, которые сохраняют ферму аккаунтов.',
        `Цепной бан случается, когда один помеченный аккаунт утягивает за собой все связанные. Связи возникают из общих отпечатков, общих IP-адресов и общих карт.

- Дайте каждому рекламному аккаунту свой профиль Morphis и резидентный прокси из страны аккаунта.
- Прогревайте новые аккаунты неделю, прежде чем тратить бюджет.
- Никогда не входите в два аккаунта из одного профиля, даже «всего один раз».`,
      ],
      es: [
        'Cómo escalar cuentas publicitarias de Facebook sin bloqueos en cadena',
        'Un perfil, un proxy, un método de pago: las reglas que mantienen viva una granja de cuentas.',
        `Los bloqueos en cadena ocurren cuando una cuenta marcada arrastra a todas las vinculadas. Los vínculos vienen de huellas, direcciones IP y tarjetas compartidas.

- Da a cada cuenta publicitaria su propio perfil de Morphis y un proxy residencial del país de la cuenta.
- Calienta las cuentas nuevas durante una semana antes de gastar.
- Nunca inicies sesión en dos cuentas desde el mismo perfil, ni siquiera «solo una vez».`,
      ],
      pt: [
        'Como escalar contas de anúncios do Facebook sem bloqueios em cadeia',
        'Um perfil, um proxy, um meio de pagamento: as regras que mantêm uma fazenda de contas viva.',
        `Bloqueios em cadeia acontecem quando uma conta sinalizada derruba todas as contas ligadas a ela. As ligações vêm de impressões digitais, IPs e cartões compartilhados.

- Dê a cada conta de anúncios um perfil próprio no Morphis e um proxy residencial do país da conta.
- Aqueça contas novas por uma semana antes de gastar.
- Nunca entre em duas contas pelo mesmo perfil, nem "só uma vez".`,
      ],
      de: [
        'Facebook-Werbekonten skalieren ohne Kettensperren',
        'Ein Profil, ein Proxy, eine Zahlungsmethode: die Regeln, die eine Kontenfarm am Leben halten.',
        `Kettensperren entstehen, wenn ein markiertes Konto alle verknüpften Konten mitreißt. Verknüpfungen entstehen durch gemeinsame Fingerprints, IP-Adressen und Zahlungskarten.

- Gib jedem Werbekonto ein eigenes Morphis-Profil und einen Residential-Proxy aus dem Land des Kontos.
- Wärme neue Konten eine Woche lang auf, bevor du Budget ausgibst.
- Melde dich nie mit zwei Konten im selben Profil an, auch nicht „nur einmal“.`,
      ],
      fr: [
        'Développer ses comptes publicitaires Facebook sans bannissements en chaîne',
        'Un profil, un proxy, un moyen de paiement : les règles qui gardent une ferme de comptes en vie.',
        `Les bannissements en chaîne surviennent quand un compte signalé entraîne tous les comptes liés. Les liens viennent d’empreintes, d’adresses IP et de cartes partagées.

- Donnez à chaque compte publicitaire son propre profil Morphis et un proxy résidentiel du pays du compte.
- Faites chauffer les nouveaux comptes pendant une semaine avant de dépenser.
- Ne vous connectez jamais à deux comptes depuis le même profil, même « une seule fois ».`,
      ],
      vn: [
        'Mở rộng tài khoản quảng cáo Facebook mà không bị khóa dây chuyền',
        'Một hồ sơ, một proxy, một phương thức thanh toán: quy tắc giữ cho cả hệ thống tài khoản sống sót.',
        `Khóa dây chuyền xảy ra khi một tài khoản bị gắn cờ kéo theo mọi tài khoản liên kết. Liên kết đến từ dấu vân tay, địa chỉ IP và thẻ thanh toán dùng chung.

- Mỗi tài khoản quảng cáo dùng một hồ sơ Morphis riêng và một proxy dân cư cùng quốc gia với tài khoản.
- Nuôi tài khoản mới một tuần trước khi chi tiêu.
- Không bao giờ đăng nhập hai tài khoản trong cùng một hồ sơ, dù chỉ "một lần".`,
      ],
    },
  },
  {
    slug: 'tiktok-ads-multiple-accounts',
    date: '2025-03-19',
    category: 'affiliate-marketing',
    tags: ['account-safety', 'proxies'],
    author: 'lucas-ferreira',
    t: {
      en: [
        'Running several TikTok Ads accounts side by side',
        'TikTok checks device, network and behaviour together. Keep all three separate for each account.',
        `TikTok Ads Manager ties accounts together through device signals, IP ranges and even the time you usually log in.

Create one Morphis profile per advertiser, set the time zone and language to the target market, and use the synchronizer only for identical routine tasks, never to post the same creative everywhere at once.`,
      ],
      zh: [
        '同时运营多个 TikTok 广告账户',
        'TikTok 会同时检查设备、网络和行为。每个账户都要让这三者保持独立。',
        `TikTok 广告管理平台会通过设备信号、IP 段，甚至你惯常的登录时间来关联账户。

为每个广告主创建一个 Morphis 环境，把时区和语言设置为目标市场，同步器只用于完全相同的日常操作，不要用它在所有账户同时发布同一素材。`,
      ],
      ru: [
        'Несколько рекламных аккаунтов TikTok одновременно',
        'TikTok проверяет устройство, сеть и поведение вместе. Разделяйте все три для каждого аккаунта.',
        `TikTok Ads Manager связывает аккаунты по сигналам устройства, диапазонам IP и даже по привычному времени входа.

Создайте по профилю Morphis на каждого рекламодателя, выставьте часовой пояс и язык целевого рынка, а синхронизатор используйте только для одинаковых рутинных задач — не для публикации одного креатива везде сразу.`,
      ],
      es: [
        'Varias cuentas de TikTok Ads a la vez',
        'TikTok revisa dispositivo, red y comportamiento juntos. Mantén los tres separados en cada cuenta.',
        `TikTok Ads Manager vincula cuentas por señales del dispositivo, rangos de IP e incluso la hora habitual de inicio de sesión.

Crea un perfil de Morphis por anunciante, ajusta la zona horaria y el idioma al mercado objetivo y usa el sincronizador solo para tareas rutinarias idénticas, nunca para publicar el mismo anuncio en todas partes a la vez.`,
      ],
      pt: [
        'Várias contas do TikTok Ads lado a lado',
        'O TikTok verifica dispositivo, rede e comportamento juntos. Mantenha os três separados em cada conta.',
        `O TikTok Ads Manager liga contas por sinais do dispositivo, faixas de IP e até pelo horário em que você costuma entrar.

Crie um perfil do Morphis por anunciante, ajuste fuso horário e idioma ao mercado-alvo e use o sincronizador apenas para tarefas rotineiras idênticas, nunca para publicar o mesmo criativo em todas as contas ao mesmo tempo.`,
      ],
      de: [
        'Mehrere TikTok-Ads-Konten parallel betreiben',
        'TikTok prüft Gerät, Netzwerk und Verhalten gemeinsam. Halte alle drei pro Konto getrennt.',
        `TikTok Ads Manager verknüpft Konten über Gerätesignale, IP-Bereiche und sogar deine übliche Login-Zeit.

Lege pro Werbetreibendem ein Morphis-Profil an, stelle Zeitzone und Sprache auf den Zielmarkt ein und nutze den Synchronizer nur für identische Routineaufgaben.`,
      ],
      fr: [
        'Gérer plusieurs comptes TikTok Ads en parallèle',
        'TikTok vérifie l’appareil, le réseau et le comportement ensemble. Séparez les trois pour chaque compte.',
        `TikTok Ads Manager relie les comptes par les signaux de l’appareil, les plages d’IP et même l’heure habituelle de connexion.

Créez un profil Morphis par annonceur, réglez le fuseau horaire et la langue sur le marché cible, et réservez le synchroniseur aux tâches routinières identiques, jamais à la publication simultanée d’une même création.`,
      ],
      vn: [
        'Chạy nhiều tài khoản TikTok Ads cùng lúc',
        'TikTok kiểm tra thiết bị, mạng và hành vi cùng nhau. Hãy tách riêng cả ba cho mỗi tài khoản.',
        `TikTok Ads Manager liên kết tài khoản qua tín hiệu thiết bị, dải IP và cả thời điểm bạn thường đăng nhập.

Tạo một hồ sơ Morphis cho mỗi nhà quảng cáo, đặt múi giờ và ngôn ngữ theo thị trường mục tiêu, và chỉ dùng bộ đồng bộ cho các thao tác lặp lại giống hệt nhau, không dùng để đăng cùng một mẫu quảng cáo ở mọi nơi cùng lúc.`,
      ],
    },
  },
  {
    slug: 'residential-vs-mobile-proxies',
    date: '2025-04-08',
    category: 'affiliate-marketing',
    tags: ['proxies'],
    author: 'lucas-ferreira',
    t: {
      en: [
        'Residential or mobile proxies: which one for which account?',
        'Mobile IPs are shared by thousands of real users; residential IPs belong to one household. Both have a place.',
        `Mobile carrier IPs rotate among many real phones, so platforms rarely ban them outright. They suit account registration and social media.

Residential proxies are cheaper per gigabyte and stable for weeks, which suits marketplaces and ad accounts that expect the same home address. In Morphis you can attach either type per profile and test it before launch.`,
      ],
      zh: [
        '住宅代理还是移动代理：哪种账户用哪种？',
        '移动 IP 由成千上万的真实用户共享；住宅 IP 属于一个家庭。两者各有用途。',
        `移动运营商 IP 在大量真实手机之间轮换，平台很少直接封禁，适合注册账户和社交媒体运营。

住宅代理按流量计费更便宜，并能稳定数周，适合期望固定家庭地址的电商平台和广告账户。在 Morphis 中，你可以为每个环境绑定任一类型的代理，并在启动前检测。`,
      ],
      ru: [
        'Резидентные или мобильные прокси: что для каких аккаунтов?',
        'Мобильные IP делят тысячи реальных пользователей, резидентные принадлежат одному дому. У каждого своя роль.',
        `IP мобильных операторов ротируются между множеством реальных телефонов, поэтому площадки редко их банят. Они подходят для регистрации аккаунтов и соцсетей.

Резидентные прокси дешевле за гигабайт и стабильны неделями — это то, что нужно маркетплейсам и рекламным аккаунтам, ожидающим один домашний адрес. В Morphis можно привязать любой тип к профилю и проверить его перед запуском.`,
      ],
      es: [
        'Proxies residenciales o móviles: ¿cuál para cada cuenta?',
        'Las IP móviles las comparten miles de usuarios reales; las residenciales pertenecen a un hogar. Ambas tienen su lugar.',
        `Las IP de operadores móviles rotan entre muchos teléfonos reales, así que las plataformas rara vez las bloquean. Sirven para registrar cuentas y para redes sociales.

Los proxies residenciales son más baratos por gigabyte y estables durante semanas, ideales para marketplaces y cuentas publicitarias que esperan la misma dirección. En Morphis puedes asignar cualquiera a cada perfil y probarlo antes de empezar.`,
      ],
      pt: [
        'Proxies residenciais ou móveis: qual usar em cada conta?',
        'IPs móveis são compartilhados por milhares de usuários reais; IPs residenciais pertencem a uma casa. Os dois têm seu lugar.',
        `IPs de operadoras móveis se alternam entre muitos celulares reais, então as plataformas raramente os bloqueiam. Servem para cadastro de contas e redes sociais.

Proxies residenciais custam menos por gigabyte e ficam estáveis por semanas, ideais para marketplaces e contas de anúncios que esperam o mesmo endereço. No Morphis você associa qualquer tipo a cada perfil e testa antes de começar.`,
      ],
      de: [
        'Residential- oder Mobile-Proxys: welcher für welches Konto?',
        'Mobile IPs teilen sich Tausende echte Nutzer, Residential-IPs gehören einem Haushalt. Beide haben ihren Platz.',
        `IPs von Mobilfunkanbietern wechseln zwischen vielen echten Telefonen, daher sperren Plattformen sie selten. Sie eignen sich für Registrierungen und soziale Netzwerke.

Residential-Proxys sind pro Gigabyte günstiger und wochenlang stabil, ideal für Marktplätze und Werbekonten. In Morphis verknüpfst du jeden Typ pro Profil und testest ihn vor dem Start.`,
      ],
      tr: [
        'Konut mu mobil proxy mi: hangi hesap için hangisi?',
        'Mobil IP’leri binlerce gerçek kullanıcı paylaşır; konut IP’leri tek bir haneye aittir. İkisinin de yeri var.',
        `Mobil operatör IP’leri birçok gerçek telefon arasında döner, bu yüzden platformlar onları nadiren engeller. Hesap açma ve sosyal medya için uygundur.

Konut proxy’leri gigabayt başına daha ucuzdur ve haftalarca sabit kalır; aynı adresi bekleyen pazaryerleri ve reklam hesapları için idealdir. Morphis’te her profile iki türden birini bağlayıp başlatmadan önce test edebilirsiniz.`,
      ],
      vn: [
        'Proxy dân cư hay proxy di động: loại nào cho tài khoản nào?',
        'IP di động được hàng nghìn người dùng thật chia sẻ; IP dân cư thuộc về một hộ gia đình. Cả hai đều có chỗ dùng.',
        `IP của nhà mạng di động luân phiên giữa nhiều điện thoại thật nên nền tảng hiếm khi chặn hẳn. Chúng phù hợp để đăng ký tài khoản và mạng xã hội.

Proxy dân cư rẻ hơn tính theo gigabyte và ổn định nhiều tuần, phù hợp với sàn thương mại và tài khoản quảng cáo cần cùng một địa chỉ. Trong Morphis, bạn có thể gắn loại nào cũng được cho từng hồ sơ và kiểm tra trước khi chạy.`,
      ],
      ko: [
        '주거용 프록시와 모바일 프록시, 어떤 계정에 무엇을 쓸까?',
        '모바일 IP는 수천 명의 실제 사용자가 함께 쓰고, 주거용 IP는 한 가정에 속합니다. 둘 다 쓸모가 있습니다.',
        `이동통신사 IP는 수많은 실제 휴대폰 사이에서 바뀌기 때문에 플랫폼이 통째로 차단하는 일이 드뭅니다. 계정 가입과 소셜 미디어에 잘 맞습니다.

주거용 프록시는 기가바이트당 가격이 저렴하고 몇 주 동안 안정적이어서, 같은 집 주소를 기대하는 마켓플레이스와 광고 계정에 적합합니다. Morphis에서는 프로필마다 두 유형 중 하나를 연결하고 실행 전에 테스트할 수 있습니다.`,
      ],
    },
  },
  {
    slug: 'amazon-seller-accounts-in-several-regions',
    date: '2025-04-24',
    category: 'e-commerce',
    tags: ['amazon', 'account-safety'],
    author: 'mei-lin',
    t: {
      en: [
        'Amazon seller accounts in several regions',
        'Amazon allows one account per seller per region. What it checks, and how to keep legitimate stores apart.',
        `Amazon links stores through login devices, browser data, bank accounts and addresses. Legitimate sellers with separate companies still get caught when staff log in from one shared laptop.

Give each store a Morphis profile with a proxy from its marketplace country, and share the profile with the team instead of sharing passwords: everyone opens the same "device".`,
      ],
      zh: [
        '在多个站点运营亚马逊卖家账户',
        '亚马逊要求每个卖家在每个站点只有一个账户。它会检查什么，以及如何让合规店铺彼此隔离。',
        `亚马逊通过登录设备、浏览器数据、银行账户和地址来关联店铺。即使是拥有不同公司的合规卖家，员工在同一台共用笔记本上登录也会被关联。

为每个店铺创建一个 Morphis 环境，使用所在站点国家的代理，并在团队内共享环境而不是共享密码：每个人打开的都是同一台“设备”。`,
      ],
      ru: [
        'Аккаунты продавца Amazon в нескольких регионах',
        'Amazon разрешает один аккаунт на продавца в регионе. Что он проверяет и как разделить легальные магазины.',
        `Amazon связывает магазины по устройствам входа, данным браузера, банковским счетам и адресам. Даже честные продавцы с разными компаниями попадают под связку, когда сотрудники входят с одного общего ноутбука.

Дайте каждому магазину профиль Morphis с прокси из страны его площадки и делитесь профилем с командой вместо паролей: все открывают одно и то же «устройство».`,
      ],
      es: [
        'Cuentas de vendedor de Amazon en varias regiones',
        'Amazon permite una cuenta por vendedor en cada región. Qué revisa y cómo mantener separadas tiendas legítimas.',
        `Amazon vincula tiendas por dispositivos de acceso, datos del navegador, cuentas bancarias y direcciones. Incluso vendedores legítimos con empresas distintas caen cuando el personal entra desde un portátil compartido.

Da a cada tienda un perfil de Morphis con un proxy del país de su marketplace y comparte el perfil con el equipo en lugar de las contraseñas: todos abren el mismo «dispositivo».`,
      ],
      pt: [
        'Contas de vendedor da Amazon em várias regiões',
        'A Amazon permite uma conta por vendedor em cada região. O que ela verifica e como separar lojas legítimas.',
        `A Amazon liga lojas por dispositivos de acesso, dados do navegador, contas bancárias e endereços. Até vendedores legítimos com empresas diferentes são pegos quando a equipe entra pelo mesmo notebook.

Dê a cada loja um perfil do Morphis com proxy do país do marketplace e compartilhe o perfil com a equipe em vez de senhas: todos abrem o mesmo "dispositivo".`,
      ],
      de: [
        'Amazon-Verkäuferkonten in mehreren Regionen',
        'Amazon erlaubt ein Konto pro Verkäufer und Region. Was geprüft wird und wie legitime Shops getrennt bleiben.',
        `Amazon verknüpft Shops über Login-Geräte, Browserdaten, Bankkonten und Adressen. Selbst legitime Verkäufer mit getrennten Firmen geraten in Verdacht, wenn Mitarbeiter sich am selben Laptop anmelden.

Gib jedem Shop ein Morphis-Profil mit einem Proxy aus dem Land seines Marktplatzes und teile das Profil im Team statt Passwörter zu teilen.`,
      ],
      fr: [
        'Comptes vendeur Amazon dans plusieurs régions',
        'Amazon autorise un compte par vendeur et par région. Ce qu’il vérifie et comment garder des boutiques légitimes séparées.',
        `Amazon relie les boutiques par les appareils de connexion, les données du navigateur, les comptes bancaires et les adresses. Même des vendeurs légitimes aux sociétés distinctes sont pris quand l’équipe se connecte depuis un ordinateur partagé.

Attribuez à chaque boutique un profil Morphis avec un proxy du pays de sa place de marché, et partagez le profil plutôt que les mots de passe : tout le monde ouvre le même « appareil ».`,
      ],
      vn: [
        'Tài khoản người bán Amazon ở nhiều khu vực',
        'Amazon cho phép mỗi người bán một tài khoản ở mỗi khu vực. Họ kiểm tra gì và làm sao tách riêng các cửa hàng hợp lệ.',
        `Amazon liên kết cửa hàng qua thiết bị đăng nhập, dữ liệu trình duyệt, tài khoản ngân hàng và địa chỉ. Ngay cả người bán hợp lệ với công ty riêng cũng bị liên kết khi nhân viên đăng nhập từ một máy tính dùng chung.

Mỗi cửa hàng dùng một hồ sơ Morphis với proxy của quốc gia sàn đó, và chia sẻ hồ sơ cho nhóm thay vì chia sẻ mật khẩu: ai cũng mở cùng một "thiết bị".`,
      ],
    },
  },
  {
    slug: 'ebay-stealth-accounts-myths',
    date: '2025-05-13',
    category: 'e-commerce',
    tags: ['account-safety'],
    author: 'mei-lin',
    t: {
      en: [
        'Five myths about separating marketplace accounts',
        'Incognito windows, VPNs and virtual machines each fix one signal and leak the rest.',
        `- **Incognito mode** clears cookies but keeps the same fingerprint.
- **A VPN** changes the IP but not the device.
- **A virtual machine** changes the OS but shares the host GPU signature.
- **A new laptop per account** works, but does not scale past a handful of stores.
- **Clearing the cache** removes nothing the platform needs to link you.

An antidetect profile changes all of these signals at once, consistently.`,
      ],
      zh: [
        '关于隔离电商账户的五个误区',
        '无痕窗口、VPN 和虚拟机各只解决一个信号，其余的依旧暴露。',
        `- **无痕模式**会清除 Cookie，但指纹不变。
- **VPN** 改变了 IP，却没有改变设备。
- **虚拟机**改变了操作系统，却共享宿主机的 GPU 特征。
- **每个账户一台新电脑**确实有效，但店铺一多就无法扩展。
- **清除缓存**并不能去掉平台用来关联你的任何信息。

防关联环境会一次性、且一致地改变所有这些信号。`,
      ],
      ru: [
        'Пять мифов о разделении аккаунтов на маркетплейсах',
        'Инкогнито, VPN и виртуальные машины исправляют по одному сигналу и выдают остальные.',
        `- **Режим инкогнито** очищает cookie, но оставляет тот же отпечаток.
- **VPN** меняет IP, но не устройство.
- **Виртуальная машина** меняет ОС, но делит подпись GPU хоста.
- **Новый ноутбук на каждый аккаунт** работает, но не масштабируется дальше пары магазинов.
- **Очистка кеша** не убирает ничего, по чему площадка вас связывает.

Антидетект-профиль меняет все эти сигналы сразу и согласованно.`,
      ],
      es: [
        'Cinco mitos sobre separar cuentas de marketplace',
        'Las ventanas de incógnito, las VPN y las máquinas virtuales corrigen una señal y filtran el resto.',
        `- **El modo incógnito** borra cookies pero mantiene la misma huella.
- **Una VPN** cambia la IP, no el dispositivo.
- **Una máquina virtual** cambia el sistema pero comparte la firma de la GPU del anfitrión.
- **Un portátil nuevo por cuenta** funciona, pero no escala más allá de unas pocas tiendas.
- **Borrar la caché** no elimina nada de lo que la plataforma usa para vincularte.

Un perfil antidetección cambia todas estas señales a la vez y de forma coherente.`,
      ],
      pt: [
        'Cinco mitos sobre separar contas de marketplace',
        'Janelas anônimas, VPNs e máquinas virtuais corrigem um sinal e vazam o resto.',
        `- **O modo anônimo** limpa cookies, mas mantém a mesma impressão digital.
- **Uma VPN** muda o IP, não o dispositivo.
- **Uma máquina virtual** muda o sistema, mas compartilha a assinatura da GPU do host.
- **Um notebook novo por conta** funciona, mas não escala além de poucas lojas.
- **Limpar o cache** não remove nada que a plataforma usa para ligar você.

Um perfil antidetect muda todos esses sinais de uma vez, de forma coerente.`,
      ],
      de: [
        'Fünf Mythen über getrennte Marktplatzkonten',
        'Inkognito-Fenster, VPNs und virtuelle Maschinen beheben je ein Signal und verraten den Rest.',
        `- **Der Inkognito-Modus** löscht Cookies, behält aber den Fingerprint.
- **Ein VPN** ändert die IP, nicht das Gerät.
- **Eine virtuelle Maschine** ändert das Betriebssystem, teilt aber die GPU-Signatur des Hosts.
- **Ein neuer Laptop pro Konto** funktioniert, skaliert aber nicht.
- **Cache leeren** entfernt nichts, womit die Plattform dich verknüpft.

Ein Antidetect-Profil ändert all diese Signale auf einmal und stimmig.`,
      ],
      fr: [
        'Cinq idées reçues sur la séparation des comptes marketplace',
        'La navigation privée, les VPN et les machines virtuelles corrigent un signal et laissent fuir les autres.',
        `- **La navigation privée** efface les cookies mais garde la même empreinte.
- **Un VPN** change l’IP, pas l’appareil.
- **Une machine virtuelle** change le système mais partage la signature GPU de l’hôte.
- **Un ordinateur neuf par compte** fonctionne, mais ne tient pas au-delà de quelques boutiques.
- **Vider le cache** n’efface rien de ce qui sert à vous relier.

Un profil antidétection change tous ces signaux à la fois, de façon cohérente.`,
      ],
      vn: [
        'Năm lầm tưởng về việc tách tài khoản trên sàn thương mại',
        'Cửa sổ ẩn danh, VPN và máy ảo mỗi thứ chỉ sửa một tín hiệu và để lộ phần còn lại.',
        `- **Chế độ ẩn danh** xóa cookie nhưng giữ nguyên dấu vân tay.
- **VPN** đổi IP chứ không đổi thiết bị.
- **Máy ảo** đổi hệ điều hành nhưng dùng chung chữ ký GPU của máy chủ.
- **Mỗi tài khoản một laptop mới** thì hiệu quả, nhưng không mở rộng được khi có nhiều cửa hàng.
- **Xóa bộ nhớ đệm** không loại bỏ thứ gì nền tảng dùng để liên kết bạn.

Hồ sơ antidetect thay đổi tất cả các tín hiệu này cùng lúc và nhất quán.`,
      ],
    },
  },
  {
    slug: 'sharing-profiles-with-your-team',
    date: '2025-06-02',
    category: 'team-workflows',
    tags: ['account-safety'],
    author: 'mei-lin',
    t: {
      en: [
        'Sharing browser profiles with your team safely',
        'Passwords in a chat are the most common way agencies lose accounts. Share the profile instead.',
        `When a profile is shared in Morphis, the teammate opens the same cookies, fingerprint and proxy, so the platform sees one consistent device.

Use roles to decide who can launch, edit or export a profile, and turn on the activity log to see who opened which account and when.`,
      ],
      th: [
        'แชร์โปรไฟล์เบราว์เซอร์กับทีมอย่างปลอดภัย',
        'การส่งรหัสผ่านในแชตคือสาเหตุอันดับหนึ่งที่เอเจนซีเสียบัญชี แชร์โปรไฟล์แทนดีกว่า',
        `เมื่อแชร์โปรไฟล์ใน Morphis เพื่อนร่วมทีมจะเปิดคุกกี้ ลายนิ้วมือ และพร็อกซีชุดเดียวกัน แพลตฟอร์มจึงเห็นเป็นอุปกรณ์เดียวที่สม่ำเสมอ

ใช้บทบาทเพื่อกำหนดว่าใครเปิด แก้ไข หรือส่งออกโปรไฟล์ได้ และเปิดบันทึกกิจกรรมเพื่อดูว่าใครเปิดบัญชีไหนเมื่อไร`,
      ],
      hi: [
        'अपनी टीम के साथ ब्राउज़र प्रोफ़ाइल सुरक्षित रूप से साझा करें',
        'चैट में भेजे गए पासवर्ड एजेंसियों के खाते गँवाने की सबसे आम वजह हैं। पासवर्ड नहीं, प्रोफ़ाइल साझा करें।',
        `जब Morphis में कोई प्रोफ़ाइल साझा की जाती है, तो सहकर्मी वही कुकीज़, फ़िंगरप्रिंट और प्रॉक्सी खोलता है, इसलिए प्लेटफ़ॉर्म को एक ही स्थिर डिवाइस दिखता है।

भूमिकाओं से तय करें कि कौन प्रोफ़ाइल चला, बदल या एक्सपोर्ट कर सकता है, और गतिविधि लॉग चालू करें ताकि दिखे कि किसने कौन-सा खाता कब खोला।`,
      ],
      fil: [
        'Ligtas na pagbabahagi ng browser profile sa iyong team',
        'Ang password na ipinasa sa chat ang pinakakaraniwang dahilan kung bakit nawawalan ng account ang mga ahensya. Ang profile ang ibahagi.',
        `Kapag ibinahagi ang isang profile sa Morphis, binubuksan ng kasamahan mo ang parehong cookies, fingerprint at proxy, kaya iisang pare-parehong device ang nakikita ng platform.

Gumamit ng mga tungkulin para itakda kung sino ang puwedeng magbukas, mag-edit o mag-export ng profile, at i-on ang activity log para makita kung sino ang nagbukas ng aling account at kailan.`,
      ],
      km: [
        'ចែករំលែកប្រវត្តិរូបកម្មវិធីរុករកជាមួយក្រុមដោយសុវត្ថិភាព',
        'ពាក្យសម្ងាត់ដែលផ្ញើក្នុងឆាតគឺជាមូលហេតុទូទៅបំផុតដែលភ្នាក់ងារបាត់បង់គណនី។ ចែករំលែកប្រវត្តិរូបជំនួសវិញ។',
        `ពេលប្រវត្តិរូបត្រូវបានចែករំលែកក្នុង Morphis មិត្តរួមក្រុមបើកខូគី ស្នាមម្រាមដៃ និង proxy ដដែល ដូច្នេះវេទិកាឃើញតែឧបករណ៍មួយដែលស៊ីសង្វាក់។

ប្រើតួនាទីដើម្បីកំណត់ថាអ្នកណាអាចបើក កែ ឬនាំចេញប្រវត្តិរូប ហើយបើកកំណត់ហេតុសកម្មភាពដើម្បីមើលថាអ្នកណាបានបើកគណនីណា និងនៅពេលណា។`,
      ],
      nl: [
        'Browserprofielen veilig delen met je team',
        'Wachtwoorden in een chat zijn de meest voorkomende reden dat bureaus accounts kwijtraken. Deel liever het profiel.',
        `Wanneer je in Morphis een profiel deelt, opent je collega dezelfde cookies, fingerprint en proxy, zodat het platform één consistent apparaat ziet.

Bepaal met rollen wie een profiel mag starten, bewerken of exporteren, en zet het activiteitenlogboek aan om te zien wie welk account wanneer heeft geopend.`,
      ],
      ro: [
        'Cum partajezi în siguranță profilurile de browser cu echipa',
        'Parolele trimise pe chat sunt cel mai des motivul pentru care agențiile pierd conturi. Partajează profilul în locul lor.',
        `Când un profil este partajat în Morphis, colegul deschide aceleași cookie-uri, aceeași amprentă și același proxy, așa că platforma vede un singur dispozitiv coerent.

Folosește rolurile ca să decizi cine poate porni, modifica sau exporta un profil și activează jurnalul de activitate ca să vezi cine a deschis ce cont și când.`,
      ],
      zh: [
        '安全地与团队共享浏览器环境',
        '在聊天里发密码是代理商丢失账户最常见的原因。改为共享环境吧。',
        `在 Morphis 中共享环境后，同事打开的是相同的 Cookie、指纹和代理，平台看到的始终是同一台设备。

通过角色决定谁可以启动、编辑或导出环境，并开启操作日志，查看谁在什么时间打开了哪个账户。`,
      ],
      ru: [
        'Как безопасно делиться профилями с командой',
        'Пароли в чате — самая частая причина, по которой агентства теряют аккаунты. Делитесь профилем.',
        `Когда профиль расшарен в Morphis, коллега открывает те же cookie, отпечаток и прокси, и площадка видит одно и то же устройство.

Роли определяют, кто может запускать, редактировать или экспортировать профиль, а журнал действий показывает, кто и когда открывал аккаунт.`,
      ],
      es: [
        'Compartir perfiles de navegador con tu equipo de forma segura',
        'Las contraseñas en un chat son la forma más común en que las agencias pierden cuentas. Comparte el perfil.',
        `Al compartir un perfil en Morphis, el compañero abre las mismas cookies, huella y proxy, así que la plataforma ve un único dispositivo coherente.

Usa roles para decidir quién puede abrir, editar o exportar un perfil, y activa el registro de actividad para ver quién abrió cada cuenta y cuándo.`,
      ],
      pt: [
        'Compartilhar perfis de navegador com a equipe com segurança',
        'Senhas no chat são o jeito mais comum de agências perderem contas. Compartilhe o perfil.',
        `Ao compartilhar um perfil no Morphis, o colega abre os mesmos cookies, impressão digital e proxy, e a plataforma vê um único dispositivo coerente.

Use funções para definir quem pode abrir, editar ou exportar um perfil e ative o registro de atividades para ver quem abriu cada conta e quando.`,
      ],
      de: [
        'Browserprofile sicher im Team teilen',
        'Passwörter im Chat sind der häufigste Grund, warum Agenturen Konten verlieren. Teile das Profil.',
        `Wird ein Profil in Morphis geteilt, öffnet die Kollegin dieselben Cookies, denselben Fingerprint und denselben Proxy, und die Plattform sieht ein stimmiges Gerät.

Mit Rollen legst du fest, wer ein Profil starten, bearbeiten oder exportieren darf; das Aktivitätsprotokoll zeigt, wer welches Konto wann geöffnet hat.`,
      ],
      fr: [
        'Partager des profils de navigateur avec son équipe en toute sécurité',
        'Les mots de passe envoyés dans une messagerie sont la première cause de perte de comptes en agence. Partagez le profil.',
        `Quand un profil est partagé dans Morphis, le collègue ouvre les mêmes cookies, la même empreinte et le même proxy : la plateforme voit un seul appareil cohérent.

Les rôles décident qui peut lancer, modifier ou exporter un profil, et le journal d’activité montre qui a ouvert quel compte et quand.`,
      ],
      vn: [
        'Chia sẻ hồ sơ trình duyệt với nhóm một cách an toàn',
        'Gửi mật khẩu qua chat là cách phổ biến nhất khiến các agency mất tài khoản. Hãy chia sẻ hồ sơ.',
        `Khi chia sẻ hồ sơ trong Morphis, đồng đội mở cùng cookie, dấu vân tay và proxy, nên nền tảng chỉ thấy một thiết bị nhất quán.

Dùng vai trò để quyết định ai được mở, sửa hoặc xuất hồ sơ, và bật nhật ký hoạt động để biết ai đã mở tài khoản nào, vào lúc nào.`,
      ],
      jp: [
        'ブラウザプロファイルをチームで安全に共有する方法',
        'チャットでのパスワード共有は、エージェンシーがアカウントを失う最も多い原因です。代わりにプロファイルを共有しましょう。',
        `Morphis でプロファイルを共有すると、チームメンバーは同じ Cookie、フィンガープリント、プロキシでアカウントを開きます。プラットフォームからは、一貫した 1 台のデバイスに見えます。

ロールを使って、誰がプロファイルを起動・編集・エクスポートできるかを決めましょう。アクティビティログを有効にすれば、誰がいつどのアカウントを開いたかも確認できます。`,
      ],
      ko: [
        '팀과 브라우저 프로필을 안전하게 공유하는 방법',
        '채팅으로 비밀번호를 주고받는 것이 에이전시가 계정을 잃는 가장 흔한 이유입니다. 대신 프로필을 공유하세요.',
        `Morphis에서 프로필을 공유하면 팀원은 같은 쿠키, 지문, 프록시로 계정을 엽니다. 플랫폼은 일관된 기기 한 대만 보게 됩니다.

역할을 이용해 누가 프로필을 실행, 편집, 내보낼 수 있는지 정하고, 활동 로그를 켜서 누가 언제 어떤 계정을 열었는지 확인하세요.`,
      ],
      tc: [
        '安全地與團隊共用瀏覽器環境',
        '在聊天室傳密碼，是代理商最常丟失帳戶的原因。改成分享環境吧。',
        `在 Morphis 中分享環境時，隊友開啟的是同一組 Cookie、指紋與代理，平台看到的始終是同一台一致的裝置。

用角色決定誰可以啟動、編輯或匯出環境，並開啟操作紀錄，查看誰在什麼時候開了哪個帳戶。`,
      ],
      pl: [
        'Jak bezpiecznie udostępniać profile przeglądarki zespołowi',
        'Hasła wysyłane na czacie to najczęstszy powód, dla którego agencje tracą konta. Udostępniaj profil.',
        `Gdy udostępniasz profil w Morphis, współpracownik otwiera te same ciasteczka, odcisk i proxy, więc platforma widzi jedno spójne urządzenie.

Za pomocą ról decydujesz, kto może uruchamiać, edytować lub eksportować profil, a dziennik aktywności pokazuje, kto i kiedy otworzył które konto.`,
      ],
      uk: [
        'Як безпечно ділитися профілями браузера з командою',
        'Паролі в чаті — найчастіша причина, через яку агенції втрачають акаунти. Діліться профілем.',
        `Коли ви ділитеся профілем у Morphis, колега відкриває ті самі cookie, відбиток і проксі, тож платформа бачить один узгоджений пристрій.

Ролі визначають, хто може запускати, редагувати чи експортувати профіль, а журнал дій показує, хто й коли відкривав який акаунт.`,
      ],
    },
  },
  {
    slug: 'automating-routine-with-rpa',
    date: '2025-06-26',
    category: 'team-workflows',
    tags: [],
    author: 'daniel-weber',
    t: {
      en: [
        'Automating daily routines with Morphis RPA',
        'Record a task once, replay it across fifty profiles with human-like timing.',
        `The RPA editor records clicks, typing and waits as steps you can edit. Each run uses the profile's own fingerprint and proxy, and random delays keep the rhythm human.

## Good first automations
- Checking balances and notifications every morning.
- Warming up new accounts with light browsing.
- Exporting order reports from marketplace dashboards.`,
      ],
      zh: [
        '用 Morphis RPA 自动化日常操作',
        '录制一次任务，即可在五十个环境中以接近真人的节奏重复执行。',
        `RPA 编辑器会把点击、输入和等待记录为可编辑的步骤。每次运行都使用该环境自己的指纹和代理，随机延迟让操作节奏更像真人。

## 适合入门的自动化
- 每天早上检查余额和通知。
- 通过轻度浏览为新账户养号。
- 从电商后台导出订单报表。`,
      ],
      ru: [
        'Автоматизация рутины с Morphis RPA',
        'Запишите задачу один раз и повторяйте её в пятидесяти профилях с человеческим ритмом.',
        `Редактор RPA записывает клики, ввод и ожидания как шаги, которые можно править. Каждый запуск использует отпечаток и прокси своего профиля, а случайные задержки делают ритм естественным.

## С чего начать
- Утренняя проверка балансов и уведомлений.
- Прогрев новых аккаунтов лёгким сёрфингом.
- Выгрузка отчётов о заказах из кабинетов маркетплейсов.`,
      ],
      es: [
        'Automatiza tus rutinas diarias con Morphis RPA',
        'Graba una tarea una vez y repítela en cincuenta perfiles con un ritmo humano.',
        `El editor RPA graba clics, escritura y esperas como pasos editables. Cada ejecución usa la huella y el proxy del propio perfil, y las pausas aleatorias mantienen un ritmo humano.

## Primeras automatizaciones recomendadas
- Revisar saldos y notificaciones cada mañana.
- Calentar cuentas nuevas con navegación ligera.
- Exportar informes de pedidos de los paneles de marketplace.`,
      ],
      pt: [
        'Automatize rotinas diárias com o Morphis RPA',
        'Grave uma tarefa uma vez e repita em cinquenta perfis com ritmo humano.',
        `O editor de RPA grava cliques, digitação e esperas como etapas editáveis. Cada execução usa a impressão digital e o proxy do próprio perfil, e atrasos aleatórios mantêm o ritmo humano.

## Boas primeiras automações
- Verificar saldos e notificações toda manhã.
- Aquecer contas novas com navegação leve.
- Exportar relatórios de pedidos dos painéis de marketplace.`,
      ],
      de: [
        'Tägliche Routinen mit Morphis RPA automatisieren',
        'Eine Aufgabe einmal aufzeichnen und in fünfzig Profilen mit menschlichem Timing wiederholen.',
        `Der RPA-Editor zeichnet Klicks, Eingaben und Wartezeiten als bearbeitbare Schritte auf. Jeder Lauf nutzt Fingerprint und Proxy des Profils, zufällige Pausen halten den Rhythmus menschlich.

## Gute erste Automatisierungen
- Jeden Morgen Kontostände und Benachrichtigungen prüfen.
- Neue Konten mit leichtem Surfen aufwärmen.
- Bestellberichte aus Marktplatz-Dashboards exportieren.`,
      ],
      fr: [
        'Automatiser les routines quotidiennes avec Morphis RPA',
        'Enregistrez une tâche une fois, rejouez-la sur cinquante profils avec un rythme humain.',
        `L’éditeur RPA enregistre clics, saisies et attentes sous forme d’étapes modifiables. Chaque exécution utilise l’empreinte et le proxy du profil, et des délais aléatoires gardent un rythme humain.

## De bonnes premières automatisations
- Vérifier chaque matin les soldes et notifications.
- Faire chauffer les nouveaux comptes par une navigation légère.
- Exporter les rapports de commandes des tableaux de bord marketplace.`,
      ],
      vn: [
        'Tự động hóa công việc hằng ngày với Morphis RPA',
        'Ghi lại một tác vụ một lần, phát lại trên năm mươi hồ sơ với nhịp độ như người thật.',
        `Trình chỉnh sửa RPA ghi lại lượt nhấp, thao tác gõ và thời gian chờ thành các bước có thể sửa. Mỗi lần chạy dùng dấu vân tay và proxy riêng của hồ sơ, độ trễ ngẫu nhiên giữ nhịp độ tự nhiên.

## Những tự động hóa nên bắt đầu
- Kiểm tra số dư và thông báo mỗi sáng.
- Nuôi tài khoản mới bằng cách duyệt web nhẹ nhàng.
- Xuất báo cáo đơn hàng từ bảng điều khiển của sàn.`,
      ],
    },
  },
  {
    slug: 'how-to-choose-an-antidetect-browser',
    date: '2025-07-15',
    category: 'fingerprinting',
    tags: ['account-safety'],
    author: 'anna-kovalenko',
    t: {
      en: [
        'How to choose an antidetect browser in 2025',
        'Engine freshness, fingerprint consistency, team features and price per profile: a checklist.',
        `1. **Engine version.** The browser core should follow Chrome's release schedule within weeks.
2. **Consistency.** Every signal must match the claimed device; random values are worse than none.
3. **Team features.** Roles, sharing and an activity log matter once more than one person works.
4. **Automation.** A local API and RPA save hours every week.
5. **Price per profile.** Compare the plans at the number of profiles you will actually run.`,
      ],
      zh: [
        '2025 年如何选择指纹浏览器',
        '内核是否及时更新、指纹是否一致、团队功能和每个环境的价格：一份检查清单。',
        `1. **内核版本。**浏览器内核应在数周内跟进 Chrome 的发布节奏。
2. **一致性。**每个信号都必须与声称的设备相符；随机数值比没有更糟。
3. **团队功能。**一旦多人协作，角色、共享和操作日志就非常重要。
4. **自动化。**本地 API 和 RPA 每周都能节省数小时。
5. **每个环境的价格。**按你实际会运行的环境数量来比较套餐。`,
      ],
      ru: [
        'Как выбрать антидетект-браузер в 2025 году',
        'Свежесть ядра, согласованность отпечатка, командные функции и цена за профиль: чек-лист.',
        `1. **Версия ядра.** Ядро браузера должно догонять релизы Chrome за считаные недели.
2. **Согласованность.** Каждый сигнал должен совпадать с заявленным устройством; случайные значения хуже, чем никакие.
3. **Команда.** Роли, общий доступ и журнал действий важны, как только работает больше одного человека.
4. **Автоматизация.** Локальный API и RPA экономят часы каждую неделю.
5. **Цена за профиль.** Сравнивайте тарифы на том количестве профилей, которое реально будете вести.`,
      ],
      es: [
        'Cómo elegir un navegador antidetección en 2025',
        'Motor actualizado, huella coherente, funciones de equipo y precio por perfil: una lista de control.',
        `1. **Versión del motor.** El núcleo debe seguir las versiones de Chrome en pocas semanas.
2. **Coherencia.** Cada señal debe coincidir con el dispositivo declarado; los valores aleatorios son peores que nada.
3. **Funciones de equipo.** Roles, perfiles compartidos y registro de actividad importan en cuanto trabaja más de una persona.
4. **Automatización.** Una API local y RPA ahorran horas cada semana.
5. **Precio por perfil.** Compara los planes con el número de perfiles que realmente usarás.`,
      ],
      pt: [
        'Como escolher um navegador antidetect em 2025',
        'Motor atualizado, impressão digital coerente, recursos de equipe e preço por perfil: um checklist.',
        `1. **Versão do motor.** O núcleo deve acompanhar as versões do Chrome em poucas semanas.
2. **Coerência.** Cada sinal precisa combinar com o dispositivo declarado; valores aleatórios são piores que nenhum.
3. **Recursos de equipe.** Funções, compartilhamento e registro de atividades importam quando mais de uma pessoa trabalha.
4. **Automação.** Uma API local e RPA economizam horas toda semana.
5. **Preço por perfil.** Compare os planos pelo número de perfis que você vai usar de verdade.`,
      ],
      de: [
        'So wählst du 2025 einen Antidetect-Browser',
        'Aktuelle Engine, stimmige Fingerprints, Teamfunktionen und Preis pro Profil: eine Checkliste.',
        `1. **Engine-Version.** Der Browserkern sollte Chrome-Releases innerhalb weniger Wochen folgen.
2. **Konsistenz.** Jedes Signal muss zum angegebenen Gerät passen; Zufallswerte sind schlimmer als keine.
3. **Teamfunktionen.** Rollen, Teilen und Aktivitätsprotokoll zählen, sobald mehr als eine Person arbeitet.
4. **Automatisierung.** Lokale API und RPA sparen jede Woche Stunden.
5. **Preis pro Profil.** Vergleiche Tarife bei der Profilzahl, die du wirklich nutzt.`,
      ],
      fr: [
        'Comment choisir un navigateur antidétection en 2025',
        'Moteur à jour, empreinte cohérente, fonctions d’équipe et prix par profil : une liste de contrôle.',
        `1. **Version du moteur.** Le cœur du navigateur doit suivre les versions de Chrome en quelques semaines.
2. **Cohérence.** Chaque signal doit correspondre à l’appareil annoncé ; des valeurs aléatoires sont pires que rien.
3. **Fonctions d’équipe.** Rôles, partage et journal d’activité comptent dès que plusieurs personnes travaillent.
4. **Automatisation.** Une API locale et le RPA font gagner des heures chaque semaine.
5. **Prix par profil.** Comparez les offres au nombre de profils que vous utiliserez réellement.`,
      ],
      vn: [
        'Cách chọn trình duyệt antidetect năm 2025',
        'Lõi cập nhật, dấu vân tay nhất quán, tính năng nhóm và giá mỗi hồ sơ: danh sách kiểm tra.',
        `1. **Phiên bản lõi.** Lõi trình duyệt nên theo kịp các bản phát hành của Chrome trong vài tuần.
2. **Tính nhất quán.** Mọi tín hiệu phải khớp với thiết bị được khai báo; giá trị ngẫu nhiên còn tệ hơn không có.
3. **Tính năng nhóm.** Vai trò, chia sẻ và nhật ký hoạt động rất quan trọng khi có nhiều người làm việc.
4. **Tự động hóa.** API cục bộ và RPA tiết kiệm hàng giờ mỗi tuần.
5. **Giá mỗi hồ sơ.** So sánh các gói theo số hồ sơ bạn thực sự dùng.`,
      ],
    },
  },
  {
    slug: 'time-zone-and-language-mismatch',
    date: '2025-08-04',
    category: 'fingerprinting',
    tags: ['proxies', 'account-safety'],
    author: 'anna-kovalenko',
    stale: ['fr'],
    t: {
      en: [
        'Time zone and language mismatches that give you away',
        'A Brazilian IP with a Moscow clock and an English keyboard is not a Brazilian visitor.',
        `Platforms compare the IP's location with the browser's time zone, language list and even the keyboard layout. One mismatch is a small risk; three together look like a proxy user.

Morphis can fill time zone, language and geolocation from the proxy automatically each time a profile starts, so they stay right when you change proxies.`,
      ],
      th: [
        'เขตเวลาและภาษาที่ไม่ตรงกัน ซึ่งทำให้คุณถูกจับได้',
        'IP บราซิลที่ตั้งนาฬิกาเป็นเวลามอสโกและใช้คีย์บอร์ดภาษาอังกฤษ ไม่ใช่ผู้เข้าชมชาวบราซิลแน่นอน',
        `แพลตฟอร์มจะเทียบตำแหน่งของ IP กับเขตเวลา รายการภาษา และแม้แต่เลย์เอาต์คีย์บอร์ดของเบราว์เซอร์ ความไม่ตรงกันจุดเดียวเป็นความเสี่ยงเล็กน้อย แต่ถ้ามีสามจุดพร้อมกันก็ดูเหมือนผู้ใช้พร็อกซีทันที

Morphis เติมเขตเวลา ภาษา และตำแหน่งที่ตั้งจากพร็อกซีให้อัตโนมัติทุกครั้งที่เปิดโปรไฟล์ ค่าเหล่านี้จึงถูกต้องเสมอแม้คุณจะเปลี่ยนพร็อกซี`,
      ],
      hi: [
        'टाइम ज़ोन और भाषा का बेमेल जो आपकी पोल खोल देता है',
        'मॉस्को की घड़ी और अंग्रेज़ी कीबोर्ड वाला ब्राज़ीली IP असल में ब्राज़ीली विज़िटर नहीं है।',
        `प्लेटफ़ॉर्म IP की लोकेशन की तुलना ब्राउज़र के टाइम ज़ोन, भाषा सूची और कीबोर्ड लेआउट तक से करते हैं। एक बेमेल छोटा जोखिम है; तीन एक साथ हों तो आप प्रॉक्सी उपयोगकर्ता जैसे दिखते हैं।

Morphis हर बार प्रोफ़ाइल शुरू होने पर प्रॉक्सी से टाइम ज़ोन, भाषा और जियोलोकेशन अपने-आप भर सकता है, इसलिए प्रॉक्सी बदलने पर भी ये सही बने रहते हैं।`,
      ],
      fil: [
        'Mga hindi tugmang time zone at wika na naglalantad sa iyo',
        'Ang Brazilian IP na may orasan ng Moscow at English na keyboard ay hindi bisitang taga-Brazil.',
        `Kinukumpara ng mga platform ang lokasyon ng IP sa time zone, listahan ng wika at maging sa keyboard layout ng browser. Maliit na panganib ang isang hindi pagtutugma; kapag tatlo nang sabay, mukha ka nang gumagamit ng proxy.

Kayang punan ng Morphis nang awtomatiko ang time zone, wika at geolocation mula sa proxy tuwing magbubukas ang isang profile, kaya tama pa rin ang mga ito kahit magpalit ka ng proxy.`,
      ],
      km: [
        'ល្វែងម៉ោង និងភាសាមិនត្រូវគ្នា ដែលលាតត្រដាងអ្នក',
        'IP ប្រេស៊ីលដែលមាននាឡិកាម៉ូស្គូ និងក្តារចុចអង់គ្លេស មិនមែនជាអ្នកទស្សនាប្រេស៊ីលទេ។',
        `វេទិកាប្រៀបធៀបទីតាំងនៃ IP ជាមួយល្វែងម៉ោង បញ្ជីភាសា និងសូម្បីតែប្លង់ក្តារចុចរបស់កម្មវិធីរុករក។ ការមិនត្រូវគ្នាមួយគឺជាហានិភ័យតូច ប៉ុន្តែបីក្នុងពេលតែមួយមើលទៅដូចអ្នកប្រើ proxy។

Morphis អាចបំពេញល្វែងម៉ោង ភាសា និងទីតាំងពី proxy ដោយស្វ័យប្រវត្តិរាល់ពេលប្រវត្តិរូបចាប់ផ្តើម ដូច្នេះវានៅតែត្រឹមត្រូវ ពេលអ្នកប្តូរ proxy។`,
      ],
      nl: [
        'Tijdzone- en taalverschillen die je verraden',
        'Een Braziliaans IP met een Moskouse klok en een Engels toetsenbord is geen Braziliaanse bezoeker.',
        `Platforms vergelijken de locatie van het IP met de tijdzone, de talenlijst en zelfs de toetsenbordindeling van de browser. Eén verschil is een klein risico; drie tegelijk zien eruit als een proxygebruiker.

Morphis kan tijdzone, taal en geolocatie bij elke start van een profiel automatisch uit de proxy overnemen, zodat ze kloppen als je van proxy wisselt.`,
      ],
      ro: [
        'Nepotrivirile de fus orar și limbă care te dau de gol',
        'Un IP din Brazilia cu ceasul pe ora Moscovei și tastatură în engleză nu e un vizitator brazilian.',
        `Platformele compară locația IP-ului cu fusul orar, lista de limbi și chiar aranjamentul tastaturii din browser. O nepotrivire este un risc mic; trei deodată arată ca un utilizator de proxy.

Morphis poate completa automat fusul orar, limba și geolocația din proxy la fiecare pornire a profilului, așa că rămân corecte când schimbi proxy-ul.`,
      ],
      zh: [
        '会暴露你的时区和语言不一致',
        '巴西的 IP、莫斯科的时钟加英文键盘，看起来可不像巴西访客。',
        `平台会把 IP 所在地与浏览器的时区、语言列表甚至键盘布局进行比对。一处不一致风险不大，三处同时出现就像在用代理。

Morphis 可以在每次启动环境时根据代理自动填写时区、语言和地理位置，即使更换代理也能保持正确。`,
      ],
      ru: [
        'Несовпадение часового пояса и языка, которое вас выдаёт',
        'Бразильский IP с московскими часами и английской раскладкой — это не бразильский посетитель.',
        `Площадки сравнивают местоположение IP с часовым поясом браузера, списком языков и даже раскладкой клавиатуры. Одно несовпадение — небольшой риск, три сразу — явный признак прокси.

Morphis может заполнять часовой пояс, язык и геолокацию по прокси при каждом запуске профиля, и они остаются верными при смене прокси.`,
      ],
      es: [
        'Desajustes de zona horaria e idioma que te delatan',
        'Una IP brasileña con reloj de Moscú y teclado en inglés no es un visitante brasileño.',
        `Las plataformas comparan la ubicación de la IP con la zona horaria, la lista de idiomas e incluso la distribución del teclado. Un desajuste es un riesgo pequeño; tres juntos parecen un usuario de proxy.

Morphis puede rellenar zona horaria, idioma y geolocalización a partir del proxy cada vez que se inicia un perfil, para que sigan correctos al cambiar de proxy.`,
      ],
      pt: [
        'Fuso horário e idioma divergentes que entregam você',
        'Um IP brasileiro com relógio de Moscou e teclado em inglês não é um visitante brasileiro.',
        `As plataformas comparam a localização do IP com o fuso horário, a lista de idiomas e até o layout do teclado. Uma divergência é um risco pequeno; três juntas parecem usuário de proxy.

O Morphis preenche fuso horário, idioma e geolocalização a partir do proxy sempre que um perfil inicia, então tudo continua certo quando você troca de proxy.`,
      ],
      de: [
        'Zeitzonen- und Sprachfehler, die dich verraten',
        'Eine brasilianische IP mit Moskauer Uhrzeit und englischer Tastatur ist kein brasilianischer Besucher.',
        `Plattformen vergleichen den Standort der IP mit Zeitzone, Sprachliste und sogar Tastaturlayout des Browsers. Eine Abweichung ist ein kleines Risiko, drei zusammen wirken wie ein Proxy-Nutzer.

Morphis übernimmt Zeitzone, Sprache und Standort bei jedem Profilstart automatisch vom Proxy.`,
      ],
      fr: [
        'Fuseau horaire et langue incohérents : ce qui vous trahit',
        'Une IP brésilienne avec une horloge de Moscou n’est pas un visiteur brésilien.',
        `Les plateformes comparent la position de l’IP au fuseau horaire et à la langue du navigateur. Morphis les remplit à partir du proxy.`,
      ],
      vn: [
        'Lệch múi giờ và ngôn ngữ khiến bạn bị lộ',
        'IP Brazil với đồng hồ Moscow và bàn phím tiếng Anh thì không phải khách truy cập Brazil.',
        `Nền tảng so sánh vị trí IP với múi giờ, danh sách ngôn ngữ và cả bố cục bàn phím của trình duyệt. Một điểm lệch là rủi ro nhỏ; ba điểm cùng lúc trông như người dùng proxy.

Morphis có thể tự điền múi giờ, ngôn ngữ và vị trí địa lý theo proxy mỗi khi khởi động hồ sơ, nên chúng luôn đúng khi bạn đổi proxy.`,
      ],
      jp: [
        'あなたを見破るタイムゾーンと言語のズレ',
        'ブラジルの IP にモスクワの時計、英語キーボード。それはブラジルからの訪問者には見えません。',
        `プラットフォームは、IP の位置情報とブラウザのタイムゾーン、言語リスト、さらにはキーボード配列までを照合します。ズレが 1 つなら小さなリスクですが、3 つ重なるとプロキシ利用者に見えてしまいます。

Morphis はプロファイルを起動するたびに、タイムゾーン、言語、位置情報をプロキシに合わせて自動設定できます。プロキシを変えても、設定が食い違うことはありません。`,
      ],
      ko: [
        '정체를 드러내는 시간대와 언어 불일치',
        '브라질 IP에 모스크바 시간, 영어 키보드라면 브라질 방문자로 보이지 않습니다.',
        `플랫폼은 IP 위치를 브라우저의 시간대, 언어 목록, 심지어 키보드 배열과도 비교합니다. 불일치가 하나라면 작은 위험이지만, 세 가지가 겹치면 프록시 사용자로 보입니다.

Morphis는 프로필을 실행할 때마다 프록시에 맞춰 시간대, 언어, 위치 정보를 자동으로 채울 수 있어, 프록시를 바꿔도 설정이 어긋나지 않습니다.`,
      ],
      tc: [
        '讓你露出破綻的時區與語言不一致',
        '巴西 IP 配上莫斯科時間和英文鍵盤，怎麼看都不像巴西的訪客。',
        `平台會把 IP 所在地與瀏覽器的時區、語言清單，甚至鍵盤配置互相比對。一處不一致只是小風險，三處同時出現就很像代理使用者。

Morphis 可以在每次啟動環境時，依代理自動填入時區、語言與定位，更換代理後這些設定也會跟著保持正確。`,
      ],
      pl: [
        'Niezgodności strefy czasowej i języka, które Cię zdradzają',
        'Brazylijskie IP z moskiewskim zegarem i angielską klawiaturą to nie jest gość z Brazylii.',
        `Platformy porównują lokalizację IP ze strefą czasową przeglądarki, listą języków, a nawet układem klawiatury. Jedna niezgodność to małe ryzyko, trzy naraz wyglądają jak użytkownik proxy.

Morphis może przy każdym uruchomieniu profilu automatycznie ustawiać strefę czasową, język i geolokalizację na podstawie proxy, więc zgadzają się nawet po zmianie proxy.`,
      ],
      uk: [
        'Розбіжності часового поясу й мови, які вас видають',
        'Бразильський IP із московським годинником і англійською клавіатурою — це не відвідувач із Бразилії.',
        `Платформи порівнюють розташування IP з часовим поясом браузера, списком мов і навіть розкладкою клавіатури. Одна розбіжність — невеликий ризик, три разом виглядають як користувач проксі.

Morphis може автоматично заповнювати часовий пояс, мову та геолокацію за проксі під час кожного запуску профілю, тож вони лишаються правильними, коли ви змінюєте проксі.`,
      ],
    },
  },
  {
    slug: 'agency-onboarding-checklist',
    date: '2025-09-09',
    category: 'team-workflows',
    tags: ['account-safety'],
    author: 'lucas-ferreira',
    t: {
      en: [
        'An onboarding checklist for agencies moving to Morphis',
        'Import profiles, map roles, attach proxies and retire the shared spreadsheet of passwords in one afternoon.',
        `1. Export cookies from your current tool and import them as new profiles.
2. Create folders per client and give each teammate the role they need.
3. Attach the same proxies the accounts already use, so nothing changes for the platforms.
4. Open every profile once and check that accounts are still logged in.
5. Delete the shared password sheet.`,
      ],
      zh: [
        '代理商迁移到 Morphis 的上手清单',
        '一个下午完成导入环境、分配角色、绑定代理，并淘汰共享密码表。',
        `1. 从现有工具导出 Cookie，并导入为新的环境。
2. 按客户建立文件夹，为每位同事分配所需角色。
3. 绑定账户一直在用的代理，让平台感知不到任何变化。
4. 逐个打开环境，确认账户仍处于登录状态。
5. 删除共享密码表。`,
      ],
      ru: [
        'Чек-лист переезда агентства в Morphis',
        'Импорт профилей, роли, прокси и прощание с общей таблицей паролей — за один день.',
        `1. Выгрузите cookie из текущего инструмента и импортируйте их как новые профили.
2. Создайте папки по клиентам и выдайте каждому сотруднику нужную роль.
3. Привяжите те же прокси, что уже используют аккаунты, чтобы для площадок ничего не изменилось.
4. Откройте каждый профиль и проверьте, что аккаунты остались авторизованы.
5. Удалите общую таблицу паролей.`,
      ],
      es: [
        'Lista de incorporación para agencias que pasan a Morphis',
        'Importa perfiles, asigna roles, conecta proxies y jubila la hoja de contraseñas compartida en una tarde.',
        `1. Exporta las cookies de tu herramienta actual e impórtalas como perfiles nuevos.
2. Crea carpetas por cliente y da a cada persona el rol que necesita.
3. Conecta los mismos proxies que ya usan las cuentas, para que nada cambie para las plataformas.
4. Abre cada perfil una vez y comprueba que las cuentas siguen con la sesión iniciada.
5. Borra la hoja de contraseñas compartida.`,
      ],
      pt: [
        'Checklist de integração para agências que migram para o Morphis',
        'Importe perfis, defina funções, conecte proxies e aposente a planilha de senhas em uma tarde.',
        `1. Exporte os cookies da ferramenta atual e importe-os como novos perfis.
2. Crie pastas por cliente e dê a cada pessoa a função de que precisa.
3. Conecte os mesmos proxies que as contas já usam, para nada mudar para as plataformas.
4. Abra cada perfil uma vez e confira se as contas continuam conectadas.
5. Apague a planilha de senhas compartilhada.`,
      ],
      de: [
        'Onboarding-Checkliste für Agenturen, die zu Morphis wechseln',
        'Profile importieren, Rollen vergeben, Proxys verknüpfen und die Passwort-Tabelle an einem Nachmittag abschaffen.',
        `1. Exportiere Cookies aus deinem bisherigen Tool und importiere sie als neue Profile.
2. Lege Ordner pro Kunde an und gib jedem Teammitglied die passende Rolle.
3. Verknüpfe dieselben Proxys, die die Konten schon nutzen.
4. Öffne jedes Profil einmal und prüfe, ob die Konten angemeldet sind.
5. Lösche die gemeinsame Passwort-Tabelle.`,
      ],
      tr: [
        'Morphis’e geçen ajanslar için başlangıç kontrol listesi',
        'Profilleri içe aktarın, rolleri atayın, proxy’leri bağlayın ve ortak şifre tablosunu bir öğleden sonra emekliye ayırın.',
        `1. Mevcut aracınızdan çerezleri dışa aktarıp yeni profiller olarak içe aktarın.
2. Müşteri başına klasör açın ve her ekip üyesine gereken rolü verin.
3. Hesapların zaten kullandığı proxy’leri bağlayın; platformlar için hiçbir şey değişmesin.
4. Her profili bir kez açıp hesapların hâlâ oturum açık olduğunu kontrol edin.
5. Ortak şifre tablosunu silin.`,
      ],
      vn: [
        'Danh sách chuyển đổi cho agency khi chuyển sang Morphis',
        'Nhập hồ sơ, phân vai trò, gắn proxy và bỏ bảng tính mật khẩu dùng chung chỉ trong một buổi chiều.',
        `1. Xuất cookie từ công cụ hiện tại và nhập chúng thành hồ sơ mới.
2. Tạo thư mục theo khách hàng và giao cho mỗi thành viên vai trò cần thiết.
3. Gắn đúng các proxy mà tài khoản đang dùng để nền tảng không thấy thay đổi.
4. Mở từng hồ sơ một lần và kiểm tra tài khoản vẫn đăng nhập.
5. Xóa bảng mật khẩu dùng chung.`,
      ],
    },
  },
  {
    // The cleaned slug of the old `facebook-agency-accounts:-how-to-get-and-use-them` (edge/src/data/legacy-articles.ts).
    slug: 'facebook-agency-accounts-how-to-get-and-use-them',
    date: '2024-11-18',
    category: 'affiliate-marketing',
    tags: ['facebook-ads', 'account-safety'],
    author: 'lucas-ferreira',
    t: {
      en: [
        'Facebook agency accounts: how to get and use them',
        'What an agency ad account is, who gets one, and how to keep it separate from your other accounts.',
        `An agency account is an ad account that Meta grants to a partner agency, with higher limits and direct support. Advertisers rent access to one instead of warming up their own.

## Getting one
Work with an agency that is an official Meta partner and ask for a written agreement: who owns the account, what the spend limits are, and what happens on a ban.

## Using it safely
Open the account in its own Morphis profile with a stable proxy, and never log in to it from the browser you use for your personal accounts.`,
      ],
      pt: [
        'Contas de agência do Facebook: como conseguir e usar',
        'O que é uma conta de anúncios de agência, quem recebe uma e como mantê-la separada das suas outras contas.',
        `Uma conta de agência é uma conta de anúncios que a Meta concede a uma agência parceira, com limites maiores e suporte direto. Anunciantes alugam o acesso em vez de aquecer contas próprias.

## Como conseguir
Trabalhe com uma agência parceira oficial da Meta e peça um contrato por escrito: de quem é a conta, quais os limites de gasto e o que acontece em caso de bloqueio.

## Como usar com segurança
Abra a conta em um perfil próprio do Morphis com um proxy estável e nunca entre nela pelo navegador das suas contas pessoais.`,
      ],
      es: [
        'Cuentas de agencia de Facebook: cómo conseguirlas y usarlas',
        'Qué es una cuenta publicitaria de agencia, quién la obtiene y cómo mantenerla separada de tus otras cuentas.',
        `Una cuenta de agencia es una cuenta publicitaria que Meta concede a una agencia socia, con límites más altos y soporte directo. Los anunciantes alquilan el acceso en lugar de calentar cuentas propias.

## Cómo conseguirla
Trabaja con una agencia socia oficial de Meta y pide un acuerdo por escrito: de quién es la cuenta, qué límites de gasto tiene y qué pasa si la bloquean.

## Cómo usarla con seguridad
Abre la cuenta en su propio perfil de Morphis con un proxy estable y nunca entres desde el navegador de tus cuentas personales.`,
      ],
      zh: [
        'Facebook 代理商账户：如何获取和使用',
        '什么是代理商广告账户、谁能获得，以及如何让它与你的其他账户保持隔离。',
        `代理商账户是 Meta 授予合作代理商的广告账户，限额更高并有专属支持。广告主租用其访问权限，而不必自己养号。

## 如何获取
与 Meta 官方合作代理商合作，并签订书面协议：账户归谁所有、消耗限额是多少、被封后如何处理。

## 如何安全使用
在单独的 Morphis 环境中配合稳定的代理打开该账户，切勿在登录个人账户的浏览器中登录它。`,
      ],
      ru: [
        'Агентские аккаунты Facebook: как получить и использовать',
        'Что такое агентский рекламный аккаунт, кто его получает и как держать его отдельно от других аккаунтов.',
        `Агентский аккаунт — это рекламный аккаунт, который Meta выдаёт агентству-партнёру, с повышенными лимитами и прямой поддержкой. Рекламодатели арендуют доступ к нему вместо прогрева своих аккаунтов.

## Как получить
Работайте с официальным партнёром Meta и заключите письменный договор: кому принадлежит аккаунт, какие лимиты расходов и что происходит при блокировке.

## Как использовать безопасно
Открывайте аккаунт в отдельном профиле Morphis со стабильным прокси и никогда не входите в него из браузера с личными аккаунтами.`,
      ],
      de: [
        'Facebook-Agenturkonten: So bekommst und nutzt du sie',
        'Was ein Agentur-Werbekonto ist, wer eines bekommt und wie du es von deinen anderen Konten getrennt hältst.',
        `Ein Agenturkonto ist ein Werbekonto, das Meta einer Partneragentur gewährt, mit höheren Limits und direktem Support. Werbetreibende mieten den Zugang, statt eigene Konten aufzuwärmen.

## So bekommst du eines
Arbeite mit einer offiziellen Meta-Partneragentur und bestehe auf einer schriftlichen Vereinbarung: wem das Konto gehört, welche Ausgabenlimits gelten und was bei einer Sperre passiert.

## Sicher nutzen
Öffne das Konto in einem eigenen Morphis-Profil mit stabilem Proxy und melde dich nie aus dem Browser deiner privaten Konten an.`,
      ],
      fr: [
        'Comptes agence Facebook : comment les obtenir et les utiliser',
        'Ce qu’est un compte publicitaire d’agence, qui en obtient un et comment le garder séparé de vos autres comptes.',
        `Un compte agence est un compte publicitaire que Meta accorde à une agence partenaire, avec des limites plus élevées et un support direct. Les annonceurs en louent l’accès au lieu de chauffer leurs propres comptes.

## L’obtenir
Travaillez avec une agence partenaire officielle de Meta et demandez un accord écrit : à qui appartient le compte, quelles limites de dépenses, et que se passe-t-il en cas de blocage.

## L’utiliser en sécurité
Ouvrez le compte dans son propre profil Morphis avec un proxy stable, et ne vous y connectez jamais depuis le navigateur de vos comptes personnels.`,
      ],
      vn: [
        'Tài khoản agency Facebook: cách nhận và sử dụng',
        'Tài khoản quảng cáo agency là gì, ai được cấp và cách giữ nó tách biệt với các tài khoản khác.',
        `Tài khoản agency là tài khoản quảng cáo mà Meta cấp cho một agency đối tác, với hạn mức cao hơn và hỗ trợ trực tiếp. Nhà quảng cáo thuê quyền truy cập thay vì tự nuôi tài khoản.

## Cách nhận
Làm việc với agency đối tác chính thức của Meta và yêu cầu thỏa thuận bằng văn bản: tài khoản thuộc về ai, hạn mức chi tiêu là bao nhiêu và xử lý thế nào khi bị khóa.

## Sử dụng an toàn
Mở tài khoản trong một hồ sơ Morphis riêng với proxy ổn định, và không bao giờ đăng nhập từ trình duyệt dùng cho tài khoản cá nhân.`,
      ],
    },
  },
  {
    // The Portuguese article's new slug; its old id was `proxy-vs-vpn-vs-antidetect-browser` (edge/src/data/legacy-articles.ts).
    slug: 'proxy-vpn-ou-navegador-antidetect',
    date: '2024-10-07',
    category: 'fingerprinting',
    tags: ['proxies', 'account-safety'],
    author: 'lucas-ferreira',
    t: {
      en: [
        'Proxy, VPN or antidetect browser?',
        'They solve different problems: an address, an encrypted tunnel, and a separate device identity.',
        `A **proxy** gives a browser profile its own IP address. A **VPN** encrypts all of a computer's traffic through one server, so every account on it shares one address. An **antidetect browser** changes what sites see of the device itself.

## Which one you need
For several accounts on one platform you need both a separate address and a separate fingerprint per account: one proxy per Morphis profile. A VPN alone links the accounts by their shared address.`,
      ],
      pt: [
        'Proxy, VPN ou navegador antidetect?',
        'Eles resolvem problemas diferentes: um endereço, um túnel criptografado e uma identidade de dispositivo separada.',
        `Um **proxy** dá a um perfil do navegador o seu próprio endereço IP. Uma **VPN** criptografa todo o tráfego do computador por um servidor, então todas as contas nele compartilham um endereço. Um **navegador antidetect** muda o que os sites veem do próprio dispositivo.

## Qual você precisa
Para várias contas na mesma plataforma, você precisa de um endereço e de uma impressão digital separados para cada conta: um proxy por perfil do Morphis. Só uma VPN liga as contas pelo endereço compartilhado.`,
      ],
      zh: [
        '代理、VPN 还是防关联浏览器？',
        '它们解决的是不同的问题：一个地址、一条加密隧道，以及一个独立的设备身份。',
        `**代理**为浏览器环境提供独立的 IP 地址。**VPN** 通过一台服务器加密整台电脑的流量，所以电脑上的所有账户共用一个地址。**防关联浏览器**改变网站看到的设备信息本身。

## 你需要哪一个
在同一平台运营多个账户时，每个账户都需要独立的地址和独立的指纹：每个 Morphis 环境配一个代理。只用 VPN 会让账户因共用地址而关联。`,
      ],
      ru: [
        'Прокси, VPN или антидетект-браузер?',
        'Они решают разные задачи: адрес, зашифрованный туннель и отдельная личность устройства.',
        `**Прокси** даёт профилю браузера собственный IP-адрес. **VPN** шифрует весь трафик компьютера через один сервер, и все аккаунты на нём делят один адрес. **Антидетект-браузер** меняет то, что сайты видят о самом устройстве.

## Что вам нужно
Для нескольких аккаунтов на одной площадке каждому нужен отдельный адрес и отдельный отпечаток: один прокси на профиль Morphis. Один VPN связывает аккаунты общим адресом.`,
      ],
      es: [
        '¿Proxy, VPN o navegador antidetect?',
        'Resuelven problemas distintos: una dirección, un túnel cifrado y una identidad de dispositivo propia.',
        `Un **proxy** da a un perfil del navegador su propia dirección IP. Una **VPN** cifra todo el tráfico del ordenador a través de un servidor, así que todas las cuentas comparten una dirección. Un **navegador antidetect** cambia lo que los sitios ven del propio dispositivo.

## Cuál necesitas
Para varias cuentas en una plataforma necesitas una dirección y una huella distintas por cuenta: un proxy por perfil de Morphis. Una VPN sola vincula las cuentas por su dirección compartida.`,
      ],
      de: [
        'Proxy, VPN oder Antidetect-Browser?',
        'Sie lösen verschiedene Probleme: eine Adresse, einen verschlüsselten Tunnel und eine eigene Geräteidentität.',
        `Ein **Proxy** gibt einem Browserprofil eine eigene IP-Adresse. Ein **VPN** verschlüsselt den gesamten Verkehr des Rechners über einen Server, sodass alle Konten darauf eine Adresse teilen. Ein **Antidetect-Browser** ändert, was Websites vom Gerät selbst sehen.

## Was du brauchst
Für mehrere Konten auf einer Plattform braucht jedes Konto eine eigene Adresse und einen eigenen Fingerprint: ein Proxy pro Morphis-Profil. Ein VPN allein verknüpft die Konten über die gemeinsame Adresse.`,
      ],
      fr: [
        'Proxy, VPN ou navigateur antidetect ?',
        'Ils résolvent des problèmes différents : une adresse, un tunnel chiffré et une identité d’appareil distincte.',
        `Un **proxy** donne à un profil de navigateur sa propre adresse IP. Un **VPN** chiffre tout le trafic de l’ordinateur via un serveur, donc tous les comptes partagent une adresse. Un **navigateur antidetect** change ce que les sites voient de l’appareil lui-même.

## Lequel choisir
Pour plusieurs comptes sur une même plateforme, il faut une adresse et une empreinte distinctes par compte : un proxy par profil Morphis. Un VPN seul relie les comptes par leur adresse commune.`,
      ],
      vn: [
        'Proxy, VPN hay trình duyệt antidetect?',
        'Chúng giải quyết các vấn đề khác nhau: một địa chỉ, một đường hầm mã hóa và một danh tính thiết bị riêng.',
        `**Proxy** cấp cho hồ sơ trình duyệt một địa chỉ IP riêng. **VPN** mã hóa toàn bộ lưu lượng của máy qua một máy chủ, nên mọi tài khoản trên máy dùng chung một địa chỉ. **Trình duyệt antidetect** thay đổi những gì trang web thấy về chính thiết bị.

## Bạn cần loại nào
Với nhiều tài khoản trên một nền tảng, mỗi tài khoản cần địa chỉ và dấu vân tay riêng: một proxy cho mỗi hồ sơ Morphis. Chỉ dùng VPN sẽ liên kết các tài khoản qua địa chỉ chung.`,
      ],
    },
  },
];
