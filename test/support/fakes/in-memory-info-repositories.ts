import type { Cycle } from '#application/cycle/cycle';
import type { CycleError } from '#application/cycle/cycle.errors';
import type { HelpCategory, HelpQuestion } from '#application/help-center/help-center';
import type { HelpCenterError } from '#application/help-center/help-center.errors';
import type { LegalPage, LegalPageKind } from '#application/legal/legal-page';
import type { LegalPageError } from '#application/legal/legal-page.errors';
import type { Podcast } from '#application/podcast/podcast';
import type { PodcastError } from '#application/podcast/podcast.errors';
import type { CycleRepository } from '#application/ports/cycle-repository.port';
import type { HelpCenterRepository } from '#application/ports/help-center-repository.port';
import type { LegalPageRepository } from '#application/ports/legal-page-repository.port';
import type { PodcastRepository } from '#application/ports/podcast-repository.port';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';

/** What a fake holds per market, found by id or slug; it can be told to fail like the real API. */
class ByMarket<T extends { readonly id: string; readonly slug: string }, E extends { readonly code: string }> {
  readonly #items = new Map<Locale, T[]>();
  #failure: E | null = null;
  readonly #notFound: E;

  constructor(notFound: E) {
    this.#notFound = notFound;
  }

  add(locale: Locale, item: T): void {
    this.#items.set(locale, [...(this.#items.get(locale) ?? []), item]);
  }

  failWith(error: E | null): void {
    this.#failure = error;
  }

  find(locale: Locale, idOrSlug: string): Result<T, E> {
    if (this.#failure) return err(this.#failure);
    const items = this.#items.get(locale) ?? [];
    const found = items.find((item) => item.id === idOrSlug) ?? items.find((item) => item.slug === idOrSlug);
    return found ? ok(found) : err(this.#notFound);
  }
}

/** Cycles held in memory per market, by id or slug. */
export class InMemoryCycleRepository implements CycleRepository {
  readonly #cycles = new ByMarket<Cycle, CycleError>({ code: 'CYCLE.NOT_FOUND' });

  withCycle(locale: Locale, cycle: Cycle): this {
    this.#cycles.add(locale, cycle);
    return this;
  }

  failWith(error: CycleError | null): this {
    this.#cycles.failWith(error);
    return this;
  }

  findCycle(locale: Locale, idOrSlug: string): Promise<Result<Cycle, CycleError>> {
    return Promise.resolve(this.#cycles.find(locale, idOrSlug));
  }
}

/** Podcasts held in memory per market, by id or slug. */
export class InMemoryPodcastRepository implements PodcastRepository {
  readonly #podcasts = new ByMarket<Podcast, PodcastError>({ code: 'PODCAST.NOT_FOUND' });

  withPodcast(locale: Locale, podcast: Podcast): this {
    this.#podcasts.add(locale, podcast);
    return this;
  }

  failWith(error: PodcastError | null): this {
    this.#podcasts.failWith(error);
    return this;
  }

  findPodcast(locale: Locale, idOrSlug: string): Promise<Result<Podcast, PodcastError>> {
    return Promise.resolve(this.#podcasts.find(locale, idOrSlug));
  }
}

/** A market's help centre held in memory: its topics and the answers to their questions. */
export class InMemoryHelpCenterRepository implements HelpCenterRepository {
  readonly #categories = new Map<Locale, readonly HelpCategory[]>();
  readonly #answers = new Map<string, HelpQuestion>();
  #failure: HelpCenterError | null = null;
  /** How many answers were read, one by one. */
  answersRead = 0;

  withHelpCenter(locale: Locale, categories: readonly HelpCategory[], answers: readonly HelpQuestion[] = []): this {
    this.#categories.set(locale, categories);
    for (const answer of answers) this.#answers.set(`${locale}:${answer.id}`, answer);
    return this;
  }

  failWith(error: HelpCenterError | null): this {
    this.#failure = error;
    return this;
  }

  listCategories(locale: Locale): Promise<Result<readonly HelpCategory[], HelpCenterError>> {
    if (this.#failure) return Promise.resolve(err(this.#failure));
    const categories = this.#categories.get(locale);
    return Promise.resolve(categories ? ok(categories) : err({ code: 'HELP_CENTER.UNAVAILABLE' }));
  }

  findQuestion(locale: Locale, categoryId: string, questionId: string): Promise<Result<HelpQuestion, HelpCenterError>> {
    this.answersRead += 1;
    if (this.#failure) return Promise.resolve(err(this.#failure));
    const bySlugOrId = (items: readonly { id: string; slug: string }[], key: string) =>
      items.find((item) => item.id === key) ?? items.find((item) => item.slug === key);
    const category = bySlugOrId(this.#categories.get(locale) ?? [], categoryId) as HelpCategory | undefined;
    const ref = category && bySlugOrId(category.questions, questionId);
    const answer = ref && this.#answers.get(`${locale}:${ref.id}`);
    return Promise.resolve(answer ? ok(answer) : err({ code: 'HELP_CENTER.NOT_FOUND' }));
  }
}

/** Legal texts held in memory per market. */
export class InMemoryLegalPageRepository implements LegalPageRepository {
  readonly #pages = new Map<string, LegalPage>();
  #failure: LegalPageError | null = null;

  withPage(locale: Locale, page: LegalPage): this {
    this.#pages.set(`${locale}:${page.kind}`, page);
    return this;
  }

  failWith(error: LegalPageError | null): this {
    this.#failure = error;
    return this;
  }

  findLegalPage(locale: Locale, kind: LegalPageKind): Promise<Result<LegalPage, LegalPageError>> {
    if (this.#failure) return Promise.resolve(err(this.#failure));
    const page = this.#pages.get(`${locale}:${kind}`);
    return Promise.resolve(page ? ok(page) : err({ code: 'LEGAL.NOT_FOUND' }));
  }
}
