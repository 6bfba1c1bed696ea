import { randomUUID } from 'node:crypto';
import type { IssuedTokens } from '#server/accounts/session/session-store.port';
import type { SignInDevice, SignInSessions } from '#server/accounts/session/sign-in-sessions.port';
import type { NewUser } from '#server/accounts/user-repository.port';

interface FakeSession {
  readonly id: string;
  readonly userId: string;
  readonly device: SignInDevice;
  readonly refreshToken: string;
  revokedFor: string | null;
}

/** Sessions in memory: opened at sign-in or sign-up, found by refresh token, revoked with a reason. */
export class InMemorySessions implements SignInSessions {
  readonly sessions: FakeSession[] = [];
  /** Accounts made by `register`, by e-mail. */
  readonly registered = new Map<string, NewUser>();

  open(userId: string, device: SignInDevice, now: Date): Promise<IssuedTokens> {
    const session: FakeSession = { id: randomUUID(), userId, device, refreshToken: randomUUID(), revokedFor: null };
    this.sessions.push(session);
    return Promise.resolve({
      sessionId: session.id,
      accessToken: randomUUID(),
      refreshToken: session.refreshToken,
      accessExpiresAt: new Date(now.getTime() + 3_600_000),
      refreshExpiresAt: new Date(now.getTime() + 30 * 86_400_000),
    });
  }

  async register(user: NewUser, device: SignInDevice, now: Date): Promise<IssuedTokens | null> {
    if (this.registered.has(user.email)) return null;
    this.registered.set(user.email, user);
    return this.open(user.id, device, now);
  }

  sessionOfRefreshToken(refreshToken: string): Promise<{ sessionId: string; userId: string } | null> {
    const found = this.sessions.find((s) => s.refreshToken === refreshToken);
    return Promise.resolve(found ? { sessionId: found.id, userId: found.userId } : null);
  }

  revoke(sessionId: string, reason: string): Promise<void> {
    const found = this.sessions.find((s) => s.id === sessionId);
    if (found && found.revokedFor === null) found.revokedFor = reason;
    return Promise.resolve();
  }

  /** The reason each session ended, by id; null for a live one. */
  revocations(): Record<string, string | null> {
    return Object.fromEntries(this.sessions.map((s) => [s.id, s.revokedFor]));
  }
}
