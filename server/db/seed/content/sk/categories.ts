import type { SeedCategory } from '../market-content';

export const categories: readonly SeedCategory[] = [
  {
    key: 'crime',
    slug: 'detektivky-a-trilery',
    name: 'Detektívky a trilery',
    description:
      'Záhady, vyšetrovania a naháňačky – od Sherlocka Holmesa po temné trilery, ktoré nevypnete skôr než po poslednej kapitole.',
    children: [
      { key: 'crime-classic', slug: 'klasicke-detektivky', name: 'Klasické detektívky' },
      { key: 'crime-thriller', slug: 'trilery', name: 'Trilery' },
    ],
  },
  {
    key: 'speculative',
    slug: 'fantasy-a-sci-fi',
    name: 'Fantasy a sci-fi',
    description:
      'Svety, ktoré na mape nenájdete: rozprávkové ríše, cesty do budúcnosti aj príbehy, ktoré je lepšie nepočúvať po zotmení.',
    children: [
      { key: 'speculative-fantasy', slug: 'fantasy', name: 'Fantasy' },
      { key: 'speculative-scifi', slug: 'sci-fi', name: 'Sci-fi' },
      { key: 'speculative-horror', slug: 'horor', name: 'Horor' },
    ],
  },
  {
    key: 'classics',
    slug: 'klasicka-literatura',
    name: 'Klasická literatúra',
    description: 'Knihy, ku ktorým sa človek vracia celý život – v úplnom znení a v starostlivom prednese.',
    children: [
      { key: 'classics-novel', slug: 'romany', name: 'Romány' },
      { key: 'classics-adventure', slug: 'dobrodruzne', name: 'Dobrodružné' },
      { key: 'classics-short', slug: 'poviedky-a-novely', name: 'Poviedky a novely' },
      { key: 'classics-poetry', slug: 'poezia-a-drama', name: 'Poézia a dráma' },
      { key: 'classics-local', slug: 'slovenska-klasika', name: 'Slovenská klasika' },
    ],
  },
  {
    key: 'history',
    slug: 'historia-a-zivotopisy',
    name: 'História a životopisy',
    description: 'Vojny, panovnícke dvory a ľudia, ktorí menili beh dejín, očami svedkov a kronikárov.',
    children: [
      { key: 'history-ancient', slug: 'starovek', name: 'Starovek' },
      { key: 'history-biography', slug: 'zivotopisy-a-spomienky', name: 'Životopisy a spomienky' },
    ],
  },
  {
    key: 'kids',
    slug: 'pre-deti',
    name: 'Pre deti',
    description:
      'Rozprávky na dobrú noc aj dobrodružstvá na dlhú cestu autom – pre malých aj trochu väčších poslucháčov.',
    children: [
      { key: 'kids-fairy-tales', slug: 'rozpravky', name: 'Rozprávky' },
      { key: 'kids-adventure', slug: 'dobrodruzstva-pre-mladez', name: 'Dobrodružstvá pre mládež' },
    ],
  },
  {
    key: 'growth',
    slug: 'osobny-rozvoj',
    name: 'Osobný rozvoj',
    description: 'Múdrosť antických filozofov podaná tak, aby pomáhala v obyčajnom každodennom živote.',
    children: [{ key: 'growth-philosophy', slug: 'filozofia', name: 'Filozofia' }],
  },
];
