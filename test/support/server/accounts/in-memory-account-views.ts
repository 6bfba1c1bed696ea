import type { AccountView, AccountViews } from '#server/accounts/account-views.port';
import type { UserRecord } from '#server/accounts/user-repository.port';
import { aUserRecord } from '#test/support/server/accounts/in-memory-accounts';

/**
 * Account views with no club and nothing listened this month: of the accounts a test put, else of a plain account
 * with the asked id, unless the test removed it.
 */
export class InMemoryAccountViews implements AccountViews {
  readonly #users = new Map<string, UserRecord>();
  readonly #removed = new Set<string>();

  put(user: Partial<UserRecord> & Pick<UserRecord, 'id'>): UserRecord {
    const record = aUserRecord(user);
    this.#users.set(record.id, record);
    return record;
  }

  remove(userId: string): void {
    this.#removed.add(userId);
  }

  of(userId: string): Promise<AccountView | null> {
    if (this.#removed.has(userId)) return Promise.resolve(null);
    const user = this.#users.get(userId) ?? aUserRecord({ id: userId });
    return Promise.resolve({
      user,
      hasClub: false,
      isAlphaTester: false,
      playbackLimit: {
        limitHours: 30,
        usedSeconds: 0,
        periodStart: '2026-11-01T00:00:00.000Z',
        periodEnd: '2026-12-01T00:00:00.000Z',
        exhausted: false,
      },
    });
  }
}
