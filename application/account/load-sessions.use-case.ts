import type { Locale } from '#domain/market/locale';
import { ok, type Result } from '#domain/shared/result';
import type { AccountGateway, AccountSession } from '../ports/account-gateway.port';
import type { AccountError } from './account.errors';

export interface LoadSessionsDeps {
  readonly gateway: Pick<AccountGateway, 'sessions'>;
}

/** Issue 21 user panel "sessions": the account's sessions that can still be used, this browser's first. */
export class LoadSessions {
  readonly #deps: LoadSessionsDeps;

  constructor(deps: LoadSessionsDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale }): Promise<Result<readonly AccountSession[], AccountError>> {
    const sessions = await this.#deps.gateway.sessions(input.locale);
    if (!sessions.ok) return sessions;
    // A stable sort keeps the others most recently used first.
    return ok([...sessions.value].sort((a, b) => Number(b.current) - Number(a.current)));
  }
}
