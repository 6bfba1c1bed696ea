import type { Cycle } from '#application/cycle/cycle';
import type { HelpCategory, HelpQuestion } from '#application/help-center/help-center';
import type { LegalPage, LegalPageKind } from '#application/legal/legal-page';
import type { Podcast, PodcastEpisode } from '#application/podcast/podcast';
import { aScreenProduct, minorUnits } from './screen.mother';

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `00000000-0000-4000-a000-${String(sequence).padStart(12, '0')}`;
};

/** A series of three audiobooks, in reading order; override what the test cares about. */
export const aCycle = (overrides: Partial<Cycle> = {}): Cycle => ({
  id: nextId(),
  slug: 'trylogia',
  name: 'Trylogia',
  cycleType: 'series',
  description: 'Trzy powieści o dawnej Rzeczypospolitej.',
  imageUrl: '/pl/v2/covers/trylogia/v1.svg',
  authors: [{ id: nextId(), slug: 'henryk-sienkiewicz', name: 'Henryk Sienkiewicz' }],
  prices: { price: minorUnits(9990), discountPrice: null, priceForSubscribers: null, lowestPrice: null },
  currency: 'PLN',
  volumes: ['Ogniem i mieczem', 'Potop', 'Pan Wołodyjowski'].map((name, index) => ({
    position: index + 1,
    product: aScreenProduct({ name, authors: 'Henryk Sienkiewicz' }),
  })),
  ...overrides,
});

/** A weekly episode released `daysAgo` days before 2026-11-01. */
export const anEpisode = (position: number, overrides: Partial<PodcastEpisode> = {}): PodcastEpisode => ({
  id: nextId(),
  position,
  title: `Odcinek ${position}`,
  description: `O czym jest odcinek ${position}.`,
  durationMs: 25 * 60_000,
  publishedAt: new Date(Date.UTC(2026, 9, 1 + 7 * position)).toISOString().replace('.000Z', '+00:00'),
  hasSample: false,
  ...overrides,
});

/** A free show with three weekly episodes, in release order as the API lists them. */
export const aPodcast = (overrides: Partial<Podcast> = {}): Podcast => ({
  id: nextId(),
  slug: 'historia-literatury',
  name: 'Historia literatury',
  description: 'Co tydzień jedna wielka książka.',
  imageUrl: '/pl/v2/covers/podcast/v1.svg',
  hosts: [{ id: nextId(), slug: 'anna-lektorka', name: 'Anna Lektorka' }],
  publishers: [{ id: nextId(), slug: 'audiora-studio', name: 'Audiora Studio' }],
  isFree: true,
  isAvailableInSubscription: false,
  episodes: [anEpisode(1), anEpisode(2), anEpisode(3)],
  ...overrides,
});

/** A help-centre topic with its questions, titled as given. */
export const aHelpCategory = (slug: string, title: string, questions: readonly [string, string][]): HelpCategory => ({
  id: nextId(),
  slug,
  title,
  questions: questions.map(([questionSlug, questionTitle]) => ({
    id: nextId(),
    slug: questionSlug,
    title: questionTitle,
  })),
});

/** The answer to a topic's question. */
export const anAnswer = (category: HelpCategory, slug: string, body: string): HelpQuestion => {
  const ref = category.questions.find((question) => question.slug === slug);
  if (!ref) throw new Error(`No question ${slug} in ${category.slug}`);
  return { ...ref, categoryId: category.id, body };
};

/** A legal text updated on 2026-03-01. */
export const aLegalPage = (
  kind: LegalPageKind,
  title: string,
  body = 'Pierwszy akapit.\n\nDrugi akapit.',
): LegalPage => ({
  kind,
  title,
  body,
  updatedAt: '2026-03-01T09:00:00+00:00',
});
