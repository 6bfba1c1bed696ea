import type { SeedCategory } from '../market-content';

export const categories: readonly SeedCategory[] = [
  {
    key: 'crime',
    slug: 'kryminal-i-sensacja',
    name: 'Kryminał i sensacja',
    description:
      'Zagadki, śledztwa i pościgi — od Sherlocka Holmesa po mroczne thrillery, których nie da się wyłączyć przed ostatnim rozdziałem.',
    children: [
      { key: 'crime-classic', slug: 'klasyczny-kryminal', name: 'Klasyczny kryminał' },
      { key: 'crime-thriller', slug: 'thriller', name: 'Thriller' },
    ],
  },
  {
    key: 'speculative',
    slug: 'fantastyka',
    name: 'Fantastyka',
    description:
      'Światy, których nie ma na mapie: baśniowe krainy, podróże w przyszłość i opowieści, przy których lepiej nie słuchać po zmroku.',
    children: [
      { key: 'speculative-fantasy', slug: 'fantasy', name: 'Fantasy' },
      { key: 'speculative-scifi', slug: 'science-fiction', name: 'Science fiction' },
      { key: 'speculative-horror', slug: 'horror-i-groza', name: 'Horror i groza' },
    ],
  },
  {
    key: 'classics',
    slug: 'klasyka-literatury',
    name: 'Klasyka literatury',
    description: 'Książki, do których wraca się przez całe życie — w pełnych, starannie przeczytanych wersjach.',
    children: [
      { key: 'classics-novel', slug: 'powiesc', name: 'Powieść' },
      { key: 'classics-adventure', slug: 'przygoda', name: 'Przygoda' },
      { key: 'classics-short', slug: 'opowiadania-i-nowele', name: 'Opowiadania i nowele' },
      { key: 'classics-poetry', slug: 'poezja-i-dramat', name: 'Poezja i dramat' },
      { key: 'classics-local', slug: 'polska-klasyka', name: 'Polska klasyka' },
    ],
  },
  {
    key: 'history',
    slug: 'historia-i-biografie',
    name: 'Historia i biografie',
    description: 'Wojny, dwory i ludzie, którzy zmieniali bieg dziejów, opowiedziani przez świadków i kronikarzy.',
    children: [
      { key: 'history-ancient', slug: 'starozytnosc', name: 'Starożytność' },
      { key: 'history-biography', slug: 'biografie-i-wspomnienia', name: 'Biografie i wspomnienia' },
    ],
  },
  {
    key: 'kids',
    slug: 'dla-dzieci',
    name: 'Dla dzieci',
    description: 'Baśnie na dobranoc i przygody na długą podróż samochodem — dla małych i trochę większych słuchaczy.',
    children: [
      { key: 'kids-fairy-tales', slug: 'basnie-i-bajki', name: 'Baśnie i bajki' },
      { key: 'kids-adventure', slug: 'przygody-dla-mlodziezy', name: 'Przygody dla młodzieży' },
    ],
  },
  {
    key: 'growth',
    slug: 'rozwoj-osobisty',
    name: 'Rozwój osobisty',
    description: 'Mądrość starożytnych filozofów podana tak, żeby pomagała w zwykłym, codziennym życiu.',
    children: [{ key: 'growth-philosophy', slug: 'filozofia', name: 'Filozofia' }],
  },
];
