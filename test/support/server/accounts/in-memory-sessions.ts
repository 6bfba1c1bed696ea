import { randomUUID } from 'node:crypto';
import type {
  IssuedTokens,
  RefreshOutcome,
  SessionStore,
  SessionSummary,
  StartSessionInput,
} from '#server/accounts/session/session-store.port';
import { SESSION_LIMIT_REASON, sessionsBeyondCaps } from '#server/accounts/session/session-caps';
import type { OpenedSession, SignInDevice, SignInSessions } from '#server/accounts/session/sign-in-sessions.port';
import type { Viewer } from '#server/accounts/session/viewer';
import type { NewUser } from '#server/accounts/user-repository.port';

interface FakeSession {
  readonly id: string;
  readonly userId: string;
  readonly device: SignInDevice;
  readonly createdAt: string;
  /** The refresh tokens issued to the session, the newest last; a used one is spent. */
  readonly refreshTokens: { readonly token: string; used: boolean; readonly expiresAt: number }[];
  revokedFor: string | null;
}

const REFRESH_TTL_MS = 30 * 86_400_000;

/**
 * Sessions in memory: opened at sign-in or sign-up (ending the oldest beyond the session caps, in the order they were
 * opened), refreshed once per token (a spent token revokes the session), listed and revoked with a reason, so a test
 * can read why each ended.
 */
export class InMemorySessions implements SignInSessions, SessionStore {
  readonly sessions: FakeSession[] = [];
  /** Accounts made by `register`, by e-mail. */
  readonly registered = new Map<string, NewUser>();

  #issue(session: FakeSession, now: Date): IssuedTokens {
    const refreshToken = randomUUID();
    session.refreshTokens.push({ token: refreshToken, used: false, expiresAt: now.getTime() + REFRESH_TTL_MS });
    return {
      sessionId: session.id,
      accessToken: randomUUID(),
      refreshToken,
      accessExpiresAt: new Date(now.getTime() + 3_600_000),
      refreshExpiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
    };
  }

  open(userId: string, device: SignInDevice, now: Date): Promise<OpenedSession> {
    const session: FakeSession = {
      id: randomUUID(),
      userId,
      device,
      createdAt: now.toISOString(),
      refreshTokens: [],
      revokedFor: null,
    };
    this.sessions.push(session);
    const newestFirst = this.#live(userId).reverse();
    const endedSessions = sessionsBeyondCaps(newestFirst.map((s) => ({ id: s.id, deviceId: s.device.deviceId })));
    this.#end(
      newestFirst.filter((s) => endedSessions.some((ended) => ended.id === s.id)),
      SESSION_LIMIT_REASON,
    );
    return Promise.resolve({ ...this.#issue(session, now), endedSessions });
  }

  start(input: StartSessionInput, now: Date): Promise<IssuedTokens> {
    return this.open(input.userId, { deviceId: input.deviceId, userAgent: input.userAgent }, now);
  }

  async register(user: NewUser, device: SignInDevice, now: Date): Promise<OpenedSession | null> {
    if (this.registered.has(user.email)) return null;
    this.registered.set(user.email, user);
    return this.open(user.id, device, now);
  }

  authenticate(): Promise<Viewer | null> {
    return Promise.reject(new Error('not used by the accounts use cases'));
  }

  refresh(refreshToken: string, deviceId: string, now: Date): Promise<RefreshOutcome> {
    const session = this.sessions.find((s) => s.refreshTokens.some((t) => t.token === refreshToken));
    const token = session?.refreshTokens.find((t) => t.token === refreshToken);
    if (!session || !token) return Promise.resolve({ ok: false, reason: 'unknown' });
    const of = { sessionId: session.id, userId: session.userId };
    if (session.revokedFor !== null) return Promise.resolve({ ok: false, reason: 'revoked', ...of });
    if (token.used) {
      session.revokedFor = 'refresh-reuse';
      return Promise.resolve({ ok: false, reason: 'reused', ...of });
    }
    if (token.expiresAt <= now.getTime()) return Promise.resolve({ ok: false, reason: 'expired', ...of });
    if (session.device.deviceId !== deviceId) return Promise.resolve({ ok: false, reason: 'wrong-device', ...of });
    token.used = true;
    return Promise.resolve({ ok: true, userId: session.userId, tokens: this.#issue(session, now) });
  }

  sessionOfRefreshToken(refreshToken: string): Promise<{ sessionId: string; userId: string } | null> {
    const found = this.sessions.find((s) => s.refreshTokens.some((t) => t.token === refreshToken));
    return Promise.resolve(found ? { sessionId: found.id, userId: found.userId } : null);
  }

  listLive(userId: string): Promise<SessionSummary[]> {
    return Promise.resolve(
      this.#live(userId).map((s) => ({
        id: s.id,
        deviceId: s.device.deviceId,
        userAgent: s.device.userAgent,
        createdAt: s.createdAt,
        lastUsedAt: s.createdAt,
      })),
    );
  }

  revokeOwn(userId: string, sessionId: string, reason: string): Promise<boolean> {
    const owned = this.sessions.find((s) => s.id === sessionId && s.userId === userId);
    if (owned && owned.revokedFor === null) owned.revokedFor = reason;
    return Promise.resolve(owned !== undefined);
  }

  revokeDevice(userId: string, deviceId: string, reason: string): Promise<number> {
    return Promise.resolve(
      this.#end(
        this.#live(userId).filter((s) => s.device.deviceId === deviceId),
        reason,
      ),
    );
  }

  revokeAll(userId: string, reason: string): Promise<number> {
    return Promise.resolve(this.#end(this.#live(userId), reason));
  }

  revokeAllExcept(userId: string, keptSessionId: string, reason: string): Promise<number> {
    return Promise.resolve(
      this.#end(
        this.#live(userId).filter((s) => s.id !== keptSessionId),
        reason,
      ),
    );
  }

  revoke(sessionId: string, reason: string): Promise<void> {
    const found = this.sessions.find((s) => s.id === sessionId);
    if (found && found.revokedFor === null) found.revokedFor = reason;
    return Promise.resolve();
  }

  /** Puts every session back as it is now, for a unit of work that fails. */
  snapshot(): () => void {
    const saved = this.sessions.map((s) => [s, s.revokedFor] as const);
    const count = this.sessions.length;
    return () => {
      this.sessions.splice(count);
      for (const [session, revokedFor] of saved) session.revokedFor = revokedFor;
    };
  }

  /** The reason each session ended, by id; null for a live one. */
  revocations(): Record<string, string | null> {
    return Object.fromEntries(this.sessions.map((s) => [s.id, s.revokedFor]));
  }

  #live(userId: string): FakeSession[] {
    return this.sessions.filter((s) => s.userId === userId && s.revokedFor === null);
  }

  #end(sessions: FakeSession[], reason: string): number {
    for (const session of sessions) session.revokedFor = reason;
    return sessions.length;
  }
}
