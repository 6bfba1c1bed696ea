import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#domain/market/locale';
import { AUTHOR_DEATH_YEARS } from '#server/db/seed/content/authors';
import { DEMO_CONTENT } from '#server/db/seed/content/index';
import type { MarketContent } from '#server/db/seed/content/market-content';
import { cyclesOf, worksOf } from '#server/db/seed/content/works';

/** Every piece of text a market shows, labelled with where it comes from. */
const textsOf = (content: MarketContent): readonly (readonly [string, string])[] => [
  ...content.categories
    .flatMap((c) => [c, ...(c.children ?? [])])
    .flatMap((c) => [
      [`category ${c.key}`, c.name] as const,
      ...(c.description ? [[`category ${c.key} description`, c.description] as const] : []),
    ]),
  ...Object.entries({ ...content.works, ...content.cycles }).flatMap(([key, w]) => [
    [`${key} title`, w.title] as const,
    [`${key} description`, w.description] as const,
  ]),
  ...Object.entries(content.authors).flatMap(([key, a]) => [
    [`author ${key}`, a?.name ?? ''] as const,
    [`author ${key} bio`, a?.bio ?? ''] as const,
  ]),
  ...[...content.lectors, ...Object.values(content.publishers)].flatMap((p) => [
    [p.name, p.name] as const,
    [`${p.name} bio`, p.bio] as const,
  ]),
  ...content.podcasts.flatMap((p) => [
    [`podcast ${p.key}`, p.title] as const,
    [`podcast ${p.key} description`, p.description] as const,
    ...p.episodes.flatMap((e) => [
      [`episode ${e.title}`, e.title] as const,
      [`episode ${e.title} description`, e.description] as const,
    ]),
  ]),
  ...Object.values(content.reviews.byRating)
    .flat()
    .map((t) => ['review', t] as const),
  ...content.reviews.signatures.map((s) => ['signature', s] as const),
  ...Object.values(content.screens.titles).map((t) => ['screen title', t] as const),
  ...Object.values(content.screens.swimlanes).map((t) => ['swimlane', t] as const),
  ...content.screens.benefits.map((t) => ['benefit', t] as const),
  ...content.screens.searches.map((s) => ['search', s.label] as const),
  ...content.helpCenter.flatMap((c) => [
    [`help ${c.slug}`, c.title] as const,
    ...c.questions.flatMap((q) => [[`help ${q.slug}`, q.title] as const, [`help ${q.slug} body`, q.body] as const]),
  ]),
  ...Object.entries(content.legal).flatMap(([kind, page]) => [
    [kind, page.title] as const,
    [`${kind} body`, page.body] as const,
  ]),
  ['chapter title', content.chapterTitle(1)],
];

/** Letters that belong to one of the eight languages only: finding one in another market means text was left untranslated. */
const OWN_LETTERS: Readonly<Record<Locale, RegExp | null>> = {
  pl: /[łŁ]/,
  cz: /[řŘůŮ]/,
  sk: /[ľĽĺĹŕŔôÔ]/,
  de: /ß/,
  lt: /[ėĖįĮųŲ]/,
  es: /[ñÑ¿¡]/,
  en: null,
  tr: /[ğĞşŞıİ]/,
};

