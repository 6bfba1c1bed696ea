import type { PodcastText } from '../market-content';

export const podcasts: readonly PodcastText[] = [
  {
    key: 'literary-history',
    title: 'Clásicos sin polvo',
    description:
      '¿Qué nos dicen hoy los libros escritos hace cien o doscientos años? En cada episodio abrimos un clásico y contamos la historia de su autor.',
    category: 'classics',
    episodes: [
      {
        title: 'Galdós, el cronista de un siglo',
        description: 'Cómo un canario en Madrid convirtió la historia de España en cuarenta y seis novelas.',
      },
      {
        title: 'Sherlock Holmes y el nacimiento del detective',
        description:
          'Cómo un médico de Southsea inventó a un personaje en cuya existencia muchos lectores llegaron a creer.',
      },
      {
        title: 'Dostoyevski con fiebre',
        description: 'Deudas, plazos y ruleta: ¿en qué circunstancias se escribió Crimen y castigo?',
      },
      {
        title: 'Jane Austen y el arte del cotilleo',
        description: 'Por qué las comedias de costumbres de hace dos siglos se escuchan como una buena serie.',
      },
      {
        title: 'El Quijote para quien nunca lo terminó',
        description: 'Trucos, capítulos imprescindibles y por qué merece la pena llegar hasta el final.',
      },
    ],
  },
  {
    key: 'making-audiobooks',
    title: 'Tras el cristal del estudio',
    description:
      'Entramos en la sala de control y en la cabina de grabación: cómo nace un audiolibro, desde el casting de voces hasta la última corrección.',
    category: 'growth',
    episodes: [
      {
        title: 'El casting de voces',
        description: 'Cómo elegimos al narrador de cada libro y por qué una prueba dura solo unos minutos.',
      },
      {
        title: 'Un día en la cabina',
        description:
          'Cuántas páginas se graban en una jornada, qué beben los narradores y por qué en el estudio no suenan los papeles.',
      },
      {
        title: 'Personajes y acentos',
        description: 'Cómo una sola voz interpreta a veinte personajes sin confundirlos ni en el tercer tomo.',
      },
      {
        title: 'La edición o la caza de respiraciones',
        description:
          'Un técnico de sonido cuenta qué se oye en la grabación en bruto y qué nunca debería oír el oyente.',
      },
      {
        title: 'Corregir con los oídos',
        description: 'La última fase: alguien escucha el libro entero con el texto en la mano. Así cazamos los lapsus.',
      },
    ],
  },
  {
    key: 'bedtime',
    title: 'Cuentos bajo la manta',
    description:
      'Historias cortas y tranquilas para escuchar antes de dormir, escritas para niños a partir de cuatro años.',
    category: 'kids-fairy-tales',
    episodes: [
      {
        title: 'El erizo que tenía miedo a la oscuridad',
        description: 'Un erizo pequeño descubre que de noche el bosque está lleno de sonidos amables.',
      },
      {
        title: 'El farero y la gaviota',
        description: 'El farero que cada noche le contaba a una gaviota lo que se ve desde lo alto de la torre.',
      },
      {
        title: 'La almohada viajera',
        description: 'Cada noche, la almohada de Lola la lleva a un lugar distinto del mapa.',
      },
      {
        title: 'El dragón que coleccionaba botones',
        description: 'Un dragón sin fuego tiene una colección muy rara y un problema muy grande.',
      },
      {
        title: 'El gato en el techo del tranvía',
        description:
          'Un gato pelirrojo cruza toda la ciudad y luego tiene que encontrar solo el camino de vuelta a casa.',
      },
    ],
  },
  {
    key: 'crime-files',
    title: 'Casos cerrados',
    description:
      'Los enigmas más famosos de la novela policiaca: de dónde salieron, cómo se resolvieron y quién fue de verdad el culpable.',
    category: 'crime',
    episodes: [
      {
        title: 'La habitación cerrada por dentro',
        description: 'De Poe a Doyle: la historia de un enigma imposible de resolver hasta que alguien lo resuelve.',
      },
      {
        title: 'El detective aficionado',
        description: 'Por qué a la literatura le gustan tanto los investigadores que no trabajan en la policía.',
      },
      {
        title: 'Venenos en la biblioteca',
        description: 'Arsénico, estricnina y dedalera: cómo elegían los escritores el arma del crimen.',
      },
      {
        title: 'Watson, el narrador',
        description: 'El amigo que cuenta la historia y siempre sabe un poco menos que el genio que tiene al lado.',
      },
      {
        title: 'Crímenes por entregas',
        description: 'Cómo la prensa del siglo XIX inventó la novela policiaca publicada por capítulos.',
      },
    ],
  },
  {
    key: 'stoic',
    title: 'Un estoico en el metro',
    description:
      'Conversaciones breves sobre cómo funcionan los consejos de Séneca y Marco Aurelio en el atasco, en la oficina y en casa.',
    category: 'growth-philosophy',
    episodes: [
      {
        title: 'Lo que no puedes cambiar',
        description: 'La primera lección de los estoicos: distinguir lo que depende de nosotros de lo que no.',
      },
      {
        title: 'La ira en la cola',
        description: 'Séneca dedicó a la ira un tratado entero. Comprobamos qué queda de él en la caja del súper.',
      },
      {
        title: 'Las notas matinales del emperador',
        description: 'Por qué Marco Aurelio se escribía a sí mismo y si merece la pena imitarlo.',
      },
      {
        title: 'El tiempo que se escapa',
        description: 'Séneca sobre el tiempo perdido, y si le habrían sorprendido las notificaciones del móvil.',
      },
      {
        title: 'El miedo al mañana',
        description: 'El ejercicio estoico de imaginar lo peor y por qué puede llegar a tranquilizar.',
      },
    ],
  },
];
