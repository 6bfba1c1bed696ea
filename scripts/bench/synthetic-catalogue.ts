import { LOCALES, type Locale } from '#domain/market/locale';
import { pick, seededRandom } from '#server/catalogue/seeded-random';
import type { ProductType, SearchCategory, SearchRecord } from '#server/search/search-record';

interface Language {
  readonly words: readonly string[];
  readonly syllables: readonly string[];
  readonly firstNames: readonly string[];
  readonly surnames: readonly string[];
}

// Real title words first (the frequent ones), then syllables for a long tail of made-up but plausible words.
const LANGUAGES: Readonly<Record<Locale, Language>> = {
  pl: {
    words:
      'przygody tajemnica żółw miłość wojna pokój dziecko łódź źródło gęś księżyc zamek śmierć życie ostatni pierwszy noc dzień królowa czarownica wiedźmin podróż morze góry las ogień woda ziemia niebo cień światło historia opowieść zbrodnia kara pan tadeusz lalka chłopi ogniem mieczem potop krzyżacy zielona mila dom ciemność sen pamięć słońce wiatr złoto'.split(
        ' ',
      ),
    syllables:
      'prze szcz ło ży wa ka mi ść rz ną dę go ty wie ró czy ką ęt dź ko la ma ni po sta bie zie śl gro chó'.split(' '),
    firstNames:
      'Andrzej Małgorzata Łukasz Zofia Jakub Agnieszka Wojciech Bolesław Henryk Olga Stanisław Joanna Żaneta Grzegorz'.split(
        ' ',
      ),
    surnames:
      'Sienkiewicz Mickiewicz Prus Żeromski Orzeszkowa Tokarczuk Sapkowski Lem Szymborska Kraszewski Łoziński Wiśniewski Kamiński Dąbrowski'.split(
        ' ',
      ),
  },
  cz: {
    words:
      'dobrodružství tajemství láska válka mír dítě řeka hrad smrt život poslední první noc den královna čarodějnice cesta moře hory les oheň voda země nebe stín světlo příběh zločin trest babička osud škola ďábel kůň pes kočka žena muž srdce'.split(
        ' ',
      ),
    syllables: 'ře ch ov ká dě ní pr st ůž če ho ly to mi zá ko vě šť ra lo'.split(' '),
    firstNames: 'Jiří Božena Karel Věra Tomáš Šárka Jaroslav Zdeněk Milena Bohumil'.split(' '),
    surnames: 'Čapek Němcová Hašek Hrabal Kundera Škvorecký Dvořák Šafránek Procházka Kovář'.split(' '),
  },
  sk: {
    words:
      'dobrodružstvo tajomstvo láska vojna mier dieťa rieka hrad smrť život posledný prvý noc deň kráľovná bosorka cesta more hory les oheň voda zem nebo tieň svetlo príbeh zločin trest ľudia môj kôň päť ďaleko'.split(
        ' ',
      ),
    syllables: 'ľu ĺž ŕ ô ä ko va ni ra st ch ho dĺ ťa žo še'.split(' '),
    firstNames: 'Ľudovít Mária Ján Zuzana Pavol Ľubica Štefan Katarína'.split(' '),
    surnames: 'Štúr Kukučín Hviezdoslav Timrava Jesenský Hronský Ďurica Mňačko'.split(' '),
  },
  de: {
    words:
      'abenteuer geheimnis liebe krieg frieden kind fluss schloss tod leben letzte erste nacht tag königin hexe reise meer berge wald feuer wasser erde himmel schatten licht geschichte verbrechen strafe straße größe mädchen müller bär fuß schöne welt'.split(
        ' ',
      ),
    syllables: 'sch ei ge ber ung ä ö ü ß ka ter lin stein burg hau mer zu'.split(' '),
    firstNames: 'Günter Jürgen Käthe Hermann Ute Sören Bärbel Thomas Heinrich'.split(' '),
    surnames: 'Grass Mann Hesse Süskind Kästner Müller Böll Schäfer Weiß Goethe'.split(' '),
  },
  lt: {
    words:
      'nuotykiai paslaptis meilė karas taika vaikas upė pilis mirtis gyvenimas paskutinis pirmas naktis diena karalienė ragana kelionė jūra kalnai miškas ugnis vanduo žemė dangus šešėlis šviesa istorija nusikaltimas bausmė žmonės širdis saulė'.split(
        ' ',
      ),
    syllables: 'ė ų ū į š ž č ka vi la ta ri mo ne gi sa do'.split(' '),
    firstNames: 'Jonas Rūta Vytautas Aušra Žilvinas Eglė Gintarė Mindaugas'.split(' '),
    surnames: 'Donelaitis Maironis Žemaitė Ivanauskaitė Čiurlionis Kudirka Biliūnas Šimkus'.split(' '),
  },
  es: {
    words:
      'aventuras misterio amor guerra paz niño río castillo muerte vida último primero noche día reina bruja viaje mar montañas bosque fuego agua tierra cielo sombra luz historia crimen castigo corazón señor año pequeño mañana'.split(
        ' ',
      ),
    syllables: 'ña ción ro sa lo ve ca ta mí é á ú do ga ri'.split(' '),
    firstNames: 'José María Íñigo Lucía Andrés Begoña Ramón Sofía'.split(' '),
    surnames: 'García Pérez Muñoz Cervantes Márquez Núñez Ibáñez Zafón Gómez'.split(' '),
  },
  en: {
    words:
      'adventures mystery love war peace child river castle death life last first night day queen witch journey sea mountains forest fire water earth sky shadow light story crime punishment holmes sherlock house garden secret island kingdom'.split(
        ' ',
      ),
    syllables: 'th er ing an ow ley ford wick ston ham el ar ry mo'.split(' '),
    firstNames: 'Arthur Agatha Charles Jane George Virginia Oscar Emily'.split(' '),
    surnames: 'Doyle Christie Dickens Austen Orwell Woolf Wilde Brontë Smith'.split(' '),
  },
  tr: {
    words:
      'maceralar sır aşk savaş barış çocuk nehir kale ölüm hayat son ilk gece gün kraliçe cadı yolculuk deniz dağlar orman ateş su toprak gökyüzü gölge ışık hikâye suç ceza istanbul ığdır şehir güneş kalp'.split(
        ' ',
      ),
    syllables: 'ğı ş ç ü ö ı ka le ma ri du lı ya se'.split(' '),
    firstNames: 'Orhan Elif İlhan Şule Yaşar Gülten Çağan Özlem'.split(' '),
    surnames: 'Pamuk Şafak Kemal Nesin Ağaoğlu Karakoyunlu Öztürk Çelik Yıldız'.split(' '),
  },
};

