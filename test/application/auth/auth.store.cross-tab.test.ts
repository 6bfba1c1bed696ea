import { distinctUntilChanged, map } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { AuthTab } from '#test/support/auth-tabs';
import { openAuthTabs, twoTabs } from '#test/support/auth-tabs';
import { aUser } from '#test/support/mothers/user.mother';

const jan = aUser();
const janRenamed = aUser({ email: 'jan.nowak@example.test', newsletter: true });

const userOf = (tab: AuthTab) => tab.store.state.user;

describe('AuthStore across tabs (spec §4: sign-in, sign-out and update are broadcast)', () => {
  it('keeps two tabs in step on sign-in, update and sign-out, each change crossing exactly once', async () => {
    const { hub, tabs } = openAuthTabs(2);
    const [a, b] = twoTabs(tabs);

    await a.store.signedIn(jan);
    expect(b.store.state).toEqual({ status: 'fetched', user: jan });

    await b.store.userUpdated(janRenamed);
    expect(userOf(a)).toEqual(janRenamed);

    await a.store.signedOut();
    expect(b.store.state).toEqual({ status: 'fetched', user: null });

    expect(hub.published).toEqual([
      { from: 'tab-1', message: { type: 'signedIn', user: jan } },
      { from: 'tab-2', message: { type: 'userUpdated', user: janRenamed } },
      { from: 'tab-1', message: { type: 'signedOut' } },
    ]);
  });

  it("leaves the shared cookie to the tab where the change happened (the other tab's writes would repeat it)", async () => {
    const { tabs } = openAuthTabs(2);
    const [a, b] = twoTabs(tabs);
    await a.store.signedIn(jan);
    await a.store.signedOut();
    expect(a.cookie.writes).toEqual(['set', 'remove']);
    expect(b.cookie.writes).toEqual([]);
  });

  it('reaches every other tab, not only one', async () => {
    const { hub, tabs } = openAuthTabs(4);
    const [first] = tabs;
    await first?.store.signedIn(jan);
    expect(tabs.map(userOf)).toEqual([jan, jan, jan, jan]);
    expect(hub.published).toHaveLength(1);
  });

  it('applies a change another tab made without asking the API (no profile load, no token sync)', async () => {
    const { tabs } = openAuthTabs(2);
    const [a, b] = twoTabs(tabs);
    await a.store.signedIn(jan);
    expect(b.gateway.profileRequests + b.gateway.tokenSyncs).toBe(0);
  });

  it('does not share the user object between tabs (each receives its own copy, as BroadcastChannel clones)', async () => {
    const { tabs } = openAuthTabs(2);
    const [a, b] = twoTabs(tabs);
    await a.store.signedIn(jan);
    expect(userOf(b)).toEqual(jan);
    expect(userOf(b)).not.toBe(jan);
  });

  it('follows the other tab one delivery later, in order, with no echo (marbles, 1 frame per delivery)', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    scheduler.run(({ cold, expectObservable }) => {
      const { hub, tabs } = openAuthTabs(2, { scheduler, delay: 1 });
      const [a, b] = twoTabs(tabs);
      const email = (tab: AuthTab) =>
        tab.store.state$.pipe(
          map((s) => s.user?.email ?? '-'),
          distinctUntilChanged(),
        );
      cold('--i--u--o', {
        i: () => a.store.signedIn(jan),
        u: () => b.store.userUpdated(janRenamed),
        o: () => a.store.signedOut(),
      }).subscribe((act) => void act());

      const values = { x: '-', j: 'jan@example.test', r: 'jan.nowak@example.test' };
      expectObservable(email(a)).toBe('x-j---r-x', values);
      expectObservable(email(b)).toBe('x--j-r---x', values);
      scheduler.schedule(() => expect(hub.published).toHaveLength(3), 20);
    });
  });
});
