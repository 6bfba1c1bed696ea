import type { Translations } from './translations';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

// `items_count_one` and `items_count_other` are both asked for as `items_count` (with a count).
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dotted key of the interface text (`pages.cart.title`), checked against the English file. */
export type TranslationKey = Leaves<Translations>;

/** Values put into a text's `{{name}}` places; `count` also picks the plural form. */
export type TranslationValues = Readonly<Record<string, string | number>>;

/** Translates a key into the page's language; an unknown key comes back as itself, so a gap shows and breaks nothing. */
export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;

/** One language's interface text, ready to translate. */
export interface Translator {
  readonly language: string;
  readonly t: TFunction;
  /** Whether the text has this key (toasts carry either a key or text already written). */
  readonly exists: (key: string) => boolean;
}

type Tree = { readonly [key: string]: string | Tree };

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const lookup = (tree: Tree, key: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  // An empty text counts as missing, so a gap in a translation shows its key instead of nothing.
  return typeof node === 'string' && node !== '' ? node : undefined;
};

const interpolate = (text: string, values: TranslationValues): string =>
  text.replace(PLACEHOLDER, (place, name: string) => {
    const value = values[name];
    return value === undefined ? place : String(value);
  });

/**
 * A translator over one language's text: dotted keys, `{{name}}` placeholders and plural forms chosen by the
 * language's own rules (`_one`, `_few`, `_many`, `_other`, as Intl.PluralRules names them).
 */
export const createTranslator = (language: string, translations: Translations): Translator => {
  const tree = translations as unknown as Tree;
  const plurals = new Intl.PluralRules(language);
  // Every render asks for the same few hundred keys: each is walked once per language.
  const known = new Map<string, string | undefined>();
  const text = (key: string): string | undefined => {
    if (known.has(key)) return known.get(key);
    const found = lookup(tree, key);
    known.set(key, found);
    return found;
  };
  const t = (key: string, values?: TranslationValues): string => {
    const count = values?.count;
    const found =
      (typeof count === 'number' ? (text(`${key}_${plurals.select(count)}`) ?? text(`${key}_other`)) : undefined) ??
      text(key);
    if (found === undefined) return key;
    return values === undefined ? found : interpolate(found, values);
  };
  return { language, t, exists: (key) => text(key) !== undefined };
};

const shared = new WeakMap<Translations, Translator>();

/**
 * The one translator for a language's text, made on first use: rendering only reads from it, so every server render
 * and `meta` call shares it instead of building one each.
 */
export const sharedTranslator = (language: string, translations: Translations): Translator => {
  const known = shared.get(translations);
  if (known?.language === language) return known;
  const made = createTranslator(language, translations);
  shared.set(translations, made);
  return made;
};
