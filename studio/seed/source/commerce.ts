import type { Currency } from '@site/schemas';
import type { L } from './types';

interface PlanSource {
  slug: string;
  profiles: number;
  teamMembers: number;
  highlighted?: boolean;
  /** Per language: name, description, features. */
  t: L<readonly [string, string, string[]]>;
  /** currency, monthly price, annual price (twelve months billed once: ten months' worth). */
  prices: readonly (readonly [Currency, number, number])[];
}

const price = (usd: number, brl: number, pln: number, vnd: number): PlanSource['prices'] => [
  ['USD', usd, usd * 10],
  ['BRL', brl, brl * 10],
  ['PLN', pln, pln * 10],
  ['VND', vnd, vnd * 10],
];

/** Plans: English, Chinese, Russian, Spanish, Portuguese, Vietnamese, Polish, Turkish (the currencies' markets). */
export const PRICING_PLANS: PlanSource[] = [
  {
    slug: 'free',
    profiles: 3,
    teamMembers: 1,
    prices: price(0, 0, 0, 0),
    t: {
      en: ['Free', 'Try Morphis with three profiles, forever free.', ['3 browser profiles', 'Proxy manager', 'Cookie import']],
      zh: ['免费版', '3 个环境，永久免费体验 Morphis。', ['3 个浏览器环境', '代理管理', 'Cookie 导入']],
      ru: ['Бесплатный', 'Попробуйте Morphis с тремя профилями — бесплатно навсегда.', ['3 профиля браузера', 'Менеджер прокси', 'Импорт cookie']],
      es: ['Gratis', 'Prueba Morphis con tres perfiles, gratis para siempre.', ['3 perfiles de navegador', 'Gestor de proxies', 'Importación de cookies']],
      pt: ['Grátis', 'Experimente o Morphis com três perfis, grátis para sempre.', ['3 perfis de navegador', 'Gerenciador de proxies', 'Importação de cookies']],
      vn: ['Miễn phí', 'Dùng thử Morphis với ba hồ sơ, miễn phí mãi mãi.', ['3 hồ sơ trình duyệt', 'Trình quản lý proxy', 'Nhập cookie']],
      pl: ['Darmowy', 'Wypróbuj Morphis z trzema profilami, za darmo na zawsze.', ['3 profile przeglądarki', 'Menedżer proxy', 'Import ciasteczek']],
      tr: ['Ücretsiz', 'Morphis’i üç profille deneyin, sonsuza kadar ücretsiz.', ['3 tarayıcı profili', 'Proxy yöneticisi', 'Çerez içe aktarma']],
    },
  },
  {
    slug: 'solo',
    profiles: 100,
    teamMembers: 1,
    prices: price(29, 149, 119, 690_000),
    t: {
      en: ['Solo', 'For one person running many accounts.', ['100 browser profiles', 'Synchronizer', 'Local API', 'RPA with 5 tasks']],
      zh: ['个人版', '适合一个人运营多个账户。', ['100 个浏览器环境', '同步器', '本地 API', 'RPA（5 个任务）']],
      ru: ['Solo', 'Для одного человека с множеством аккаунтов.', ['100 профилей браузера', 'Синхронизатор', 'Локальный API', 'RPA на 5 задач']],
      es: ['Solo', 'Para una persona que gestiona muchas cuentas.', ['100 perfiles de navegador', 'Sincronizador', 'API local', 'RPA con 5 tareas']],
      pt: ['Solo', 'Para uma pessoa que gerencia muitas contas.', ['100 perfis de navegador', 'Sincronizador', 'API local', 'RPA com 5 tarefas']],
      vn: ['Solo', 'Cho một người quản lý nhiều tài khoản.', ['100 hồ sơ trình duyệt', 'Bộ đồng bộ', 'API cục bộ', 'RPA với 5 tác vụ']],
      pl: ['Solo', 'Dla jednej osoby prowadzącej wiele kont.', ['100 profili przeglądarki', 'Synchronizator', 'Lokalne API', 'RPA z 5 zadaniami']],
      tr: ['Solo', 'Birçok hesap yöneten tek kişi için.', ['100 tarayıcı profili', 'Senkronizör', 'Yerel API', '5 görevli RPA']],
    },
  },
  {
    slug: 'team',
    profiles: 300,
    teamMembers: 10,
    highlighted: true,
    prices: price(79, 399, 319, 1_890_000),
    t: {
      en: ['Team', 'For agencies and teams sharing profiles.', ['300 browser profiles', '10 team members', 'Roles and activity log', 'Unlimited RPA tasks']],
      zh: ['团队版', '适合共享环境的代理商和团队。', ['300 个浏览器环境', '10 个团队成员', '角色与操作日志', '不限 RPA 任务']],
      ru: ['Team', 'Для агентств и команд с общими профилями.', ['300 профилей браузера', '10 участников', 'Роли и журнал действий', 'Безлимитные задачи RPA']],
      es: ['Team', 'Para agencias y equipos que comparten perfiles.', ['300 perfiles de navegador', '10 miembros', 'Roles y registro de actividad', 'Tareas RPA ilimitadas']],
      pt: ['Team', 'Para agências e equipes que compartilham perfis.', ['300 perfis de navegador', '10 membros', 'Funções e registro de atividades', 'Tarefas de RPA ilimitadas']],
      vn: ['Team', 'Cho agency và nhóm dùng chung hồ sơ.', ['300 hồ sơ trình duyệt', '10 thành viên', 'Vai trò và nhật ký hoạt động', 'Tác vụ RPA không giới hạn']],
      pl: ['Team', 'Dla agencji i zespołów współdzielących profile.', ['300 profili przeglądarki', '10 członków zespołu', 'Role i dziennik aktywności', 'Nielimitowane zadania RPA']],
      tr: ['Team', 'Profilleri paylaşan ajanslar ve ekipler için.', ['300 tarayıcı profili', '10 ekip üyesi', 'Roller ve etkinlik günlüğü', 'Sınırsız RPA görevi']],
    },
  },
  {
    slug: 'enterprise',
    profiles: 2000,
    teamMembers: 50,
    prices: price(299, 1490, 1190, 7_190_000),
    t: {
      en: ['Enterprise', 'For large teams with custom needs.', ['2,000 browser profiles', '50 team members', 'Dedicated manager', 'Invoice payment']],
      zh: ['企业版', '适合有定制需求的大型团队。', ['2000 个浏览器环境', '50 个团队成员', '专属客户经理', '支持对公付款']],
      ru: ['Enterprise', 'Для больших команд с особыми требованиями.', ['2000 профилей браузера', '50 участников', 'Персональный менеджер', 'Оплата по счёту']],
      es: ['Enterprise', 'Para equipos grandes con necesidades a medida.', ['2.000 perfiles de navegador', '50 miembros', 'Gestor dedicado', 'Pago por factura']],
      pt: ['Enterprise', 'Para equipes grandes com necessidades sob medida.', ['2.000 perfis de navegador', '50 membros', 'Gerente dedicado', 'Pagamento por fatura']],
      vn: ['Enterprise', 'Cho nhóm lớn với nhu cầu riêng.', ['2.000 hồ sơ trình duyệt', '50 thành viên', 'Quản lý riêng', 'Thanh toán theo hóa đơn']],
      pl: ['Enterprise', 'Dla dużych zespołów z indywidualnymi potrzebami.', ['2000 profili przeglądarki', '50 członków zespołu', 'Dedykowany opiekun', 'Płatność na fakturę']],
      tr: ['Enterprise', 'Özel ihtiyaçları olan büyük ekipler için.', ['2.000 tarayıcı profili', '50 ekip üyesi', 'Özel yönetici', 'Fatura ile ödeme']],
    },
  },
];

