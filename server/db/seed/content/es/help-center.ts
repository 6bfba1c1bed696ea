import type { HelpCategoryText } from '../market-content';

export const helpCenter: readonly HelpCategoryText[] = [
  {
    slug: 'cuenta',
    title: 'Cuenta e inicio de sesión',
    questions: [
      {
        slug: 'crear-una-cuenta',
        title: '¿Cómo creo una cuenta?',
        body: 'Haz clic en «Iniciar sesión», arriba a la derecha, y después en «Crear cuenta». Solo necesitas un correo electrónico y una contraseña; también puedes entrar con Google o con Apple.\n\nTe enviaremos un mensaje de bienvenida. Si no lo ves, revisa la carpeta de correo no deseado.',
      },
      {
        slug: 'he-olvidado-mi-contrasena',
        title: 'He olvidado mi contraseña. ¿Qué hago?',
        body: 'En la página de inicio de sesión, elige «He olvidado mi contraseña» y escribe el correo de tu cuenta. El enlace para crear una contraseña nueva caduca al cabo de una hora.\n\nPor seguridad, después del cambio cerraremos tu sesión en todos los dispositivos.',
      },
    ],
  },
  {
    slug: 'pagos',
    title: 'Pagos y pedidos',
    questions: [
      {
        slug: 'formas-de-pago',
        title: '¿Cómo puedo pagar?',
        body: 'Puedes pagar con tarjeta, Bizum, PayPal, Apple Pay o Google Pay. Los precios incluyen el IVA y la factura aparece en tu cuenta en cuanto se confirma el pago.',
      },
      {
        slug: 'devolver-un-audiolibro',
        title: '¿Puedo devolver un audiolibro?',
        body: 'Si aún no has empezado a escuchar la versión completa, puedes desistir de la compra en un plazo de 14 días: escríbenos con el número de pedido.\n\nUna vez iniciada la reproducción, el contenido digital se considera entregado. Si la grabación tiene algún defecto, te ayudaremos igualmente.',
      },
    ],
  },
  {
    slug: 'regalos-y-promociones',
    title: 'Regalos y promociones',
    questions: [
      {
        slug: 'regalar-un-audiolibro',
        title: '¿Puedo regalar un audiolibro?',
        body: 'Sí. En la cesta elige «Comprar como regalo» e indica el correo de la persona a la que se lo regalas. Recibirá un enlace para añadir el audiolibro a su biblioteca.',
      },
      {
        slug: 'codigo-de-descuento',
        title: '¿Cómo uso un código de descuento?',
        body: 'Escribe el código en la cesta, en el campo «Código promocional», antes de pagar. Cada código tiene sus condiciones y su fecha de caducidad, y no se puede combinar con otras ofertas.',
      },
    ],
  },
  {
    slug: 'escuchar',
    title: 'Escuchar y modo sin conexión',
    questions: [
      {
        slug: 'escuchar-sin-conexion',
        title: '¿Puedo escuchar sin internet?',
        body: 'Sí, en la app de Audiora. Abre el audiolibro en tu biblioteca y pulsa «Descargar».\n\nLos archivos descargados están cifrados y solo funcionan en la app, en el dispositivo en el que los descargaste.',
      },
      {
        slug: 'velocidad-de-reproduccion',
        title: '¿Cómo cambio la velocidad de reproducción?',
        body: 'En el reproductor, pulsa el indicador de velocidad (1x por defecto) y elige un valor entre 0,5x y 2x. Recordaremos el ajuste en este dispositivo.',
      },
    ],
  },
  {
    slug: 'dispositivos',
    title: 'Dispositivos',
    questions: [
      {
        slug: 'en-cuantos-dispositivos',
        title: '¿En cuántos dispositivos puedo escuchar?',
        body: 'Puedes tener la sesión iniciada en varios dispositivos, pero solo reproducir un audiolibro en uno a la vez. La lista de sesiones activas está en tu cuenta, en el apartado «Sesiones».',
      },
      {
        slug: 'navegadores-compatibles',
        title: '¿Qué navegadores son compatibles?',
        body: 'El reproductor funciona en las versiones actuales de Chrome, Firefox, Edge y Safari. Si una grabación no arranca, recarga la página y comprueba que el navegador no bloquea el contenido protegido.',
      },
    ],
  },
];
