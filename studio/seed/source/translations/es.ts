import type { Translation } from './types';

/** Spanish (es): every marketing text of the site. */
export const es = {
  settings: [
    'Morphis – navegador antidetección para gestionar varias cuentas',
    'navegador antidetección, multicuenta, huella del navegador',
    'Gestiona muchas cuentas con seguridad: cada perfil de Morphis es un dispositivo distinto con su huella, cookies y proxy.',
  ],
  pages: {
    'about-us': [
      'Sobre Morphis',
      'Creamos el navegador que permite a una persona actuar con seguridad como muchas.',
      'Morphis nació en 2021 como herramienta de nuestro propio equipo de afiliación. Hoy 40 ingenieros en cuatro países mantienen sus huellas al día, y más de 60.000 profesionales del marketing, vendedores y agencias lo usan cada día.',
    ],
    links: [
      'Enlaces útiles',
      'Descargas, estado del servicio, comunidad y soporte en un solo lugar.',
      '- [Descargar Morphis](/download)\n- [Centro de ayuda](/helps)\n- [Notas de versión](/release)\n- [Estado del servicio](https://status.morphis.example)\n- [Soporte por correo](mailto:support@morphis.example)',
    ],
    'partner-plan': [
      'Plan de socios',
      'Gana el 30 % de cada pago de los clientes que traigas, mientras sigan con nosotros.',
      'Solicítalo con tu web o canal, recibe un enlace y un código promocional personales, y cobra cada mes cuando tu saldo supere 50 USD. Los proveedores de proxies y herramientas también pueden solicitar una integración.',
    ],
    'pre-sales': [
      'Habla con ventas',
      'Planes para equipos de 20 personas o más, facturación y ayuda con la incorporación.',
      'Cuéntanos cuántos perfiles y miembros necesitas. Un ingeniero de ventas responde en un día laborable con un presupuesto a medida, una prueba de equipo de 14 días y un plan de migración desde tu herramienta actual.',
    ],
    'referral-program': [
      'Programa de referidos',
      'Invita a un amigo: él obtiene un 20 % de descuento y tú un mes gratis.',
      'Comparte tu enlace de referido desde la página de tu cuenta. Cuando alguien invitado pague cualquier plan, ahorra un 20 % en el primer pago y a ti se te suma un mes de tu plan.',
    ],
    'use-cases': [
      'Casos de uso',
      'Cómo usan Morphis los profesionales del marketing, vendedores, agencias y desarrolladores.',
      '- **Equipos de afiliación** gestionan cientos de cuentas publicitarias en dispositivos separados.\n- **Vendedores online** mantienen separadas tiendas de distintas regiones.\n- **Agencias** comparten cuentas de clientes por rol.\n- **Desarrolladores** controlan perfiles desde código con la API local.',
    ],
    docs: [
      'Documentación',
      'Referencia de la API local, los pasos de RPA y los ajustes de perfil.',
      'Empieza por el [centro de ayuda](/helps) para tareas diarias y las [guías](/guide) para recorridos paso a paso. La referencia de la API local recoge cada endpoint con ejemplos de petición y respuesta.',
    ],
    'privacy-policy': [
      'Política de privacidad',
      'Qué recopilamos en este sitio y en la aplicación, y por qué.',
      'Guardamos el correo de tu cuenta, los registros de facturación y los ajustes de perfil que sincronizas. Nunca leemos el contenido de las páginas que abres en los perfiles. Puedes exportar o borrar tus datos cuando quieras desde la página de tu cuenta.',
    ],
    'terms-of-service': [
      'Condiciones del servicio',
      'Las reglas de uso de Morphis, en lenguaje claro.',
      'Puedes usar Morphis para cualquier fin lícito y debes cumplir las normas de las plataformas en las que trabajas. Los planes se renuevan automáticamente hasta que los canceles; hay reembolso en los 7 días siguientes al primer pago.',
    ],
  },
  solutions: {
    'affiliate-marketing': [
      'Navegador antidetección para marketing de afiliados',
      'Gestiona decenas de cuentas publicitarias y de ofertas sin baneos en cadena.',
      'Cada cuenta de campaña tiene su propia huella y su propio proxy. Con el sincronizador lanzas lotes enteros desde una sola ventana, y tu equipo recibe los perfiles sin que nadie comparta contraseñas.',
    ],
    'e-commerce': [
      'Gestión multitienda para vendedores de e-commerce',
      'Mantén separadas las tiendas de marketplaces de distintas regiones.',
      'Cada tienda recibe un dispositivo estable y una IP del país de su marketplace, para que Amazon, eBay o Shopify nunca relacionen tus negocios legítimos.',
    ],
    'digital-agency': [
      'Cuentas de clientes para agencias digitales',
      'Un perfil por cuenta de cliente, compartido según el rol.',
      'La agencia guarda los accesos de publicidad, redes sociales y analítica de cada cliente en perfiles separados, da permisos por carpeta y consulta en el registro de actividad quién hizo qué.',
    ],
    'social-marketing': [
      'Marketing en redes sociales a gran escala',
      'Gestiona cuentas de marca y de comunidad en todas las redes.',
      'Lleva muchas cuentas sociales con huellas separadas, programa las tareas rutinarias con RPA y mantén la ubicación de cada cuenta acorde con su audiencia.',
    ],
    'web-scraping': [
      'Web scraping sin bloqueos',
      'Huellas de navegador reales para crawlers que deben parecer personas.',
      'Controla los perfiles de Morphis desde Playwright o Puppeteer a través de la API local: cada sesión de scraping lleva una huella coherente y su propio proxy.',
    ],
    'traffic-arbitrage': [
      'Arbitraje de tráfico con cuentas limpias',
      'Crea, calienta y lanza cuentas publicitarias en bloque.',
      'Crea perfiles desde un CSV, caliéntalos con rutinas de RPA y lanza campañas en muchas cuentas mientras cada una conserva su propio dispositivo e IP.',
    ],
    ticketing: [
      'Ticketing: colas justas para muchos compradores',
      'Perfiles separados para cada cuenta de comprador en ventas con cola virtual.',
      'Cada cuenta de comprador espera en la cola desde su propio perfil y su propia conexión, así que si una sesión queda marcada, las demás siguen en juego.',
    ],
    'google-servies': [
      'Varias cuentas de Google, cada una en su propio dispositivo',
      'Gmail, Workspace y perfiles de empresa sin verificaciones interminables.',
      'Google vincula las cuentas que comparten navegador. Mantén cada una en un perfil separado, con la zona horaria y el idioma adecuados, y olvídate de las verificaciones por teléfono una y otra vez.',
    ],
    facebook: [
      'Gestión multicuenta de Facebook',
      'Cuentas publicitarias, páginas y Business Managers que se mantienen separados.',
      'Facebook relaciona perfiles por dispositivo, IP y datos de pago. Morphis separa las tres cosas en cada cuenta y permite que tu equipo trabaje en el mismo perfil con total seguridad.',
    ],
    'twitter-x': [
      'Gestiona varias cuentas de X (Twitter)',
      'Cuentas de marca, soporte y regionales sin suspensiones.',
      'Inicia sesión en cada cuenta de X desde su propio perfil y proxy, y programa publicaciones con RPA en los horarios que encajan con la región de la cuenta.',
    ],
    tiktok: [
      'Cuentas de TikTok para creadores y tiendas',
      'Haz crecer varias cuentas de TikTok y TikTok Shop en distintos mercados.',
      'Ajusta el idioma, la zona horaria y la huella móvil de cada perfil al mercado objetivo para que cada cuenta llegue a la audiencia correcta.',
    ],
    amazon: [
      'Cuentas de vendedor de Amazon, bien separadas',
      'Un dispositivo por tienda, compartido con tu equipo.',
      'Amazon suspende las cuentas de vendedor vinculadas. Morphis da a cada tienda un dispositivo estable y una IP del marketplace, y tu equipo abre el mismo perfil en lugar de compartir credenciales.',
    ],
    discord: [
      'Comunidades de Discord y muchas cuentas',
      'Modera servidores y gestiona cuentas de comunidad sin bloqueos por teléfono.',
      'Mantén las cuentas de moderadores, dueños de bots y comunidades regionales en perfiles separados, para que un inicio de sesión marcado no bloquee a los demás.',
    ],
    linkedin: [
      'Prospección en LinkedIn con varios perfiles',
      'Tu equipo comercial gestiona cuentas de prospección sin restricciones.',
      'La cuenta de LinkedIn de cada comercial vive en su propio perfil con una IP estable, así los límites semanales de invitaciones y los controles de seguridad se aplican a cada persona.',
    ],
    crypto: [
      'Cripto: wallets, exchanges y airdrops',
      'Dispositivos separados para cada wallet y cada cuenta de exchange.',
      'Aísla por perfil las wallets del navegador, los accesos a exchanges y la participación en airdrops, cada uno con sus propias extensiones, cookies e IP.',
    ],
    betting: [
      'Cuentas de apuestas en varias casas',
      'Dispositivos estables e IP locales para cada cuenta.',
      'Las casas de apuestas comparan dispositivos y ubicaciones. Dale a cada cuenta un perfil con IP residencial local y mantén su huella intacta entre sesiones.',
    ],
    'seo-serp': [
      'Comprobaciones de SEO y SERP desde cualquier lugar',
      'Consulta resultados de búsqueda reales para cualquier ciudad y dispositivo.',
      'Abre un perfil con proxy en la ciudad objetivo y revisa posiciones, anuncios y resultados locales tal como los ve un usuario real de allí, sin resultados personalizados de por medio.',
    ],
    'google-ads': [
      'Cuentas de Google Ads sin suspensiones',
      'Anunciantes separados por cliente y por vertical.',
      'Google Ads suspende las cuentas que comparten dispositivo con una cuenta bloqueada. Dale a cada cuenta de anunciante su propio perfil, proxy y método de pago.',
    ],
    youtube: [
      'Varios canales de YouTube en un mismo espacio',
      'Gestiona canales de marca y regionales desde perfiles separados.',
      'La cuenta de Google de cada canal vive en su propio perfil, así que un aviso o una verificación en un canal nunca se extiende a los demás.',
    ],
    reddit: [
      'Cuentas de Reddit con un historial que perdura',
      'Haz crecer cuentas en distintas comunidades sin shadowbans.',
      'Reddit oculta en silencio las publicaciones de cuentas vinculadas. Con perfiles separados e IP residenciales, cada cuenta conserva su propia reputación.',
    ],
    pinterest: [
      'Cuentas de Pinterest para marcas y tiendas',
      'Publica pines para varias tiendas sin que te marquen como spam.',
      'Gestiona la cuenta de Pinterest de cada marca en un perfil separado y programa los pines con RPA a un ritmo natural.',
    ],
    instagram: [
      'Gestión multicuenta de Instagram',
      'Cuentas de clientes, marcas y creadores sin bloqueos de acciones.',
      'Instagram vincula cuentas por dispositivo y red. Dale a cada cuenta una huella de tipo móvil y su propio proxy, y comparte perfiles con tu equipo en lugar de códigos.',
    ],
    ebay: [
      'Cuentas de vendedor de eBay, siempre separadas',
      'Gestiona varias tiendas de eBay sin suspensiones en cadena.',
      'eBay relaciona vendedores por dispositivos y direcciones. Cada tienda recibe un perfil con una huella estable y una IP del país de su sitio de eBay.',
    ],
    shopify: [
      'Tiendas Shopify y sus cuentas publicitarias',
      'Accesos separados al panel, la publicidad y los pagos de cada tienda.',
      'Guarda el panel de administración, el proveedor de pagos y las cuentas publicitarias de cada tienda Shopify en un perfil dedicado: si una tienda tiene un problema, se queda ahí.',
    ],
    onlyfans: [
      'Agencias de creadores: muchas cuentas de creadores',
      'Chatters y managers trabajan en las cuentas sin compartir contraseñas.',
      'La agencia da a los chatters acceso al perfil de cada creador según su rol, registra cada sesión y mantiene cada cuenta en un dispositivo y una ubicación estables.',
    ],
    tinder: [
      'Apps de citas en el ordenador',
      'Perfiles separados para cada cuenta de citas y cada ciudad.',
      'Los servicios de citas vinculan cuentas por dispositivo y número de teléfono. Cada cuenta recibe un perfil y un proxy en su ciudad, con la ubicación configurada a juego.',
    ],
    telegram: [
      'Telegram Web con muchas cuentas',
      'Gestiona canales, grupos y cuentas de soporte a la vez.',
      'Abre cada cuenta de Telegram en su propio perfil del navegador y con su propia IP, para que el trabajo de administración en bloque no active límites antispam en las demás.',
    ],
    whatsapp: [
      'WhatsApp Web para equipos de ventas y soporte',
      'Varios números de empresa, cada uno en su propio perfil.',
      'Vincula cada número de WhatsApp a un perfil distinto para que tus agentes respondan desde varios números en un mismo ordenador sin que las sesiones se cierren entre sí.',
    ],
  },
  features: {
    'multi-account-management': [
      'Gestión multicuenta',
      'Cientos de cuentas, cada una en su propio dispositivo virtual.',
      'Crea, agrupa, etiqueta y lanza perfiles en bloque. Cada perfil conserva sus cookies, su huella y su proxy, así que cada cuenta vuelve siempre al mismo dispositivo.',
    ],
    synchronizer: [
      'Sincronizador de ventanas',
      'Repite en muchas ventanas lo que haces en una, con un ritmo humano.',
      'Los clics, el desplazamiento y lo que escribes en la ventana principal se replican en las demás con retrasos aleatorios y variaciones de texto por ventana.',
    ],
    rpa: [
      'Automatización RPA',
      'Graba rutinas del navegador y reprodúcelas en todos tus perfiles.',
      'Crea tareas sin código a partir de pasos grabados, bucles y condiciones, prográmalas y ejecútalas en muchos perfiles a la vez.',
    ],
    'local-api': [
      'API local',
      'Inicia y controla perfiles desde tu propio código.',
      'Una API HTTP en localhost inicia y detiene perfiles, cambia proxies, importa cookies y te da un endpoint CDP para Playwright, Puppeteer o Selenium.',
    ],
    'multi-profiles-management': [
      'Gestión de perfiles en bloque',
      'Carpetas, etiquetas, edición masiva e importación CSV para grandes volúmenes.',
      'Trabaja con cientos de perfiles a la vez: cambia proxies en bloque, importa desde CSV y encuentra cualquier perfil por etiqueta, nota o estado.',
    ],
    teamwork: [
      'Trabajo en equipo',
      'Comparte perfiles por rol, nunca contraseñas.',
      'Invita a miembros, asigna roles por carpeta y sigue cada inicio, edición y exportación en el registro de actividad.',
    ],
    'antidetect-browser': [
      'Navegador antidetección',
      'Un navegador basado en Chromium en el que cada perfil parece un dispositivo real distinto.',
      'Canvas, WebGL, audio, fuentes, zona horaria y decenas de señales más se configuran de forma coherente en cada perfil a partir de datos de dispositivos reales, sobre un núcleo que sigue cada versión de Chrome.',
    ],
  },
  alternatives: {
    title: (name) => `Alternativa a ${name}: por qué los equipos se pasan a Morphis`,
    summary: (name) => `Morphis frente a ${name}: huellas, funciones de equipo y precio por perfil.`,
    bodies: {
      'gologin-alternative':
        'Los equipos que vienen de GoLogin conservan sus cookies con la importación y obtienen el sincronizador y RPA en todos los planes de pago, con precios en moneda local.',
      'incogniton-alternative':
        'Frente a Incogniton, Morphis actualiza su núcleo Chromium pocas semanas después de cada versión de Chrome e incluye la API local desde el plan Solo.',
      'dolphin-anty-alternative':
        'Los media buyers que llegan desde Dolphin Anty tienen las mismas herramientas masivas, además de roles por carpeta y registro de actividad para equipos grandes.',
      'multilogin-alternative':
        'Morphis ofrece una coherencia de huellas al nivel de Multilogin a un precio por perfil más bajo, con planes mensuales para empezar en pequeño.',
      'octo-browser-alternative':
        'Al pasar de Octo Browser, los equipos mantienen sus proxies y ganan RPA sin código, perfiles Android en vista previa y soporte en 20 idiomas.',
      'undetectable-alternative':
        'A diferencia de Undetectable, Morphis guarda los perfiles en la nube y en local, así tu equipo los comparte sin copiar archivos de un lado a otro.',
      'ziniao-alternative':
        'Los vendedores de e-commerce que dejan Ziniao obtienen el mismo aislamiento de tiendas, eligen libremente su proveedor de proxies y pagan en USD, BRL, PLN o VND.',
    },
  },
  plans: {
    free: [
      'Gratis',
      'Prueba Morphis con tres perfiles, gratis para siempre.',
      ['3 perfiles de navegador', 'Gestor de proxies', 'Importación de cookies'],
    ],
    solo: [
      'Solo',
      'Para una persona que gestiona muchas cuentas.',
      ['100 perfiles de navegador', 'Sincronizador', 'API local', 'RPA con 5 tareas'],
    ],
    team: [
      'Team',
      'Para agencias y equipos que comparten perfiles.',
      ['300 perfiles de navegador', '10 miembros', 'Roles y registro de actividad', 'Tareas RPA ilimitadas'],
    ],
    enterprise: [
      'Enterprise',
      'Para equipos grandes con necesidades a medida.',
      ['2.000 perfiles de navegador', '50 miembros', 'Gestor dedicado', 'Pago por factura'],
    ],
  },
  faq: {
    'what-is-an-antidetect-browser': [
      '¿Qué es un navegador antidetección?',
      'Un navegador en el que cada perfil presenta su propia huella de dispositivo, cookies y proxy coherentes, de modo que los sitios ven cada perfil como un visitante distinto.',
    ],
    'is-it-legal': [
      '¿Es legal usar Morphis?',
      'Sí. Morphis es una herramienta de privacidad. Tú eres responsable de cumplir la ley y las condiciones de las plataformas donde lo uses.',
    ],
    'annual-discount': [
      '¿Cuánto ahorro con el pago anual?',
      'Los planes anuales cuestan diez meses por doce, en cualquier moneda.',
    ],
    refunds: [
      '¿Puedo pedir un reembolso?',
      'Sí, en los 7 días siguientes al primer pago, si has iniciado menos de 20 perfiles.',
    ],
    'which-proxies': [
      '¿Qué proxies funcionan con Morphis?',
      'Proxies HTTP, HTTPS y SOCKS5, con o sin usuario, incluidos los residenciales y móviles rotativos.',
    ],
    'profile-storage': [
      '¿Dónde se guardan mis perfiles?',
      'Cifrados en nuestra nube para que tu equipo los abra desde cualquier lugar, con una copia local en cada ordenador que los usa.',
    ],
    'change-email': [
      '¿Cómo cambio el correo de mi cuenta?',
      'Abre Cuenta → Seguridad, introduce la nueva dirección y confirma el enlace que enviamos a la antigua y a la nueva.',
    ],
    'two-factor': [
      '¿Admite Morphis la autenticación en dos pasos?',
      'Sí. Actívala en Cuenta → Seguridad con cualquier app de autenticación; los propietarios del equipo pueden exigirla a todos.',
    ],
  },
  releases: {
    '3-8-0': [
      'Morphis 3.8.0',
      'Núcleo Chromium 131 e importación de cookies más rápida.',
      '- Núcleo Chromium 131 para todos los perfiles.\n- La importación de cookies es tres veces más rápida con archivos grandes.\n- Corregido: la comprobación de proxy ignoraba el puerto SOCKS5 en Windows de 32 bits.',
    ],
    '3-9-0': [
      'Morphis 3.9.0',
      'Carpetas para perfiles y editor masivo de proxies.',
      '- Los perfiles se pueden agrupar en carpetas y compartir por carpeta.\n- Editor masivo de proxies: cambia el proxy de muchos perfiles a la vez.\n- Corregido: la zona horaria no se actualizaba al cambiar el proxy de un perfil abierto.',
    ],
    '4-0-0': [
      'Morphis 4.0.0',
      'Chromium 134, inicio más rápido y el nuevo panel de equipo.',
      '- Núcleo Chromium 134.\n- Los perfiles se inician hasta un 40 % más rápido.\n- Nuevo panel de equipo con roles, carpetas y registro de actividad.\n- Windows 7 deja de ser compatible.',
    ],
    '4-1-0': [
      'Morphis 4.1.0',
      'Variaciones de texto en el sincronizador y bucles en RPA.',
      '- El sincronizador puede insertar variaciones de texto por ventana.\n- Las tareas RPA admiten bucles sobre una lista de valores.\n- Se deja de publicar la versión de Windows de 32 bits; las instalaciones existentes siguen funcionando.',
    ],
    '4-2-0': [
      'Morphis 4.2.0',
      'La API local sale de beta.',
      '- La API local es estable, con endpoints de inicio, parada, proxy y cookies.\n- Las claves de API se pueden rotar desde los ajustes.\n- Corregido: el ruido del canvas cambiaba tras transferir un perfil.',
    ],
    '4-3-0': [
      'Morphis 4.3.0',
      'Perfiles Android en vista previa y Chromium 140.',
      '- Perfiles Android en vista previa pública.\n- Núcleo Chromium 140.\n- El verificador marca distribuciones de teclado que no coinciden con el país del proxy.',
    ],
  },
  terms: {
    blogCategories: {
      fingerprinting: [
        'Huella digital del navegador',
        'Cómo reconocen los sitios web un navegador y cómo Morphis mantiene cada perfil distinto.',
      ],
      'affiliate-marketing': [
        'Marketing de afiliados',
        'Cuentas publicitarias y de afiliación a gran escala, sin bloqueos.',
      ],
      'e-commerce': [
        'Comercio electrónico',
        'Cuentas de vendedor en marketplaces de distintas regiones, bien separadas.',
      ],
      'team-workflows': ['Trabajo en equipo', 'Perfiles compartidos, permisos y automatización dentro del equipo.'],
    },
    newsCategories: { product: 'Novedades del producto', company: 'Empresa' },
    guideCategories: { 'getting-started': 'Primeros pasos', proxies: 'Proxies', automation: 'Automatización' },
    blogTags: {
      canvas: 'Canvas',
      webgl: 'WebGL',
      'facebook-ads': 'Anuncios de Facebook',
      amazon: 'Amazon',
      proxies: 'Proxies',
      'account-safety': 'Seguridad de cuentas',
    },
    newsTags: { release: 'Lanzamiento', pricing: 'Precios', events: 'Eventos' },
    guideTags: { beginner: 'Principiante', advanced: 'Avanzado', api: 'API' },
  },
  partners: {
    'northwind-proxies': [
      'Northwind Proxies: IP residenciales en 190 países',
      '15 % de descuento en tráfico residencial y móvil con el código MORPHIS15.',
      'Northwind Proxies ofrece IP residenciales y móviles con sesiones fijas de hasta 24 horas. Sus endpoints SOCKS5 se pegan directamente en un perfil de Morphis, y el código **MORPHIS15** descuenta un 15 % los tres primeros meses.',
    ],
    'cellgate-mobile': [
      'CellGate Mobile: proxies 4G y 5G',
      'Módems dedicados con rotación de IP por enlace, para redes sociales y registros.',
      'CellGate alquila módems 4G y 5G dedicados en EE. UU., Reino Unido, Brasil y Polonia. Cada módem cambia de IP al abrir un enlace de rotación que puedes guardar en los ajustes de proxy del perfil.',
    ],
    'paylane-cards': [
      'Paylane Cards: tarjetas virtuales para publicidad',
      'Emite una tarjeta distinta para cada cuenta publicitaria y controla el gasto por cliente.',
      'Paylane emite tarjetas virtuales Visa y Mastercard en segundos, con límites por tarjeta y por día. Una tarjeta por cuenta publicitaria evita que los métodos de pago vinculen tus cuentas.',
    ],
    'offerhub-network': [
      'OfferHub Network: ofertas CPA en 60 países',
      'Nutra, sorteos e instalaciones de apps con pagos semanales.',
      'OfferHub reúne más de 2.000 ofertas CPA con pagos semanales desde 50 USD. Los clientes de Morphis tienen un gestor personal y un pago mejorado por las conversiones del primer mes.',
    ],
    'captchafox-solver': [
      'CaptchaFox Solver: captchas dentro de tareas RPA',
      'Añade un paso de resolución a cualquier tarea RPA de Morphis con una clave de API.',
      'Pega tu clave de CaptchaFox en **Ajustes → Integraciones** y añade el paso «Resolver captcha» a una tarea RPA. Los retos de imagen, reCAPTCHA y hCaptcha se resuelven en unos diez segundos.',
    ],
    'growth-guild-community': [
      'Growth Guild: una comunidad para media buyers',
      'Casos de estudio, llamadas semanales y bolsa de empleo para equipos de afiliación.',
      'Growth Guild reúne a 12.000 media buyers que comparten análisis de campañas y trucos de herramientas. Morphis organiza allí una llamada abierta mensual sobre seguridad de cuentas, y los miembros tienen un 20 % de descuento el primer año.',
    ],
  },
} satisfies Translation;
