import type { SeedCategory } from '../market-content';

export const categories: readonly SeedCategory[] = [
  {
    key: 'crime',
    slug: 'detektivky-a-thrillery',
    name: 'Detektivky a thrillery',
    description:
      'Záhady, vyšetřování a honičky – od Sherlocka Holmese po temné thrillery, které nevypnete dřív než po poslední kapitole.',
    children: [
      { key: 'crime-classic', slug: 'klasicke-detektivky', name: 'Klasické detektivky' },
      { key: 'crime-thriller', slug: 'thrillery', name: 'Thrillery' },
    ],
  },
  {
    key: 'speculative',
    slug: 'fantasy-a-sci-fi',
    name: 'Fantasy a sci-fi',
    description:
      'Světy, které na mapě nenajdete: pohádkové říše, cesty do budoucnosti i příběhy, které je lepší neposlouchat po setmění.',
    children: [
      { key: 'speculative-fantasy', slug: 'fantasy', name: 'Fantasy' },
      { key: 'speculative-scifi', slug: 'sci-fi', name: 'Sci-fi' },
      { key: 'speculative-horror', slug: 'horor', name: 'Horor' },
    ],
  },
  {
    key: 'classics',
    slug: 'klasicka-literatura',
    name: 'Klasická literatura',
    description: 'Knihy, ke kterým se člověk vrací celý život – v úplném znění a v pečlivém přednesu.',
    children: [
      { key: 'classics-novel', slug: 'romany', name: 'Romány' },
      { key: 'classics-adventure', slug: 'dobrodruzne', name: 'Dobrodružné' },
      { key: 'classics-short', slug: 'povidky-a-novely', name: 'Povídky a novely' },
      { key: 'classics-poetry', slug: 'poezie-a-drama', name: 'Poezie a drama' },
      { key: 'classics-local', slug: 'ceska-klasika', name: 'Česká klasika' },
    ],
  },
  {
    key: 'history',
    slug: 'historie-a-zivotopisy',
    name: 'Historie a životopisy',
    description: 'Války, panovnické dvory a lidé, kteří měnili běh dějin, očima svědků a kronikářů.',
    children: [
      { key: 'history-ancient', slug: 'starovek', name: 'Starověk' },
      { key: 'history-biography', slug: 'zivotopisy-a-pameti', name: 'Životopisy a paměti' },
    ],
  },
  {
    key: 'kids',
    slug: 'pro-deti',
    name: 'Pro děti',
    description: 'Pohádky na dobrou noc i dobrodružství na dlouhou cestu autem – pro malé i trochu větší posluchače.',
    children: [
      { key: 'kids-fairy-tales', slug: 'pohadky', name: 'Pohádky' },
      { key: 'kids-adventure', slug: 'dobrodruzstvi-pro-mladez', name: 'Dobrodružství pro mládež' },
    ],
  },
  {
    key: 'growth',
    slug: 'osobni-rozvoj',
    name: 'Osobní rozvoj',
    description: 'Moudrost antických filozofů podaná tak, aby pomáhala v obyčejném každodenním životě.',
    children: [{ key: 'growth-philosophy', slug: 'filozofie', name: 'Filozofie' }],
  },
];
