import type { SeedCategory } from '../market-content';

export const categories: readonly SeedCategory[] = [
  {
    key: 'crime',
    slug: 'krimis-und-thriller',
    name: 'Krimis und Thriller',
    description:
      'Rätsel, Ermittlungen und Verfolgungsjagden – von Sherlock Holmes bis zu düsteren Thrillern, die man erst nach dem letzten Kapitel ausschaltet.',
    children: [
      { key: 'crime-classic', slug: 'klassische-krimis', name: 'Klassische Krimis' },
      { key: 'crime-thriller', slug: 'thriller', name: 'Thriller' },
    ],
  },
  {
    key: 'speculative',
    slug: 'fantasy-und-science-fiction',
    name: 'Fantasy und Science-Fiction',
    description:
      'Welten, die auf keiner Landkarte stehen: Märchenreiche, Reisen in die Zukunft und Geschichten, die man besser nicht im Dunkeln hört.',
    children: [
      { key: 'speculative-fantasy', slug: 'fantasy', name: 'Fantasy' },
      { key: 'speculative-scifi', slug: 'science-fiction', name: 'Science-Fiction' },
      { key: 'speculative-horror', slug: 'horror-und-grusel', name: 'Horror und Grusel' },
    ],
  },
  {
    key: 'classics',
    slug: 'klassiker',
    name: 'Klassiker',
    description: 'Bücher, zu denen man ein Leben lang zurückkehrt – ungekürzt und mit Sorgfalt gelesen.',
    children: [
      { key: 'classics-novel', slug: 'romane', name: 'Romane' },
      { key: 'classics-adventure', slug: 'abenteuer', name: 'Abenteuer' },
      { key: 'classics-short', slug: 'erzaehlungen-und-novellen', name: 'Erzählungen und Novellen' },
      { key: 'classics-poetry', slug: 'lyrik-und-drama', name: 'Lyrik und Drama' },
      { key: 'classics-local', slug: 'deutschsprachige-klassiker', name: 'Deutschsprachige Klassiker' },
    ],
  },
  {
    key: 'history',
    slug: 'geschichte-und-biografien',
    name: 'Geschichte und Biografien',
    description:
      'Kriege, Königshöfe und Menschen, die den Lauf der Geschichte verändert haben, erzählt von Zeitzeugen und Chronisten.',
    children: [
      { key: 'history-ancient', slug: 'antike', name: 'Antike' },
      { key: 'history-biography', slug: 'biografien-und-erinnerungen', name: 'Biografien und Erinnerungen' },
    ],
  },
  {
    key: 'kids',
    slug: 'kinderhoerbuecher',
    name: 'Kinderhörbücher',
    description:
      'Märchen zum Einschlafen und Abenteuer für die lange Autofahrt – für kleine und etwas größere Zuhörer.',
    children: [
      { key: 'kids-fairy-tales', slug: 'maerchen', name: 'Märchen' },
      { key: 'kids-adventure', slug: 'abenteuer-fuer-junge-hoerer', name: 'Abenteuer für junge Hörer' },
    ],
  },
  {
    key: 'growth',
    slug: 'persoenliche-entwicklung',
    name: 'Persönliche Entwicklung',
    description: 'Die Weisheit antiker Philosophen, so erzählt, dass sie im ganz normalen Alltag hilft.',
    children: [{ key: 'growth-philosophy', slug: 'philosophie', name: 'Philosophie' }],
  },
];
