import type { User } from '#domain/auth/user';
import type { CatalogId } from '#domain/market/market';
import type { SessionError } from '../auth/auth.errors';
import type { Result } from '#domain/shared/result';

/** The signed-in session as the API knows it (spec §7: GET /me, session state check, LogoutForWeb). */
export interface SessionGateway {
  /** Spec §7 GET /me: the current user, mapped to the client form; AUTH.NOT_SIGNED_IN for a visitor. */
  fetchCurrentUser(): Promise<Result<User, SessionError>>;
  /** Spec §4, §7: the session state check, which refreshes the token (RefreshTokenForWeb) when not logged. */
  syncTokens(): Promise<Result<void, SessionError>>;
  /** Spec §7 LogoutForWeb (catalog_id): ends the session on the server. */
  signOut(catalogId: CatalogId): Promise<Result<void, SessionError>>;
}
