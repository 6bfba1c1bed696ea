/** A script's session tokens (api-contract "Authentication": `X-Auth-Mode: token`, sent back as a bearer). */
export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/**
 * Where a script keeps its session between runs, for one API origin: the device id its refresh token is bound to
 * (kept across sign-ins) and the tokens while signed in. A browser needs none: its cookies are the session.
 */
export interface ScriptSessionStore {
  /** This installation's device id, made on first use and kept. */
  deviceId(): string;
  /** The tokens of the signed-in session; null when signed out. */
  tokens(): SessionTokens | null;
  save(tokens: SessionTokens): void;
  /** Forgets the tokens and keeps the device id. */
  clear(): void;
}
