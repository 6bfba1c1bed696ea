import type { Locale } from '#domain/market/locale';

interface SeedCategory {
  readonly key: string;
  readonly slug: string;
  readonly name: string;
  readonly children?: readonly SeedCategory[];
}

const c = (key: string, slug: string, name: string, children?: readonly SeedCategory[]): SeedCategory =>
  children ? { key, slug, name, children } : { key, slug, name };

/** A small starting tree per market, written in each market's language. */
export const DEMO_CATEGORIES: Readonly<Record<Locale, readonly SeedCategory[]>> = {
  pl: [
    c('crime', 'kryminal-i-sensacja', 'Kryminał i sensacja', [
      c('crime-classic', 'klasyczny-kryminal', 'Klasyczny kryminał'),
      c('crime-thriller', 'thriller', 'Thriller'),
    ]),
    c('speculative', 'fantastyka', 'Fantastyka', [
      c('speculative-fantasy', 'fantasy', 'Fantasy'),
      c('speculative-scifi', 'science-fiction', 'Science fiction'),
    ]),
    c('classics', 'klasyka-literatury', 'Klasyka literatury'),
    c('history', 'historia-i-biografie', 'Historia i biografie'),
    c('kids', 'dla-dzieci', 'Dla dzieci'),
    c('growth', 'rozwoj-osobisty', 'Rozwój osobisty'),
  ],
  cz: [
    c('crime', 'detektivky-a-thrillery', 'Detektivky a thrillery', [
      c('crime-classic', 'klasicke-detektivky', 'Klasické detektivky'),
      c('crime-thriller', 'thrillery', 'Thrillery'),
    ]),
    c('speculative', 'fantasy-a-sci-fi', 'Fantasy a sci-fi', [
      c('speculative-fantasy', 'fantasy', 'Fantasy'),
      c('speculative-scifi', 'sci-fi', 'Sci-fi'),
    ]),
    c('classics', 'klasicka-literatura', 'Klasická literatura'),
    c('history', 'historie-a-zivotopisy', 'Historie a životopisy'),
    c('kids', 'pro-deti', 'Pro děti'),
    c('growth', 'osobni-rozvoj', 'Osobní rozvoj'),
  ],
  sk: [
    c('crime', 'detektivky-a-trilery', 'Detektívky a trilery', [
      c('crime-classic', 'klasicke-detektivky', 'Klasické detektívky'),
      c('crime-thriller', 'trilery', 'Trilery'),
    ]),
    c('speculative', 'fantasy-a-sci-fi', 'Fantasy a sci-fi', [
      c('speculative-fantasy', 'fantasy', 'Fantasy'),
      c('speculative-scifi', 'sci-fi', 'Sci-fi'),
    ]),
    c('classics', 'klasicka-literatura', 'Klasická literatúra'),
    c('history', 'historia-a-zivotopisy', 'História a životopisy'),
    c('kids', 'pre-deti', 'Pre deti'),
    c('growth', 'osobny-rozvoj', 'Osobný rozvoj'),
  ],
  de: [
    c('crime', 'krimis-und-thriller', 'Krimis und Thriller', [
      c('crime-classic', 'klassische-krimis', 'Klassische Krimis'),
      c('crime-thriller', 'thriller', 'Thriller'),
    ]),
    c('speculative', 'fantasy-und-science-fiction', 'Fantasy und Science-Fiction', [
      c('speculative-fantasy', 'fantasy', 'Fantasy'),
      c('speculative-scifi', 'science-fiction', 'Science-Fiction'),
    ]),
    c('classics', 'klassiker', 'Klassiker'),
    c('history', 'geschichte-und-biografien', 'Geschichte und Biografien'),
    c('kids', 'kinderhoerbuecher', 'Kinderhörbücher'),
    c('growth', 'persoenliche-entwicklung', 'Persönliche Entwicklung'),
  ],
  lt: [
    c('crime', 'detektyvai-ir-trileriai', 'Detektyvai ir trileriai', [
      c('crime-classic', 'klasikiniai-detektyvai', 'Klasikiniai detektyvai'),
      c('crime-thriller', 'trileriai', 'Trileriai'),
    ]),
    c('speculative', 'fantastika', 'Fantastika', [
      c('speculative-fantasy', 'fantasy', 'Fantasy'),
      c('speculative-scifi', 'moksline-fantastika', 'Mokslinė fantastika'),
    ]),
    c('classics', 'klasika', 'Klasika'),
    c('history', 'istorija-ir-biografijos', 'Istorija ir biografijos'),
    c('kids', 'vaikams', 'Vaikams'),
    c('growth', 'asmeninis-tobulejimas', 'Asmeninis tobulėjimas'),
  ],
  es: [
    c('crime', 'novela-negra-y-suspense', 'Novela negra y suspense', [
      c('crime-classic', 'policiaca-clasica', 'Policíaca clásica'),
      c('crime-thriller', 'thriller', 'Thriller'),
    ]),
    c('speculative', 'fantasia-y-ciencia-ficcion', 'Fantasía y ciencia ficción', [
      c('speculative-fantasy', 'fantasia', 'Fantasía'),
      c('speculative-scifi', 'ciencia-ficcion', 'Ciencia ficción'),
    ]),
    c('classics', 'clasicos', 'Clásicos'),
    c('history', 'historia-y-biografias', 'Historia y biografías'),
    c('kids', 'infantil', 'Infantil'),
    c('growth', 'desarrollo-personal', 'Desarrollo personal'),
  ],
  en: [
    c('crime', 'crime-and-thrillers', 'Crime & Thrillers', [
      c('crime-classic', 'classic-detective', 'Classic Detective'),
      c('crime-thriller', 'thrillers', 'Thrillers'),
    ]),
    c('speculative', 'fantasy-and-science-fiction', 'Fantasy & Science Fiction', [
      c('speculative-fantasy', 'fantasy', 'Fantasy'),
      c('speculative-scifi', 'science-fiction', 'Science Fiction'),
    ]),
    c('classics', 'classics', 'Classics'),
    c('history', 'history-and-biography', 'History & Biography'),
    c('kids', 'children', 'Children'),
    c('growth', 'personal-growth', 'Personal Growth'),
  ],
  tr: [
    c('crime', 'polisiye-ve-gerilim', 'Polisiye ve gerilim', [
      c('crime-classic', 'klasik-polisiye', 'Klasik polisiye'),
      c('crime-thriller', 'gerilim', 'Gerilim'),
    ]),
    c('speculative', 'fantastik-ve-bilimkurgu', 'Fantastik ve bilimkurgu', [
      c('speculative-fantasy', 'fantastik', 'Fantastik'),
      c('speculative-scifi', 'bilimkurgu', 'Bilimkurgu'),
    ]),
    c('classics', 'klasikler', 'Klasikler'),
    c('history', 'tarih-ve-biyografi', 'Tarih ve biyografi'),
    c('kids', 'cocuk', 'Çocuk'),
    c('growth', 'kisisel-gelisim', 'Kişisel gelişim'),
  ],
};

export interface FlatSeedCategory {
  readonly key: string;
  readonly slug: string;
  readonly name: string;
  readonly parentKey: string | null;
}

/** The tree as rows, each parent before its children. */
export const flattenCategories = (tree: readonly SeedCategory[], parentKey: string | null = null): FlatSeedCategory[] =>
  tree.flatMap((node) => [
    { key: node.key, slug: node.slug, name: node.name, parentKey },
    ...flattenCategories(node.children ?? [], node.key),
  ]);
