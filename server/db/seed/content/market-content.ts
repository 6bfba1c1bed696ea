import type { LegalPageKind } from '../../schema';
import type { AuthorKey } from './authors';
import type { CategoryKey } from './category-keys';

/** A node of a market's category tree. */
export interface SeedCategory {
  readonly key: CategoryKey;
  readonly slug: string;
  readonly name: string;
  readonly description?: string;
  readonly children?: readonly SeedCategory[];
}

/** A title and a short original description, in the market's language. */
export interface WorkText {
  readonly title: string;
  readonly description: string;
}

/** A person or a publisher as the market writes them. */
export interface PersonText {
  readonly name: string;
  readonly bio: string;
}

export type PublisherKey = 'classics' | 'junior' | 'studio' | 'inkwell';

export interface EpisodeText {
  readonly title: string;
  readonly description: string;
}

export interface PodcastText {
  readonly key: string;
  readonly title: string;
  readonly description: string;
  readonly category: CategoryKey;
  readonly episodes: readonly EpisodeText[];
}

export type Rating = 1 | 2 | 3 | 4 | 5;

export interface ReviewTexts {
  /** First names or nicknames, as reviewers sign. */
  readonly signatures: readonly string[];
  readonly byRating: Readonly<Record<Rating, readonly string[]>>;
}

/** Where an item-set element leads. */
export type SeedLinkTarget =
  | { readonly category: CategoryKey }
  | { readonly cycle: string }
  | { readonly work: string }
  | { readonly podcast: string };

export interface SeedItem {
  readonly label: string;
  readonly target: SeedLinkTarget;
}

export interface ScreenTexts {
  readonly titles: {
    readonly home: string;
    readonly catalog: string;
    readonly search: string;
    readonly webPaywall: string;
    readonly helpCenter: string;
  };
  readonly swimlanes: {
    readonly new: string;
    readonly popular: string;
    readonly free: string;
    /** Club picks in club markets; current deals elsewhere. */
    readonly picks: string;
    readonly podcasts: string;
    readonly kids: string;
    readonly recommended: string;
  };
  readonly collections: string;
  readonly categories: string;
  readonly popularSearches: string;
  readonly helpTopics: string;
  readonly benefitsTitle: string;
  readonly benefits: readonly string[];
  readonly searches: readonly SeedItem[];
}

export interface HelpQuestionText {
  readonly slug: string;
  readonly title: string;
  readonly body: string;
}

export interface HelpCategoryText {
  readonly slug: string;
  readonly title: string;
  readonly questions: readonly HelpQuestionText[];
}

export interface LegalText {
  readonly title: string;
  readonly body: string;
}

/** Everything a market's demo catalogue says, in its language. */
export interface MarketContent {
  readonly categories: readonly SeedCategory[];
  /** Titles and descriptions of the works and cycles the market sells, by key. */
  readonly works: Readonly<Record<string, WorkText>>;
  readonly cycles: Readonly<Record<string, WorkText>>;
  readonly authors: Partial<Readonly<Record<AuthorKey, PersonText>>>;
  readonly lectors: readonly PersonText[];
  readonly publishers: Readonly<Record<PublisherKey, PersonText>>;
  /** "Chapter n" in the language: the benchmarks' invented chapters (demo titles take their recording's). */
  readonly chapterTitle: (n: number) => string;
  readonly podcasts: readonly PodcastText[];
  readonly reviews: ReviewTexts;
  readonly screens: ScreenTexts;
  readonly helpCenter: readonly HelpCategoryText[];
  readonly legal: Readonly<Record<LegalPageKind, LegalText>>;
}