const CATEGORY_WORDS = [
  'kryminal',
  'fantastyka',
  'romans',
  'biografie',
  'historia',
  'dla-dzieci',
  'reportaz',
  'poradniki',
  'thriller',
  'obyczajowe',
  'klasyka',
  'horror',
  'nauka',
  'biznes',
  'podroze',
  'poezja',
];

const hex = (random: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');

const uuid = (random: () => number) =>
  `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-8${hex(random, 3)}-${hex(random, 12)}`;

/** Zipf-like pick: small indexes are far more frequent, as words in real titles are. */
const zipf = (random: () => number, size: number) => Math.min(size - 1, Math.floor(size ** random()) - 1);

const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

export interface SyntheticCatalogueOptions {
  readonly count: number;
  readonly seed?: number;
  /** The market: most titles are in its language, the rest in the other seven. */
  readonly locale?: Locale;
  readonly catalogId?: string;
}

/**
 * A realistic synthetic catalogue for tests and benchmarks: titles, authors and narrators in all eight languages
 * (with their diacritics), a long tail of rare words, categories, prices in minor units, ratings and popularity.
 */
export const syntheticCatalogue = (options: SyntheticCatalogueOptions): SearchRecord[] => {
  const random = seededRandom(options.seed ?? 1);
  const home = options.locale ?? 'pl';
  const catalogId = options.catalogId ?? 'df363888-c791-4826-ac55-a9409b91ab20';
  // The long tail grows with the catalogue, as a real one's vocabulary does.
  const tailSize = Math.max(200, Math.round(options.count * 0.6));
  const tails = new Map<Locale, string[]>();
  const tailOf = (locale: Locale) => {
    let tail = tails.get(locale);
    if (tail === undefined) {
      const lang = LANGUAGES[locale];
      const seen = new Set(lang.words);
      tail = [];
      for (let attempts = 0; tail.length < tailSize && attempts < tailSize * 4; attempts++) {
        const syllables = 2 + Math.floor(random() * 3);
        let word = '';
        for (let s = 0; s < syllables; s++) word += pick(random, lang.syllables);
        if (word.length >= 3 && !seen.has(word)) {
          seen.add(word);
          tail.push(word);
        }
      }
      tails.set(locale, tail);
    }
    return tail;
  };
  const categories: SearchCategory[] = CATEGORY_WORDS.flatMap((slug) => [
    { id: uuid(random), slug },
    { id: uuid(random), slug: `${slug}-klasyczny` },
  ]);
  const person = (lang: Language, tail: readonly string[]) =>
    `${pick(random, lang.firstNames)} ${random() < 0.5 ? pick(random, lang.surnames) : capitalise(tail[zipf(random, tail.length)] ?? 'x')}`;

  const records: SearchRecord[] = [];
  for (let n = 0; n < options.count; n++) {
    const locale = random() < 0.7 ? home : pick(random, LOCALES);
    const lang = LANGUAGES[locale];
    const tail = tailOf(locale);
    const length = 1 + Math.floor(random() * 4);
    const title: string[] = [];
    for (let w = 0; w < length; w++) {
      title.push(
        random() < 0.55 ? (lang.words[zipf(random, lang.words.length)] ?? '') : (tail[zipf(random, tail.length)] ?? ''),
      );
    }
    const name = capitalise(title.join(' ')) + (random() < 0.1 ? ` ${1 + Math.floor(random() * 9)}` : '');
    const authors = Array.from({ length: random() < 0.85 ? 1 : 2 }, () => person(lang, tail));
    const lectors = Array.from({ length: random() < 0.7 ? 1 : 2 }, () => person(lang, tail));
    const roll = random();
    const type: ProductType = roll < 0.8 ? 'audiobook' : roll < 0.95 ? 'podcast' : 'cycle';
    const isFree = random() < 0.05;
    const price = isFree ? 0 : 1990 + Math.floor(random() * 50) * 100;
    const discount = !isFree && random() < 0.2 ? price - 500 : null;
    const id = uuid(random);
    const slug = `${title.join('-')}-${n}`;
    const own = [pick(random, categories), ...(random() < 0.4 ? [pick(random, categories)] : [])];
    records.push({
      objectID: id,
      id,
      name,
      image_url: `/media/covers/${id}.jpg`,
      description: authors.join(', '),
      rating: Math.round((1 + random() * 4) * 10) / 10,
      is_free: isFree,
      price,
      discount_price: discount,
      price_for_subscribers: isFree ? 0 : Math.round(price * 0.8),
      lowest_price: discount ?? price,
      is_available_in_subscription: random() < 0.6,
      deeplink: `audiora://audiobook/${id}`,
      slug,
      type,
      categories: own[1]?.id === own[0]?.id ? [own[0] as SearchCategory] : own,
      authors,
      lectors,
      catalog_id: catalogId,
      popularity: Math.floor(random() ** 3 * 100_000),
    });
  }
  return records;
};

/** Words a user might type against a synthetic catalogue (for benchmarks): real and long-tail words, names. */
export const syntheticQueries = (records: readonly SearchRecord[], count: number, seed = 7): string[] => {
  const random = seededRandom(seed);
  const queries: string[] = [];
  while (queries.length < count && records.length > 0) {
    const record = records[Math.floor(random() * records.length)] as SearchRecord;
    const source = random() < 0.7 ? record.name : (record.authors[0] ?? record.name);
    const words = source.split(/\s+/).filter((w) => w.length > 0);
    const take = words.slice(0, 1 + Math.floor(random() * Math.min(2, words.length)));
    let query = take.join(' ');
    // A third of the queries carry a typo: a swapped or dropped letter in the longest word.
    if (random() < 0.33 && query.length > 5) {
      const at = 1 + Math.floor(random() * (query.length - 3));
      query =
        random() < 0.5
          ? query.slice(0, at) + query.charAt(at + 1) + query.charAt(at) + query.slice(at + 2)
          : query.slice(0, at) + query.slice(at + 1);
    }
    // Users often type without diacritics.
    if (random() < 0.4) query = query.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');
    queries.push(query);
  }
  return queries;
};
