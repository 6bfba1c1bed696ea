import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { SetConsent } from '#server/accounts/set-consent.use-case';
import { ShowAccount } from '#server/accounts/show-account.use-case';
import { InMemoryAccountViews } from '#test/support/server/accounts/in-memory-account-views';
import { InMemoryUsers } from '#test/support/server/accounts/in-memory-accounts';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('ShowAccount', () => {
  it('answers the account, and UNAUTHENTICATED for a session outliving its account', async () => {
    const views = new InMemoryAccountViews();
    views.put({ id: 'user-1', email: 'ola@example.test' });
    views.remove('gone');
    const show = new ShowAccount({ views, now: () => NOW });
    const shown = await show.execute({ userId: 'user-1', market: MARKETS.pl });
    expect(shown.ok && shown.value.user.email).toBe('ola@example.test');
    expect(await show.execute({ userId: 'gone', market: MARKETS.pl })).toEqual({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('SetConsent', () => {
  it("switches the viewer's consent and answers the account", async () => {
    const users = new InMemoryUsers();
    users.put({ id: 'user-1', email: 'ola@example.test' });
    const views = new InMemoryAccountViews();
    const setConsent = new SetConsent({ users, views, now: () => NOW });
    expect(
      (await setConsent.execute({ userId: 'user-1', consent: 'newsletter', value: true, market: MARKETS.pl })).ok,
    ).toBe(true);
    expect((await users.findById('user-1'))?.newsletter).toBe(true);
  });
});
