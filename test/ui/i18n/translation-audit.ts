/** Text of every language by language code, as in `ui/locales/{language}/common.json`. */
export type TranslationsByLanguage = Readonly<Record<string, unknown>>;

const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/;
// Interpolation variables ({{count}}) and the tags Trans fills with components (<notice>), both must survive translation.
const VARIABLE = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}|<(\w+)>/g;

interface Entry {
  readonly key: string;
  readonly value: unknown;
}

const flatten = (node: unknown, prefix = ''): Entry[] =>
  node !== null && typeof node === 'object' && !Array.isArray(node)
    ? Object.entries(node).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key))
    : [{ key: prefix, value: node }];

const variablesOf = (text: string): string[] =>
  [...text.matchAll(VARIABLE)].map((m) => m[1] ?? `<${m[2] ?? ''}>`).sort();

const sameList = (a: readonly string[], b: readonly string[]) => a.join(',') === b.join(',');

/** A language's text split into plain keys and plural keys (base key -> category -> text). */
interface Catalogue {
  readonly plain: Map<string, unknown>;
  readonly plural: Map<string, Map<string, unknown>>;
}

const catalogueOf = (translations: unknown): Catalogue => {
  const plain = new Map<string, unknown>();
  const plural = new Map<string, Map<string, unknown>>();
  for (const { key, value } of flatten(translations)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (match) {
      const [, base = '', category = ''] = match;
      plural.set(base, (plural.get(base) ?? new Map<string, unknown>()).set(category, value));
    } else {
      plain.set(key, value);
    }
  }
  return { plain, plural };
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Every way the languages disagree: a key missing, empty or not text in one of them, a plural key without a form its
 * language's `Intl.PluralRules` needs (or with one it never uses), and interpolation variables that differ from the
 * reference language's. An empty list means the files are consistent.
 */
export const auditTranslations = (byLanguage: TranslationsByLanguage, reference: string): string[] => {
  const problems: string[] = [];
  const catalogues = new Map(Object.entries(byLanguage).map(([language, t]) => [language, catalogueOf(t)]));
  const allPlain = new Set([...catalogues.values()].flatMap((c) => [...c.plain.keys()]));
  const allPlural = new Set([...catalogues.values()].flatMap((c) => [...c.plural.keys()]));
  const referenceCatalogue = catalogues.get(reference);
  if (!referenceCatalogue) return [`reference language ${reference} has no translations`];

  const referenceVariables = (key: string): string[] | undefined => {
    const plain = referenceCatalogue.plain.get(key);
    if (isText(plain)) return variablesOf(plain);
    const forms = referenceCatalogue.plural.get(key);
    return forms ? [...new Set([...forms.values()].filter(isText).flatMap(variablesOf))].sort() : undefined;
  };

  for (const [language, { plain, plural }] of catalogues) {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
    for (const key of allPlain) {
      const value = plain.get(key);
      if (value === undefined) {
        problems.push(`${language}: ${plural.has(key) ? 'plural forms instead of plain text for' : 'missing'} ${key}`);
      } else if (!isText(value)) {
        problems.push(`${language}: empty or not text: ${key}`);
      } else {
        const expected = referenceVariables(key);
        if (expected && !sameList(variablesOf(value), expected)) {
          problems.push(
            `${language}: ${key} uses {${variablesOf(value).join(',')}}, ${reference} {${expected.join(',')}}`,
          );
        }
      }
    }
    for (const key of allPlural) {
      const forms = plural.get(key);
      if (!forms) {
        if (!plain.has(key)) problems.push(`${language}: missing plural ${key}`);
        continue;
      }
      for (const category of categories) {
        if (!forms.has(category)) problems.push(`${language}: ${key} lacks the plural form ${category}`);
        else if (!isText(forms.get(category))) problems.push(`${language}: empty or not text: ${key}_${category}`);
      }
      for (const category of forms.keys()) {
        if (!categories.includes(category))
          problems.push(`${language}: ${key}_${category} is a form ${language} never uses`);
      }
      const used = [...new Set([...forms.values()].filter(isText).flatMap(variablesOf))].sort();
      const expected = referenceVariables(key);
      if (expected && !sameList(used, expected)) {
        problems.push(`${language}: ${key} uses {${used.join(',')}}, ${reference} {${expected.join(',')}}`);
      }
    }
  }
  return problems;
};
