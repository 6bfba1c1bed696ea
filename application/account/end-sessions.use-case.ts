import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { AccountGateway } from '../ports/account-gateway.port';
import type { AccountError } from './account.errors';

export interface EndSessionsDeps {
  readonly gateway: Pick<AccountGateway, 'revokeSession' | 'revokeOtherSessions'>;
}

/** Which sessions end: one chosen from the list, or every one but this browser's (sign out everywhere else). */
export type SessionsToEnd = { readonly which: 'one'; readonly sessionId: string } | { readonly which: 'others' };

/** Issue 21 user panel "sessions": ends one session of the account, or all the others. */
export class EndSessions {
  readonly #deps: EndSessionsDeps;

  constructor(deps: EndSessionsDeps) {
    this.#deps = deps;
  }

  execute(input: { readonly locale: Locale; readonly sessions: SessionsToEnd }): Promise<Result<void, AccountError>> {
    const { gateway } = this.#deps;
    return input.sessions.which === 'one'
      ? gateway.revokeSession(input.locale, input.sessions.sessionId)
      : gateway.revokeOtherSessions(input.locale);
  }
}
