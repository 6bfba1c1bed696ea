import type { MarketContent } from '../market-content';

export const legal: MarketContent['legal'] = {
  'privacy-policy': {
    title: 'Política de privacidad',
    body: 'El responsable del tratamiento de tus datos personales es el operador de Audiora. Los tratamos para gestionar tu cuenta, tramitar tus pedidos, darte acceso a las grabaciones que compras y, si lo autorizas, enviarte nuestro boletín.\n\nSolo recogemos lo necesario: tu correo electrónico, el historial de pedidos, el progreso de escucha y datos de los dispositivos en los que escuchas. Los pagos los gestiona una pasarela de pago; no guardamos números de tarjeta.\n\nUsamos cookies para mantener tu sesión y recordar tus ajustes. Las cookies analíticas y publicitarias solo se instalan con tu consentimiento, que puedes cambiar cuando quieras en la configuración de privacidad.\n\nPuedes ejercer tus derechos de acceso, rectificación, supresión, limitación y portabilidad, y reclamar ante la Agencia Española de Protección de Datos. Escríbenos desde el formulario del centro de ayuda.\n\nConservamos tus datos mientras tengas cuenta y los de facturación durante el tiempo que exige la normativa fiscal.',
  },
  'copyright-notice': {
    title: 'Aviso de derechos de autor',
    body: 'Las grabaciones, descripciones, portadas y el diseño de Audiora están protegidos por la propiedad intelectual. Las obras literarias de nuestro catálogo de clásicos son de dominio público, pero sus grabaciones, adaptaciones y traducciones pueden tener protección propia.\n\nAl comprar un audiolibro obtienes una licencia para escucharlo para uso personal. No está permitido copiarlo, comunicarlo públicamente ni revenderlo.\n\nSi crees que en Audiora se vulneran tus derechos, escríbenos desde el centro de ayuda: revisaremos cada aviso sin demora.',
  },
  'review-terms': {
    title: 'Normas de las reseñas',
    body: 'Pueden publicar reseñas los usuarios con sesión iniciada. Cada persona puede dejar una valoración y una reseña por título; si la cambias más tarde, la nueva sustituye a la anterior.\n\nHablamos del libro y de la grabación. No publicamos insultos, publicidad, datos personales ni enlaces, y quien destripe el final debe avisar al principio de la reseña.\n\nTu reseña aparece con la firma que elijas. Podemos retirar las que incumplan estas normas y te lo comunicaremos por correo.\n\nLas valoraciones no las encargan ni las pagan las editoriales. La media de cada título incluye todas las valoraciones, también las que no llevan texto.',
  },
};
