import type { MarketContent } from '../market-content';

export const lectors: MarketContent['lectors'] = [
  {
    name: 'Lucía Ferrándiz',
    bio: 'Actriz de teatro valenciana a la que le encanta grabar clásicos y cuentos para los más pequeños.',
  },
  { name: 'Javier Montoliu', bio: 'Actor de doblaje de voz grave y serena, especialista en novela policiaca.' },
  { name: 'Carmen Iturralde', bio: 'Directora de radioteatro y narradora, enamorada de la novela del siglo XIX.' },
  { name: 'Andrés Villacampa', bio: 'Actor de compañía capaz de dar vida con una sola voz a un regimiento entero.' },
  { name: 'Marta Echevarría', bio: 'Profesora de dicción que ha grabado más de cien audiolibros.' },
  { name: 'Ramón Quintanilla', bio: 'Actor veterano, maestro de las grandes sagas históricas y del buen contar.' },
];

export const publishers: MarketContent['publishers'] = {
  classics: {
    name: 'Audiora Clásicos',
    bio: 'El sello editorial de Audiora dedicado a los clásicos en grabaciones íntegras, sin recortes.',
  },
  junior: {
    name: 'Audiora Junior',
    bio: 'Cuentos, aventuras y lecturas escolares grabados para jóvenes oyentes y sus familias.',
  },
  studio: {
    name: 'Estudio Audiora',
    bio: 'Nuestro propio estudio: pódcasts y conversaciones desde la primera idea hasta la mezcla final.',
  },
  inkwell: {
    name: 'Ediciones El Tintero de Cristal',
    bio: 'Una pequeña editorial de historia y filosofía: autores de la Antigüedad en grabaciones nuevas y cercanas.',
  },
};

export const chapterTitle = (n: number): string => `Capítulo ${n}`;

export const reviews: MarketContent['reviews'] = {
  signatures: [
    'Lucía',
    'Javier',
    'Marta de Valencia',
    'Pablo',
    'Carmen',
    'Sergio',
    'Ana',
    'Diego',
    'Pilar',
    'Jorge',
    'Elena',
  ],
  byRating: {
    5: [
      'Leído de maravilla, lo escuché conteniendo la respiración.',
      'El narrador le da a cada personaje su propia voz: un trabajo estupendo.',
      'Volví a este libro después de muchos años y lo descubrí de nuevo.',
      'Perfecto para los paseos largos con el perro. ¡Recomendadísimo!',
      'Lo compré para mi hijo y al final lo escuchamos juntos.',
    ],
    4: [
      'Muy buena grabación, aunque algunos capítulos podrían tener más ritmo.',
      'Un clásico sólido, solo el principio se hace un poco largo.',
      'Voz agradable y buena calidad de sonido.',
      'Merece la pena, sobre todo para los viajes.',
    ],
    3: [
      'Correcto, pero sin entusiasmo. Quizá sea cuestión de ritmo.',
      'El libro es genial; la interpretación no termina de convencerme.',
      'Se escucha a medias; prefiero la versión en papel.',
    ],
    2: ['Demasiado lento, tuve que ponerlo a 1,5x.', 'No me convenció, tiene muchos tramos pesados.'],
    1: [
      'Lo siento, no es para mí: lo dejé en el tercer capítulo.',
      'Grabado muy bajo, tenía que subir el volumen todo el rato.',
    ],
  },
};

export const screens: MarketContent['screens'] = {
  titles: {
    home: 'Inicio',
    catalog: 'Catálogo',
    search: 'Buscar',
    webPaywall: 'Escucha con Audiora',
    helpCenter: 'Centro de ayuda',
  },
  swimlanes: {
    new: 'Novedades',
    popular: 'Lo más escuchado',
    free: 'Escucha gratis',
    picks: 'Ofertas de la semana',
    podcasts: 'Pódcasts de Audiora',
    kids: 'Para los más pequeños',
    recommended: 'Te recomendamos',
  },
  collections: 'Series y colecciones',
  categories: 'Categorías',
  popularSearches: 'Búsquedas populares',
  helpTopics: 'Temas de ayuda',
  benefitsTitle: 'Por qué escuchar con nosotros',
  benefits: [
    'Una muestra gratuita de cada audiolibro',
    'Lo que compras es tuyo para siempre',
    'Escucha sin conexión en la app',
    'Una sola cuenta para la web y el móvil',
  ],
  searches: [
    { label: 'Sherlock Holmes', target: { cycle: 'sherlock-holmes' } },
    { label: 'Episodios nacionales', target: { cycle: 'episodios-nacionales' } },
    { label: 'Novela negra', target: { category: 'crime' } },
    { label: 'Cuentos infantiles', target: { category: 'kids-fairy-tales' } },
    { label: 'El Quijote', target: { work: 'don-quixote' } },
    { label: 'Lecturas obligatorias', target: { category: 'classics-local' } },
    { label: 'Estoicos', target: { category: 'growth-philosophy' } },
  ],
};
