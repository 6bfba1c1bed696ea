import type { Locale } from '#domain/market/locale';
import type { AuthorKey } from './authors';
import type { CategoryKey } from './category-keys';

/** A public-domain work as the demo catalogue sells it; each market titles and describes it in its language. */
export interface WorkSpec {
  readonly key: string;
  readonly authors: readonly AuthorKey[];
  /** Length of the unabridged reading, in hours: what its price follows (the demo recording it plays is a short stand-in). */
  readonly hours: number;
  /** The main category; the product is also listed under that category's parent. */
  readonly category: CategoryKey;
  readonly alsoIn?: readonly CategoryKey[];
  /** Markets that sell it; world classics are sold everywhere. */
  readonly markets: 'all' | readonly Locale[];
}

const w = (
  key: string,
  authors: AuthorKey | readonly AuthorKey[],
  hours: number,
  category: CategoryKey,
  alsoIn: readonly CategoryKey[] = [],
  markets: WorkSpec['markets'] = 'all',
): WorkSpec => ({ key, authors: typeof authors === 'string' ? [authors] : authors, hours, category, alsoIn, markets });

/** World classics in translation, sold in every market. */
const WORLD: readonly WorkSpec[] = [
  w('a-study-in-scarlet', 'doyle', 5, 'crime-classic'),
  w('the-sign-of-the-four', 'doyle', 4.5, 'crime-classic'),
  w('the-hound-of-the-baskervilles', 'doyle', 6.5, 'crime-classic', ['crime-thriller']),
  w('the-three-musketeers', 'dumas', 19.5, 'classics-adventure'),
  w('twenty-years-after', 'dumas', 19, 'classics-adventure'),
  w('the-vicomte-of-bragelonne', 'dumas', 20, 'classics-adventure'),
  w('pride-and-prejudice', 'austen', 11.5, 'classics-novel'),
  w('oliver-twist', 'dickens', 15.5, 'classics-novel'),
  w('a-christmas-carol', 'dickens', 3, 'classics-short', ['kids']),
  w('treasure-island', 'stevenson', 7, 'classics-adventure', ['kids-adventure']),
  w('jekyll-and-hyde', 'stevenson', 2.5, 'crime-thriller', ['speculative-horror']),
  w('the-picture-of-dorian-gray', 'wilde', 8, 'classics-novel', ['speculative-horror']),
  w('tom-sawyer', 'twain', 7.5, 'kids-adventure', ['classics-adventure']),
  w('around-the-world-in-eighty-days', 'verne', 7, 'classics-adventure'),
  w('twenty-thousand-leagues', 'verne', 12.5, 'speculative-scifi', ['classics-adventure']),
  w('the-count-of-monte-cristo', 'dumas', 20, 'classics-adventure', ['crime-thriller']),
  w('anna-karenina', 'tolstoy', 20, 'classics-novel'),
  w('crime-and-punishment', 'dostoevsky', 19, 'classics-novel', ['crime-classic']),
  w('the-lady-with-the-dog', 'chekhov', 2.5, 'classics-short'),
  w('andersen-fairy-tales', 'andersen', 6, 'kids-fairy-tales'),
  w('grimm-fairy-tales', 'grimm', 8, 'kids-fairy-tales'),
  w('alice-in-wonderland', 'carroll', 2.5, 'kids-fairy-tales', ['speculative-fantasy']),
  w('the-jungle-book', 'kipling', 5.5, 'kids-adventure'),
  w('the-metamorphosis', 'kafka', 2, 'classics-short', ['speculative-fantasy']),
  w('the-sorrows-of-young-werther', 'goethe', 4, 'classics-novel'),
  w('don-quixote', 'cervantes', 20, 'classics-novel', ['classics-adventure']),
  w('the-murders-in-the-rue-morgue', 'poe', 2, 'crime-classic', ['classics-short']),
  w('frankenstein', 'shelley', 8.5, 'speculative-horror', ['speculative-scifi']),
  w('dracula', 'stoker', 15.5, 'speculative-horror', ['speculative-fantasy']),
  w('robinson-crusoe', 'defoe', 12, 'classics-adventure', ['kids-adventure']),
  w('pinocchio', 'collodi', 4.5, 'kids-fairy-tales'),
  w('meditations', 'marcus-aurelius', 4.5, 'growth-philosophy'),
  w('letters-to-lucilius', 'seneca', 14, 'growth-philosophy'),
  w('the-gallic-war', 'caesar', 8, 'history-ancient'),
  w('the-twelve-caesars', 'suetonius', 11, 'history-biography', ['history-ancient']),
];

