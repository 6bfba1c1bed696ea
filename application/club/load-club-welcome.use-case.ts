import type { Locale } from '#domain/market/locale';
import { ok, type Result } from '#domain/shared/result';
import type { ClubGateway } from '../ports/club-gateway.port';
import type { ClubError } from './club.errors';

export interface LoadClubWelcomeDeps {
  readonly club: ClubGateway;
}

/** The club as its success page tells it: active (until its own period's end, if it has one), or not yet. */
export type ClubWelcome = { readonly active: true; readonly clubUntil: string | null } | { readonly active: false };

/**
 * Issue 22 `/success/{product}-club`: whether the club the listener just got is active and until when (spec §7
 * GET /me/access-sources); a payment still being confirmed shows as not active yet.
 */
export class LoadClubWelcome {
  readonly #deps: LoadClubWelcomeDeps;

  constructor(deps: LoadClubWelcomeDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale }): Promise<Result<ClubWelcome, ClubError>> {
    const read = await this.#deps.club.membership(input.locale);
    if (!read.ok) return read;
    const { hasClub, active, clubUntil } = read.value;
    if (!hasClub) return ok({ active: false });
    return ok({ active: true, clubUntil: active ? clubUntil : null });
  }
}
