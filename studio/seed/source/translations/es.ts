import type { DraftTranslation } from './types';

/** Spanish (es): every marketing text of the site. Still partial: `npm run content:coverage` lists what is missing; declare it `satisfies Translation` once complete. */
export const es = {
  settings: ['Morphis – navegador antidetección para gestionar varias cuentas', 'navegador antidetección, multicuenta, huella del navegador', 'Gestiona muchas cuentas con seguridad: cada perfil de Morphis es un dispositivo distinto con su huella, cookies y proxy.'],
  pages: {
    'about-us': ['Sobre Morphis', 'Creamos el navegador que permite a una persona actuar con seguridad como muchas.', 'Morphis nació en 2021 como herramienta de nuestro propio equipo de afiliación. Hoy 40 ingenieros en cuatro países mantienen sus huellas al día, y más de 60.000 profesionales del marketing, vendedores y agencias lo usan cada día.'],
    links: ['Enlaces útiles', 'Descargas, estado del servicio, comunidad y soporte en un solo lugar.', '- [Descargar Morphis](/download)\n- [Centro de ayuda](/helps)\n- [Notas de versión](/release)\n- [Estado del servicio](https://status.morphis.example)\n- [Soporte por correo](mailto:support@morphis.example)'],
    'partner-plan': ['Plan de socios', 'Gana el 30 % de cada pago de los clientes que traigas, mientras sigan con nosotros.', 'Solicítalo con tu web o canal, recibe un enlace y un código promocional personales, y cobra cada mes cuando tu saldo supere 50 USD. Los proveedores de proxies y herramientas también pueden solicitar una integración.'],
    'pre-sales': ['Habla con ventas', 'Planes para equipos de 20 personas o más, facturación y ayuda con la incorporación.', 'Cuéntanos cuántos perfiles y miembros necesitas. Un ingeniero de ventas responde en un día laborable con un presupuesto a medida, una prueba de equipo de 14 días y un plan de migración desde tu herramienta actual.'],
    'referral-program': ['Programa de referidos', 'Invita a un amigo: él obtiene un 20 % de descuento y tú un mes gratis.', 'Comparte tu enlace de referido desde la página de tu cuenta. Cuando alguien invitado pague cualquier plan, ahorra un 20 % en el primer pago y a ti se te suma un mes de tu plan.'],
    'use-cases': ['Casos de uso', 'Cómo usan Morphis los profesionales del marketing, vendedores, agencias y desarrolladores.', '- **Equipos de afiliación** gestionan cientos de cuentas publicitarias en dispositivos separados.\n- **Vendedores online** mantienen separadas tiendas de distintas regiones.\n- **Agencias** comparten cuentas de clientes por rol.\n- **Desarrolladores** controlan perfiles desde código con la API local.'],
    docs: ['Documentación', 'Referencia de la API local, los pasos de RPA y los ajustes de perfil.', 'Empieza por el [centro de ayuda](/helps) para tareas diarias y las [guías](/guide) para recorridos paso a paso. La referencia de la API local recoge cada endpoint con ejemplos de petición y respuesta.'],
    'privacy-policy': ['Política de privacidad', 'Qué recopilamos en este sitio y en la aplicación, y por qué.', 'Guardamos el correo de tu cuenta, los registros de facturación y los ajustes de perfil que sincronizas. Nunca leemos el contenido de las páginas que abres en los perfiles. Puedes exportar o borrar tus datos cuando quieras desde la página de tu cuenta.'],
    'terms-of-service': ['Condiciones del servicio', 'Las reglas de uso de Morphis, en lenguaje claro.', 'Puedes usar Morphis para cualquier fin lícito y debes cumplir las normas de las plataformas en las que trabajas. Los planes se renuevan automáticamente hasta que los canceles; hay reembolso en los 7 días siguientes al primer pago.'],
  },
  plans: {
    free: ['Gratis', 'Prueba Morphis con tres perfiles, gratis para siempre.', ['3 perfiles de navegador', 'Gestor de proxies', 'Importación de cookies']],
    solo: ['Solo', 'Para una persona que gestiona muchas cuentas.', ['100 perfiles de navegador', 'Sincronizador', 'API local', 'RPA con 5 tareas']],
    team: ['Team', 'Para agencias y equipos que comparten perfiles.', ['300 perfiles de navegador', '10 miembros', 'Roles y registro de actividad', 'Tareas RPA ilimitadas']],
    enterprise: ['Enterprise', 'Para equipos grandes con necesidades a medida.', ['2.000 perfiles de navegador', '50 miembros', 'Gestor dedicado', 'Pago por factura']],
  },
  faq: {
    'what-is-an-antidetect-browser': ['¿Qué es un navegador antidetección?', 'Un navegador en el que cada perfil presenta su propia huella de dispositivo, cookies y proxy coherentes, de modo que los sitios ven cada perfil como un visitante distinto.'],
    'is-it-legal': ['¿Es legal usar Morphis?', 'Sí. Morphis es una herramienta de privacidad. Tú eres responsable de cumplir la ley y las condiciones de las plataformas donde lo uses.'],
    'annual-discount': ['¿Cuánto ahorro con el pago anual?', 'Los planes anuales cuestan diez meses por doce, en cualquier moneda.'],
    refunds: ['¿Puedo pedir un reembolso?', 'Sí, en los 7 días siguientes al primer pago, si has iniciado menos de 20 perfiles.'],
    'which-proxies': ['¿Qué proxies funcionan con Morphis?', 'Proxies HTTP, HTTPS y SOCKS5, con o sin usuario, incluidos los residenciales y móviles rotativos.'],
    'profile-storage': ['¿Dónde se guardan mis perfiles?', 'Cifrados en nuestra nube para que tu equipo los abra desde cualquier lugar, con una copia local en cada ordenador que los usa.'],
    'change-email': ['¿Cómo cambio el correo de mi cuenta?', 'Abre Cuenta → Seguridad, introduce la nueva dirección y confirma el enlace que enviamos a la antigua y a la nueva.'],
    'two-factor': ['¿Admite Morphis la autenticación en dos pasos?', 'Sí. Actívala en Cuenta → Seguridad con cualquier app de autenticación; los propietarios del equipo pueden exigirla a todos.'],
  },
  releases: {
    '3-8-0': ['Morphis 3.8.0', 'Núcleo Chromium 131 e importación de cookies más rápida.', '- Núcleo Chromium 131 para todos los perfiles.\n- La importación de cookies es tres veces más rápida con archivos grandes.\n- Corregido: la comprobación de proxy ignoraba el puerto SOCKS5 en Windows de 32 bits.'],
    '3-9-0': ['Morphis 3.9.0', 'Carpetas para perfiles y editor masivo de proxies.', '- Los perfiles se pueden agrupar en carpetas y compartir por carpeta.\n- Editor masivo de proxies: cambia el proxy de muchos perfiles a la vez.\n- Corregido: la zona horaria no se actualizaba al cambiar el proxy de un perfil abierto.'],
    '4-0-0': ['Morphis 4.0.0', 'Chromium 134, inicio más rápido y el nuevo panel de equipo.', '- Núcleo Chromium 134.\n- Los perfiles se inician hasta un 40 % más rápido.\n- Nuevo panel de equipo con roles, carpetas y registro de actividad.\n- Windows 7 deja de ser compatible.'],
    '4-1-0': ['Morphis 4.1.0', 'Variaciones de texto en el sincronizador y bucles en RPA.', '- El sincronizador puede insertar variaciones de texto por ventana.\n- Las tareas RPA admiten bucles sobre una lista de valores.\n- Se deja de publicar la versión de Windows de 32 bits; las instalaciones existentes siguen funcionando.'],
    '4-2-0': ['Morphis 4.2.0', 'La API local sale de beta.', '- La API local es estable, con endpoints de inicio, parada, proxy y cookies.\n- Las claves de API se pueden rotar desde los ajustes.\n- Corregido: el ruido del canvas cambiaba tras transferir un perfil.'],
    '4-3-0': ['Morphis 4.3.0', 'Perfiles Android en vista previa y Chromium 140.', '- Perfiles Android en vista previa pública.\n- Núcleo Chromium 140.\n- El verificador marca distribuciones de teclado que no coinciden con el país del proxy.'],
  },
} satisfies DraftTranslation;