/** Local classics and regional series, sold in the markets that read them in their own language. */
const LOCAL: readonly WorkSpec[] = [
  // pl
  w('ogniem-i-mieczem', 'sienkiewicz', 20, 'classics-local', ['history'], ['pl']),
  w('potop', 'sienkiewicz', 20, 'classics-local', ['history'], ['pl']),
  w('pan-wolodyjowski', 'sienkiewicz', 14, 'classics-local', ['history'], ['pl']),
  w('w-pustyni-i-w-puszczy', 'sienkiewicz', 13, 'kids-adventure', ['classics-local'], ['pl']),
  w('lalka', 'prus', 20, 'classics-local', ['classics-novel'], ['pl']),
  w('faraon', 'prus', 19, 'classics-local', ['history-ancient'], ['pl']),
  w('nad-niemnem', 'orzeszkowa', 18, 'classics-local', ['classics-novel'], ['pl']),
  w('chlopi', 'reymont', 20, 'classics-local', ['classics-novel'], ['pl']),
  w('pan-tadeusz', 'mickiewicz', 11, 'classics-poetry', ['classics-local'], ['pl']),
  // cz
  w('svejk-1', 'hasek', 7, 'classics-local', ['classics-novel'], ['cz']),
  w('svejk-2', 'hasek', 8, 'classics-local', ['classics-novel'], ['cz']),
  w('svejk-3', 'hasek', 6, 'classics-local', ['classics-novel'], ['cz']),
  w('svejk-4', 'hasek', 5, 'classics-local', ['classics-novel'], ['cz']),
  w('babicka', 'nemcova', 9, 'classics-local', ['classics-novel'], ['cz']),
  w('valka-s-mloky', 'capek', 9, 'speculative-scifi', ['classics-local'], ['cz']),
  w('rur', 'capek', 2.5, 'speculative-scifi', ['classics-poetry'], ['cz']),
  w('kytice', 'erben', 2, 'classics-poetry', ['speculative-horror'], ['cz']),
  w('stare-povesti-ceske', 'jirasek', 11, 'classics-local', ['history', 'kids'], ['cz']),
  w('povidky-malostranske', 'neruda', 8, 'classics-short', ['classics-local'], ['cz']),
  // sk
  w('dobsinsky-1', 'dobsinsky', 6, 'kids-fairy-tales', ['classics-local'], ['sk']),
  w('dobsinsky-2', 'dobsinsky', 6, 'kids-fairy-tales', ['classics-local'], ['sk']),
  w('dobsinsky-3', 'dobsinsky', 6.5, 'kids-fairy-tales', ['classics-local'], ['sk']),
  w('dom-v-strani', 'kukucin', 12, 'classics-local', ['classics-novel'], ['sk']),
  w('hajnikova-zena', 'hviezdoslav', 6, 'classics-poetry', ['classics-local'], ['sk']),
  w('malomestske-rozpravky', 'jesensky', 5, 'classics-short', ['classics-local'], ['sk']),
  w('adam-sangala', 'nadasi-jege', 10, 'classics-local', ['history'], ['sk']),
  w('sucha-ratolest', 'vajansky', 9, 'classics-local', ['classics-novel'], ['sk']),
  // de
  w('winnetou-1', 'may', 17, 'classics-adventure', ['kids-adventure'], ['de']),
  w('winnetou-2', 'may', 16, 'classics-adventure', ['kids-adventure'], ['de']),
  w('winnetou-3', 'may', 15, 'classics-adventure', ['kids-adventure'], ['de']),
  w('effi-briest', 'fontane', 10, 'classics-local', ['classics-novel'], ['de']),
  w('der-schimmelreiter', 'storm', 4, 'classics-local', ['speculative-horror'], ['de']),
  w('schachnovelle', 'zweig', 2.5, 'classics-local', ['classics-short'], ['de']),
  w('faust', 'goethe', 5, 'classics-poetry', ['classics-local'], ['de']),
  w('der-sandmann', 'hoffmann', 2, 'speculative-horror', ['classics-short'], ['de']),
  w('michael-kohlhaas', 'kleist', 3.5, 'classics-local', ['history'], ['de']),
  // lt and en
  w('anne-of-green-gables', 'montgomery', 10, 'classics-novel', ['kids-adventure'], ['lt', 'en']),
  w('anne-of-avonlea', 'montgomery', 9, 'classics-novel', ['kids-adventure'], ['lt', 'en']),
  w('anne-of-the-island', 'montgomery', 9, 'classics-novel', ['kids-adventure'], ['lt', 'en']),
  // lt
  w('metai', 'donelaitis', 2, 'classics-poetry', ['classics-local'], ['lt']),
  w('pavasario-balsai', 'maironis', 2.5, 'classics-poetry', ['classics-local'], ['lt']),
  w('marti', 'zemaite', 2, 'classics-local', ['classics-short'], ['lt']),
  w('liudna-pasaka', 'biliunas', 2, 'classics-local', ['classics-short'], ['lt']),
  w('dedes-ir-dedienes', 'vaizgantas', 3.5, 'classics-local', ['classics-short'], ['lt']),
  w('sename-dvare', 'satrijos-ragana', 6, 'classics-local', ['classics-novel'], ['lt']),
  w('palangos-juze', 'valancius', 2.5, 'classics-local', ['kids'], ['lt']),
  // es
  w('trafalgar', 'galdos', 7, 'classics-local', ['history'], ['es']),
  w('la-corte-de-carlos-iv', 'galdos', 7.5, 'classics-local', ['history'], ['es']),
  w('el-19-de-marzo-y-el-2-de-mayo', 'galdos', 7, 'classics-local', ['history'], ['es']),
  w('rimas-y-leyendas', 'becquer', 5, 'classics-poetry', ['speculative-horror'], ['es']),
  w('la-regenta', 'clarin', 20, 'classics-local', ['classics-novel'], ['es']),
  w('los-pazos-de-ulloa', 'pardo-bazan', 11, 'classics-local', ['classics-novel'], ['es']),
  w('niebla', 'unamuno', 6, 'classics-local', ['growth-philosophy'], ['es']),
  w('lazarillo-de-tormes', 'anonymous', 2.5, 'classics-local', ['classics-short'], ['es']),
  w('la-vida-es-sueno', 'calderon', 2.5, 'classics-poetry', ['classics-local'], ['es']),
  // en
  w('jane-eyre', 'charlotte-bronte', 19, 'classics-local', ['classics-novel'], ['en']),
  w('wuthering-heights', 'emily-bronte', 12, 'classics-local', ['classics-novel'], ['en']),
  w('tess-of-the-durbervilles', 'hardy', 15, 'classics-local', ['classics-novel'], ['en']),
  w('great-expectations', 'dickens', 18.5, 'classics-local', ['classics-novel'], ['en']),
  w('the-lost-world', 'doyle', 8, 'speculative-scifi', ['classics-adventure'], ['en']),
  w('king-solomons-mines', 'haggard', 8.5, 'classics-adventure', ['classics-local'], ['en']),
  w('the-importance-of-being-earnest', 'wilde', 2, 'classics-poetry', ['classics-local'], ['en']),
  // tr
  w('childhood', 'tolstoy', 4, 'classics-novel', ['history-biography'], ['tr']),
  w('boyhood', 'tolstoy', 4.5, 'classics-novel', ['history-biography'], ['tr']),
  w('youth', 'tolstoy', 6, 'classics-novel', ['history-biography'], ['tr']),
  w('intibah', 'namik-kemal', 5, 'classics-local', ['classics-novel'], ['tr']),
  w('vatan-yahut-silistre', 'namik-kemal', 2.5, 'classics-poetry', ['classics-local', 'history'], ['tr']),
  w('ask-i-memnu', 'halit-ziya', 14, 'classics-local', ['classics-novel'], ['tr']),
  w('mai-ve-siyah', 'halit-ziya', 9, 'classics-local', ['classics-novel'], ['tr']),
  w('araba-sevdasi', 'recaizade', 8, 'classics-local', ['classics-novel'], ['tr']),
  w('felatun-bey-ile-rakim-efendi', 'ahmet-mithat', 5, 'classics-local', ['classics-novel'], ['tr']),
  w('secme-hikayeler', 'omer-seyfettin', 6, 'classics-short', ['classics-local'], ['tr']),
  w('eylul', 'mehmet-rauf', 8, 'classics-local', ['classics-novel'], ['tr']),
];