interface FaqSource {
  slug: string;
  group: string;
  t: L<readonly [question: string, answer: string]>;
}

/** FAQ: English, Chinese, Russian, Spanish, Portuguese, Vietnamese, Polish, Turkish. */
export const FAQ: FaqSource[] = [
  {
    slug: 'what-is-an-antidetect-browser',
    group: 'general',
    t: {
      en: ['What is an antidetect browser?', 'A browser in which every profile presents its own consistent device fingerprint, cookies and proxy, so websites see each profile as a separate visitor.'],
      zh: ['什么是指纹浏览器？', '一种浏览器，每个环境都拥有独立且一致的设备指纹、Cookie 和代理，网站会把每个环境视为不同的访客。'],
      ru: ['Что такое антидетект-браузер?', 'Браузер, в котором у каждого профиля свой согласованный отпечаток устройства, cookie и прокси, поэтому сайты видят каждый профиль как отдельного посетителя.'],
      es: ['¿Qué es un navegador antidetección?', 'Un navegador en el que cada perfil presenta su propia huella de dispositivo, cookies y proxy coherentes, de modo que los sitios ven cada perfil como un visitante distinto.'],
      pt: ['O que é um navegador antidetect?', 'Um navegador em que cada perfil tem sua própria impressão digital de dispositivo, cookies e proxy coerentes, e os sites veem cada perfil como um visitante diferente.'],
      vn: ['Trình duyệt antidetect là gì?', 'Là trình duyệt mà mỗi hồ sơ có dấu vân tay thiết bị, cookie và proxy riêng, nhất quán, nên trang web coi mỗi hồ sơ là một khách truy cập riêng.'],
      pl: ['Czym jest przeglądarka antydetekcyjna?', 'To przeglądarka, w której każdy profil ma własny spójny odcisk urządzenia, ciasteczka i proxy, więc strony widzą każdy profil jako osobnego odwiedzającego.'],
      tr: ['Antidetect tarayıcı nedir?', 'Her profilin kendi tutarlı cihaz parmak izi, çerezleri ve proxy’si olan bir tarayıcıdır; siteler her profili ayrı bir ziyaretçi olarak görür.'],
    },
  },
  {
    slug: 'is-it-legal',
    group: 'general',
    t: {
      en: ['Is using Morphis legal?', 'Yes. Morphis is a privacy tool. You are responsible for following the law and the terms of the platforms you use it on.'],
      zh: ['使用 Morphis 合法吗？', '合法。Morphis 是一款隐私工具。你需要自行遵守法律以及所用平台的条款。'],
      ru: ['Законно ли использовать Morphis?', 'Да. Morphis — инструмент приватности. Вы отвечаете за соблюдение закона и правил площадок, на которых его используете.'],
      es: ['¿Es legal usar Morphis?', 'Sí. Morphis es una herramienta de privacidad. Tú eres responsable de cumplir la ley y las condiciones de las plataformas donde lo uses.'],
      pt: ['Usar o Morphis é legal?', 'Sim. O Morphis é uma ferramenta de privacidade. Você é responsável por seguir a lei e os termos das plataformas em que o usa.'],
      vn: ['Dùng Morphis có hợp pháp không?', 'Có. Morphis là công cụ bảo vệ quyền riêng tư. Bạn chịu trách nhiệm tuân thủ pháp luật và điều khoản của các nền tảng bạn sử dụng.'],
      pl: ['Czy korzystanie z Morphis jest legalne?', 'Tak. Morphis to narzędzie do ochrony prywatności. Odpowiadasz za przestrzeganie prawa i regulaminów platform, na których go używasz.'],
      tr: ['Morphis kullanmak yasal mı?', 'Evet. Morphis bir gizlilik aracıdır. Yasalara ve kullandığınız platformların şartlarına uymak sizin sorumluluğunuzdadır.'],
    },
  },
  {
    slug: 'annual-discount',
    group: 'pricing',
    t: {
      en: ['How much do I save with annual billing?', 'Annual plans cost ten months’ price for twelve months, in every currency.'],
      zh: ['按年付费能省多少？', '年付套餐在所有币种下都只需支付十个月的价格即可使用十二个月。'],
      ru: ['Сколько я сэкономлю при оплате за год?', 'Годовой тариф стоит как десять месяцев за двенадцать, в любой валюте.'],
      es: ['¿Cuánto ahorro con el pago anual?', 'Los planes anuales cuestan diez meses por doce, en cualquier moneda.'],
      pt: ['Quanto economizo no plano anual?', 'Os planos anuais custam dez meses por doze, em qualquer moeda.'],
      vn: ['Thanh toán theo năm tiết kiệm bao nhiêu?', 'Gói năm chỉ tính giá mười tháng cho mười hai tháng, với mọi loại tiền tệ.'],
      pl: ['Ile oszczędzę przy płatności rocznej?', 'Plan roczny kosztuje tyle co dziesięć miesięcy za dwanaście, w każdej walucie.'],
      tr: ['Yıllık ödemede ne kadar tasarruf ederim?', 'Yıllık planlar her para biriminde on iki ay için on aylık fiyata mal olur.'],
    },
  },
  {
    slug: 'refunds',
    group: 'pricing',
    t: {
      en: ['Can I get a refund?', 'Yes, within 7 days of your first payment, if you have launched fewer than 20 profiles.'],
      zh: ['可以退款吗？', '可以。首次付款后 7 天内，且启动的环境少于 20 个即可申请退款。'],
      ru: ['Можно ли вернуть деньги?', 'Да, в течение 7 дней после первого платежа, если вы запустили меньше 20 профилей.'],
      es: ['¿Puedo pedir un reembolso?', 'Sí, en los 7 días siguientes al primer pago, si has iniciado menos de 20 perfiles.'],
      pt: ['Posso pedir reembolso?', 'Sim, em até 7 dias após o primeiro pagamento, se você abriu menos de 20 perfis.'],
      vn: ['Tôi có được hoàn tiền không?', 'Có, trong vòng 7 ngày sau lần thanh toán đầu tiên, nếu bạn đã khởi động ít hơn 20 hồ sơ.'],
      pl: ['Czy mogę otrzymać zwrot pieniędzy?', 'Tak, w ciągu 7 dni od pierwszej płatności, jeśli uruchomiono mniej niż 20 profili.'],
      tr: ['Para iadesi alabilir miyim?', 'Evet, 20’den az profil başlattıysanız ilk ödemeden sonraki 7 gün içinde.'],
    },
  },
  {
    slug: 'which-proxies',
    group: 'technical',
    t: {
      en: ['Which proxies work with Morphis?', 'HTTP, HTTPS and SOCKS5 proxies, with or without a login, including rotating residential and mobile proxies.'],
      zh: ['Morphis 支持哪些代理？', '支持 HTTP、HTTPS 和 SOCKS5 代理，带或不带认证均可，包括轮换住宅代理和移动代理。'],
      ru: ['Какие прокси работают с Morphis?', 'HTTP, HTTPS и SOCKS5, с авторизацией и без, включая ротируемые резидентные и мобильные прокси.'],
      es: ['¿Qué proxies funcionan con Morphis?', 'Proxies HTTP, HTTPS y SOCKS5, con o sin usuario, incluidos los residenciales y móviles rotativos.'],
      pt: ['Quais proxies funcionam com o Morphis?', 'Proxies HTTP, HTTPS e SOCKS5, com ou sem login, incluindo residenciais e móveis rotativos.'],
      vn: ['Morphis dùng được với proxy nào?', 'Proxy HTTP, HTTPS và SOCKS5, có hoặc không có đăng nhập, bao gồm proxy dân cư và di động xoay vòng.'],
      pl: ['Jakie proxy działają z Morphis?', 'Proxy HTTP, HTTPS i SOCKS5, z logowaniem lub bez, w tym rotacyjne proxy domowe i mobilne.'],
      tr: ['Morphis ile hangi proxy’ler çalışır?', 'Kimlik doğrulamalı veya doğrulamasız HTTP, HTTPS ve SOCKS5 proxy’ler; dönen konut ve mobil proxy’ler dahil.'],
    },
  },
  {
    slug: 'profile-storage',
    group: 'technical',
    t: {
      en: ['Where are my profiles stored?', 'Encrypted in our cloud so your team can open them anywhere, with a local copy on each computer that uses them.'],
      zh: ['我的环境保存在哪里？', '加密存储在我们的云端，团队可在任意地方打开；使用它的每台电脑上也会保留本地副本。'],
      ru: ['Где хранятся мои профили?', 'В зашифрованном виде в нашем облаке, чтобы команда могла открыть их откуда угодно, плюс локальная копия на каждом компьютере, где они используются.'],
      es: ['¿Dónde se guardan mis perfiles?', 'Cifrados en nuestra nube para que tu equipo los abra desde cualquier lugar, con una copia local en cada ordenador que los usa.'],
      pt: ['Onde meus perfis ficam guardados?', 'Criptografados na nossa nuvem para a equipe abrir de qualquer lugar, com uma cópia local em cada computador que os usa.'],
      vn: ['Hồ sơ của tôi được lưu ở đâu?', 'Được mã hóa trên đám mây của chúng tôi để nhóm mở ở bất cứ đâu, kèm bản sao cục bộ trên mỗi máy tính sử dụng.'],
      pl: ['Gdzie są przechowywane moje profile?', 'Zaszyfrowane w naszej chmurze, aby zespół mógł je otwierać wszędzie, z lokalną kopią na każdym komputerze, który z nich korzysta.'],
      tr: ['Profillerim nerede saklanıyor?', 'Ekibinizin her yerden açabilmesi için bulutumuzda şifreli olarak; kullanan her bilgisayarda da yerel bir kopya bulunur.'],
    },
  },
  {
    slug: 'change-email',
    group: 'account',
    t: {
      en: ['How do I change my account email?', 'Open Account → Security, enter the new address and confirm the link we send to both the old and the new address.'],
      zh: ['如何更改账户邮箱？', '打开“账户 → 安全”，输入新邮箱，并确认我们发送到新旧两个邮箱的链接。'],
      ru: ['Как сменить email аккаунта?', 'Откройте «Аккаунт → Безопасность», введите новый адрес и подтвердите ссылки, которые придут на старый и новый адрес.'],
      es: ['¿Cómo cambio el correo de mi cuenta?', 'Abre Cuenta → Seguridad, introduce la nueva dirección y confirma el enlace que enviamos a la antigua y a la nueva.'],
      pt: ['Como altero o e-mail da conta?', 'Abra Conta → Segurança, informe o novo endereço e confirme o link que enviamos para o antigo e para o novo.'],
      vn: ['Làm sao đổi email tài khoản?', 'Mở Tài khoản → Bảo mật, nhập địa chỉ mới và xác nhận liên kết chúng tôi gửi tới cả địa chỉ cũ và mới.'],
      pl: ['Jak zmienić e-mail konta?', 'Otwórz Konto → Bezpieczeństwo, wpisz nowy adres i potwierdź link wysłany na stary i nowy adres.'],
      tr: ['Hesap e-postamı nasıl değiştiririm?', 'Hesap → Güvenlik’i açın, yeni adresi girin ve hem eski hem yeni adrese gönderdiğimiz bağlantıyı onaylayın.'],
    },
  },
  {
    slug: 'two-factor',
    group: 'account',
    t: {
      en: ['Does Morphis support two-factor authentication?', 'Yes. Turn it on under Account → Security with any authenticator app; team owners can require it for all members.'],
      zh: ['Morphis 支持双重验证吗？', '支持。在“账户 → 安全”中使用任意验证器应用开启；团队所有者可以要求所有成员开启。'],
      ru: ['Поддерживает ли Morphis двухфакторную аутентификацию?', 'Да. Включите её в разделе «Аккаунт → Безопасность» с любым приложением-аутентификатором; владелец команды может сделать её обязательной.'],
      es: ['¿Admite Morphis la autenticación en dos pasos?', 'Sí. Actívala en Cuenta → Seguridad con cualquier app de autenticación; los propietarios del equipo pueden exigirla a todos.'],
      pt: ['O Morphis tem autenticação em dois fatores?', 'Sim. Ative em Conta → Segurança com qualquer app autenticador; donos de equipe podem exigir de todos os membros.'],
      vn: ['Morphis có hỗ trợ xác thực hai yếu tố không?', 'Có. Bật tại Tài khoản → Bảo mật với bất kỳ ứng dụng xác thực nào; chủ nhóm có thể bắt buộc mọi thành viên bật.'],
      pl: ['Czy Morphis obsługuje uwierzytelnianie dwuskładnikowe?', 'Tak. Włącz je w Konto → Bezpieczeństwo w dowolnej aplikacji uwierzytelniającej; właściciel zespołu może je wymagać od wszystkich.'],
      tr: ['Morphis iki adımlı doğrulamayı destekliyor mu?', 'Evet. Hesap → Güvenlik altında herhangi bir doğrulama uygulamasıyla açın; ekip sahipleri tüm üyeler için zorunlu kılabilir.'],
    },
  },
];
