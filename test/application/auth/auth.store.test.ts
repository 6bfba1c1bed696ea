import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { AuthState } from '#domain/auth/auth-state';
import { openAuthTab, openAuthTabs, settleOnVirtualTime, twoTabs } from '#test/support/auth-tabs';
import { aUser } from '#test/support/mothers/user.mother';

const jan = aUser();
const ola = aUser({ id: '6f1c7d0e-1111-4a2b-8c3d-000000000002' as typeof jan.id, email: 'ola@example.test' });

const statuses = (states: readonly AuthState[]) => states.map((s) => `${s.status}:${s.user?.email ?? '-'}`);

const virtualTime = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('AuthStore start check (spec §4)', () => {
  it('goes idle -> pending -> fetched with the profile, sets the loggedIn cookie, then syncs tokens', async () => {
    const { store, gateway, cookie } = openAuthTab();
    gateway.signedInAs(jan);
    const seen: AuthState[] = [];
    store.state$.subscribe((s) => seen.push(s));

    await store.start();

    expect(statuses(seen)).toEqual(['idle:-', 'pending:-', 'fetched:jan@example.test']);
    expect(cookie.writes).toEqual(['set']);
    expect(gateway.profileRequests).toBe(1);
    expect(gateway.tokenSyncs).toBe(1);
  });

  it('runs once even if called twice, while pending or after it has settled', async () => {
    const { store, gateway } = openAuthTab();
    gateway.signedInAs(jan);

    const first = store.start();
    const second = store.start();
    expect(store.state.status).toBe('pending');
    await Promise.all([first, second]);
    await store.start();

    expect(gateway.profileRequests).toBe(1);
    expect(gateway.tokenSyncs).toBe(1);
    expect(store.state).toEqual({ status: 'fetched', user: jan });
  });

  it('on AUTH.NOT_SIGNED_IN clears the user, removes the cookie and syncs no tokens', async () => {
    const { store, gateway, cookie } = openAuthTab();
    cookie.isSet = true; // left over from an earlier session
    gateway.failWith({ code: 'AUTH.NOT_SIGNED_IN' });

    await store.start();

    expect(store.state).toEqual({ status: 'fetched', user: null });
    expect(cookie.isSet).toBe(false);
    expect(cookie.writes).toEqual(['remove']);
    expect(gateway.tokenSyncs).toBe(0);
  });

  // A request the browser drops as the page goes away ends here too: it must not sign the next page out.
  it.each([['SESSION.UNAVAILABLE'], ['API.MAINTENANCE']] as const)(
    'on %s shows nobody signed in but keeps the cookie, so the next page checks again',
    async (code) => {
      const { store, gateway, cookie } = openAuthTab();
      cookie.isSet = true;
      gateway.failWith({ code });

      await store.start();

      expect(store.state).toEqual({ status: 'fetched', user: null });
      expect(cookie.isSet).toBe(true);
      expect(cookie.writes).toEqual([]);
      expect(gateway.tokenSyncs).toBe(0);
    },
  );

  it('treats a gateway that throws as an unanswered check, so the spinner does not spin forever', async () => {
    const { store, gateway, cookie } = openAuthTab();
    cookie.isSet = true;
    gateway.fetchCurrentUser = () => Promise.reject(new Error('socket hang up'));

    await store.start();

    expect(store.state).toEqual({ status: 'fetched', user: null });
    expect(cookie.writes).toEqual([]);
  });

  it('stays pending until the profile answers, then syncs tokens (virtual time)', async () => {
    const scheduler = virtualTime();
    const { store, gateway, cookie } = openAuthTab();
    gateway.signedInAs(jan).answerAfter(scheduler, 300);
    const observed: string[] = [];
    scheduler.schedule(() => observed.push(`299 ${store.state.status} ${gateway.tokenSyncs}`), 299);
    scheduler.schedule(() => observed.push(`301 ${store.state.status} ${gateway.tokenSyncs}`), 301);

    await settleOnVirtualTime(scheduler, store.start());

    expect(observed).toEqual(['299 pending 0', '301 fetched 1']);
    expect(cookie.writes).toEqual(['set']);
    expect(scheduler.now()).toBe(600); // the profile answer at 300, the token sync's at 600
    expect(store.state).toEqual({ status: 'fetched', user: jan });
  });

  it('lets a late profile answer not undo a sign-out broadcast meanwhile by another tab (virtual time)', async () => {
    const scheduler = virtualTime();
    const { tabs } = openAuthTabs(2, { scheduler, delay: 5 });
    const [a, b] = twoTabs(tabs);
    a.gateway.signedInAs(jan).answerAfter(scheduler, 50);

    scheduler.schedule(() => void b.store.signedOut(), 20);
    await settleOnVirtualTime(scheduler, a.store.start());

    expect(a.store.state).toEqual({ status: 'fetched', user: null });
    expect(a.cookie.writes).toEqual([]);
    expect(a.gateway.tokenSyncs).toBe(0);
  });
});

describe('AuthStore local changes (spec §4)', () => {
  it('signedIn: fetched with the user, cookie set, broadcast once', async () => {
    const { store, cookie, hub } = openAuthTab();
    await store.signedIn(jan);
    expect(store.state).toEqual({ status: 'fetched', user: jan });
    expect(cookie.writes).toEqual(['set']);
    expect(hub.publishedBy('tab-1')).toEqual([{ type: 'signedIn', user: jan }]);
  });

  it('signedOut: fetched with nobody, cookie removed, broadcast once', async () => {
    const { store, cookie, hub } = openAuthTab();
    await store.signedIn(jan);
    await store.signedOut();
    expect(store.state).toEqual({ status: 'fetched', user: null });
    expect(cookie.writes).toEqual(['set', 'remove']);
    expect(hub.publishedBy('tab-1')).toEqual([{ type: 'signedIn', user: jan }, { type: 'signedOut' }]);
  });

  it('userUpdated: the new user, broadcast, the cookie left alone', async () => {
    const { store, cookie, hub } = openAuthTab();
    await store.signedIn(jan);
    await store.userUpdated(ola);
    expect(store.state.user).toEqual(ola);
    expect(cookie.writes).toEqual(['set']);
    expect(hub.publishedBy('tab-1')).toEqual([
      { type: 'signedIn', user: jan },
      { type: 'userUpdated', user: ola },
    ]);
  });

  it('stops listening to other tabs when disposed', async () => {
    const { tabs } = openAuthTabs(2);
    const [a, b] = twoTabs(tabs);
    a.store.dispose();
    expect(a.channel.listenerCount).toBe(0);
    await b.store.signedIn(jan);
    expect(a.store.state).toEqual({ status: 'idle', user: null });
  });
});