describe('demo catalogue content', () => {
  it.each(LOCALES)('%s: titles and descriptions exist for everything the market sells', (locale) => {
    const content = DEMO_CONTENT[locale];
    for (const work of worksOf(locale)) {
      expect(content.works[work.key]?.title, work.key).toBeTruthy();
      for (const author of work.authors) expect(content.authors[author]?.name, `${work.key} by ${author}`).toBeTruthy();
    }
    for (const cycle of cyclesOf(locale)) expect(content.cycles[cycle.key]?.title, cycle.key).toBeTruthy();
    expect(content.podcasts).toHaveLength(5);
    for (const podcast of content.podcasts) expect(podcast.episodes.length, podcast.key).toBeGreaterThanOrEqual(5);
    for (const rating of [1, 2, 3, 4, 5] as const) expect(content.reviews.byRating[rating].length).toBeGreaterThan(0);
  });

  it.each(LOCALES)('%s: has no empty text, placeholder or stray character', (locale) => {
    for (const [where, text] of textsOf(DEMO_CONTENT[locale])) {
      expect(text.trim(), `${locale} ${where}`).not.toBe('');
      expect(text, `${locale} ${where}`).toBe(text.trim());
      // Case-sensitive: Spanish "todo" is a word, "TODO" is a note left behind.
      expect(text, `${locale} ${where}`).not.toMatch(/\b(TODO|FIXME|XXX|TBD)\b/);
      expect(text, `${locale} ${where}`).not.toMatch(/\b(lorem|ipsum|placeholder)\b/i);
      expect(text, `${locale} ${where}`).not.toMatch(/[{}<>[\]\\]|\s{3,}| {2}|\uFFFD|\u00AD/);
      // None of the markets writes in Cyrillic: a Cyrillic letter is a look-alike typo (к for k).
      expect(text, `${locale} ${where}`).not.toMatch(/\p{Script=Cyrillic}/u);
    }
  });

  it.each(LOCALES)('%s: descriptions are full sentences, each written once', (locale) => {
    const content = DEMO_CONTENT[locale];
    const descriptions = [...Object.values(content.works), ...Object.values(content.cycles)].map((w) => w.description);
    for (const description of descriptions) expect(description, description).toMatch(/[.!?…»”)]$/);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each(LOCALES)('%s: no description carries another language’s letters (left untranslated)', (locale) => {
    const content = DEMO_CONTENT[locale];
    const prose = [
      ...Object.values(content.works).map((w) => w.description),
      ...content.podcasts.flatMap((p) => [p.description, ...p.episodes.map((e) => e.description)]),
      ...content.helpCenter.flatMap((c) => c.questions.map((q) => q.body)),
    ];
    const own = OWN_LETTERS[locale];
    // The check is only meaningful if a market's own prose does use its own letters.
    if (own) expect(prose.some((text) => own.test(text))).toBe(true);
    for (const other of LOCALES) {
      const letters = OWN_LETTERS[other];
      if (other === locale || !letters) continue;
      for (const text of prose) expect(text, `${locale} text with ${other} letters`).not.toMatch(letters);
    }
  });

  it('translates every shared description: no two markets share one', () => {
    const seen = new Map<string, Locale>();
    for (const locale of LOCALES)
      for (const [key, work] of Object.entries(DEMO_CONTENT[locale].works)) {
        const earlier = seen.get(work.description);
        expect(earlier, `${locale} ${key} repeats ${earlier ?? ''}`).toBeUndefined();
        seen.set(work.description, locale);
      }
  });

  it('names a chapter in each market’s language', () => {
    expect(LOCALES.map((locale) => DEMO_CONTENT[locale].chapterTitle(7))).toEqual([
      'Rozdział 7',
      'Kapitola 7',
      'Kapitola 7',
      'Kapitel 7',
      '7 skyrius',
      'Capítulo 7',
      'Chapter 7',
      '7. Bölüm',
    ]);
  });

  it('uses public-domain authors only: everyone died more than 80 years ago', () => {
    for (const [author, died] of Object.entries(AUTHOR_DEATH_YEARS)) expect(died, author).toBeLessThan(2026 - 80);
  });

  it('keeps the fictional publishers apart from the market’s house brand only by name, never empty', () => {
    for (const locale of LOCALES) {
      const names = Object.values(DEMO_CONTENT[locale].publishers).map((p) => p.name);
      expect(new Set(names).size, locale).toBe(4);
      expect(names.filter((name) => name.includes('Audiora')).length, locale).toBe(3);
    }
  });
});