/** Every work of the demo catalogue. */
export const WORKS: readonly WorkSpec[] = [...WORLD, ...LOCAL];

/** The works a market sells, in catalogue order. */
export const worksOf = (locale: Locale): readonly WorkSpec[] =>
  WORKS.filter((work) => work.markets === 'all' || work.markets.includes(locale));

export interface CycleSpec {
  readonly key: string;
  readonly type: 'series' | 'collection';
  /** Work keys in reading order. */
  readonly volumes: readonly string[];
  readonly markets: 'all' | readonly Locale[];
}

/** The demo cycles: two world series everywhere and one of the market's own. */
export const CYCLES: readonly CycleSpec[] = [
  {
    key: 'sherlock-holmes',
    type: 'series',
    volumes: ['a-study-in-scarlet', 'the-sign-of-the-four', 'the-hound-of-the-baskervilles'],
    markets: 'all',
  },
  {
    key: 'musketeers',
    type: 'series',
    volumes: ['the-three-musketeers', 'twenty-years-after', 'the-vicomte-of-bragelonne'],
    markets: 'all',
  },
  { key: 'trylogia', type: 'series', volumes: ['ogniem-i-mieczem', 'potop', 'pan-wolodyjowski'], markets: ['pl'] },
  { key: 'svejk', type: 'series', volumes: ['svejk-1', 'svejk-2', 'svejk-3', 'svejk-4'], markets: ['cz'] },
  { key: 'dobsinsky', type: 'collection', volumes: ['dobsinsky-1', 'dobsinsky-2', 'dobsinsky-3'], markets: ['sk'] },
  { key: 'winnetou', type: 'series', volumes: ['winnetou-1', 'winnetou-2', 'winnetou-3'], markets: ['de'] },
  {
    key: 'anne',
    type: 'series',
    volumes: ['anne-of-green-gables', 'anne-of-avonlea', 'anne-of-the-island'],
    markets: ['lt', 'en'],
  },
  {
    key: 'episodios-nacionales',
    type: 'series',
    volumes: ['trafalgar', 'la-corte-de-carlos-iv', 'el-19-de-marzo-y-el-2-de-mayo'],
    markets: ['es'],
  },
  { key: 'tolstoy-trilogy', type: 'series', volumes: ['childhood', 'boyhood', 'youth'], markets: ['tr'] },
];

/** The cycles a market sells. */
export const cyclesOf = (locale: Locale): readonly CycleSpec[] =>
  CYCLES.filter((cycle) => cycle.markets === 'all' || cycle.markets.includes(locale));

/** How many of the newest titles the announcements hold. */
export const ANNOUNCED_TITLES = 8;

/** Short works a market gives away: some with DRM, some without (every market has both). */
export const FREE_WORKS: Readonly<Record<string, { readonly drm: boolean }>> = {
  'a-christmas-carol': { drm: true },
  'the-metamorphosis': { drm: false },
  'the-murders-in-the-rue-morgue': { drm: false },
  'the-lady-with-the-dog': { drm: true },
};
