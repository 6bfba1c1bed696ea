import type { SeedCategory } from '../market-content';

export const categories: readonly SeedCategory[] = [
  {
    key: 'crime',
    slug: 'novela-negra-y-suspense',
    name: 'Novela negra y suspense',
    description:
      'Enigmas, investigaciones y persecuciones: de Sherlock Holmes a los thrillers más oscuros, de esos que no se apagan hasta el último capítulo.',
    children: [
      { key: 'crime-classic', slug: 'policiaca-clasica', name: 'Policíaca clásica' },
      { key: 'crime-thriller', slug: 'thriller', name: 'Thriller' },
    ],
  },
  {
    key: 'speculative',
    slug: 'fantasia-y-ciencia-ficcion',
    name: 'Fantasía y ciencia ficción',
    description:
      'Mundos que no aparecen en ningún mapa: reinos de cuento, viajes al futuro e historias que es mejor no escuchar de noche.',
    children: [
      { key: 'speculative-fantasy', slug: 'fantasia', name: 'Fantasía' },
      { key: 'speculative-scifi', slug: 'ciencia-ficcion', name: 'Ciencia ficción' },
      { key: 'speculative-horror', slug: 'terror', name: 'Terror' },
    ],
  },
  {
    key: 'classics',
    slug: 'clasicos',
    name: 'Clásicos',
    description: 'Libros a los que se vuelve toda la vida, en versiones íntegras y leídas con mimo.',
    children: [
      { key: 'classics-novel', slug: 'novela', name: 'Novela' },
      { key: 'classics-adventure', slug: 'aventuras', name: 'Aventuras' },
      { key: 'classics-short', slug: 'relatos-y-novelas-cortas', name: 'Relatos y novelas cortas' },
      { key: 'classics-poetry', slug: 'poesia-y-teatro', name: 'Poesía y teatro' },
      { key: 'classics-local', slug: 'clasicos-espanoles', name: 'Clásicos españoles' },
    ],
  },
  {
    key: 'history',
    slug: 'historia-y-biografias',
    name: 'Historia y biografías',
    description:
      'Guerras, cortes y personajes que cambiaron el rumbo de la historia, contados por testigos y cronistas.',
    children: [
      { key: 'history-ancient', slug: 'antiguedad', name: 'Antigüedad' },
      { key: 'history-biography', slug: 'biografias-y-memorias', name: 'Biografías y memorias' },
    ],
  },
  {
    key: 'kids',
    slug: 'infantil',
    name: 'Infantil',
    description:
      'Cuentos para dormir y aventuras para los viajes largos en coche, para oyentes pequeños y no tan pequeños.',
    children: [
      { key: 'kids-fairy-tales', slug: 'cuentos', name: 'Cuentos' },
      { key: 'kids-adventure', slug: 'aventuras-juveniles', name: 'Aventuras juveniles' },
    ],
  },
  {
    key: 'growth',
    slug: 'desarrollo-personal',
    name: 'Desarrollo personal',
    description: 'La sabiduría de los filósofos antiguos, contada para que sirva en el día a día.',
    children: [{ key: 'growth-philosophy', slug: 'filosofia', name: 'Filosofía' }],
  },
];
