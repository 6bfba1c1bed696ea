import type { Locale } from '#domain/market/locale';
import { ok, type Result } from '#domain/shared/result';
import type { CycleRepository } from '../ports/cycle-repository.port';
import type { Cycle } from './cycle';
import type { CycleError } from './cycle.errors';

export interface LoadCyclePageInput {
  readonly locale: Locale;
  /** The route's id: a cycle's id or slug (spec §2: `zapowiedzi`, `cykle-audiobookow`). */
  readonly id: string;
}

/** Spec §2, §3 `/cycle/[id]`: the cycle with its volumes in reading order (by their place in the cycle). */
export class LoadCyclePage {
  readonly #deps: { readonly cycleRepository: CycleRepository };

  constructor(deps: { readonly cycleRepository: CycleRepository }) {
    this.#deps = deps;
  }

  async execute(input: LoadCyclePageInput): Promise<Result<Cycle, CycleError>> {
    const result = await this.#deps.cycleRepository.findCycle(input.locale, input.id);
    if (!result.ok) return result;
    const volumes = [...result.value.volumes].sort((a, b) => a.position - b.position);
    return ok({ ...result.value, volumes });
  }
}
