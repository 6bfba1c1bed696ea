import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { Cycle } from '../cycle/cycle';
import type { CycleError } from '../cycle/cycle.errors';

/** The market's cycles (spec §2 `/cycle/[id]`), named collections such as `zapowiedzi` included. */
export interface CycleRepository {
  /** The cycle with that id or slug, its volumes in the API's order; CYCLE.NOT_FOUND when the market has none. */
  findCycle(locale: Locale, idOrSlug: string): Promise<Result<Cycle, CycleError>>;
}
