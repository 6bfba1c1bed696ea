import fc from 'fast-check';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { User } from '#domain/auth/user';
import { userArbitrary } from '#test/support/arbitraries/auth.arbitrary';
import { type AuthTab, openAuthTabs } from '#test/support/auth-tabs';

type TabAction =
  | { readonly tab: number; readonly type: 'signedIn'; readonly user: User }
  | { readonly tab: number; readonly type: 'signedOut' }
  | { readonly tab: number; readonly type: 'userUpdated'; readonly user: User };

const actionArbitrary = (tabCount: number): fc.Arbitrary<TabAction> => {
  const tab = fc.nat(tabCount - 1);
  return fc.oneof(
    fc.record({ tab, type: fc.constant('signedIn' as const), user: userArbitrary }),
    fc.record({ tab, type: fc.constant('signedOut' as const) }),
    fc.record({ tab, type: fc.constant('userUpdated' as const), user: userArbitrary }),
  );
};

const scenario = fc
  .integer({ min: 2, max: 4 })
  .chain((tabCount) =>
    fc.record({ tabCount: fc.constant(tabCount), actions: fc.array(actionArbitrary(tabCount), { maxLength: 12 }) }),
  );

const perform = (tab: AuthTab, action: TabAction): Promise<void> => {
  switch (action.type) {
    case 'signedIn':
      return tab.store.signedIn(action.user);
    case 'signedOut':
      return tab.store.signedOut();
    case 'userUpdated':
      return tab.store.userUpdated(action.user);
  }
};

const tabAt = (tabs: readonly AuthTab[], index: number): AuthTab => {
  const tab = tabs[index];
  if (!tab) throw new Error(`no tab ${index}`);
  return tab;
};

describe('AuthStore across tabs: properties', () => {
  it('after every change, all tabs show the same user, and each change was published once, by its own tab', () => {
    fc.assert(
      fc.property(scenario, ({ tabCount, actions }) => {
        const { hub, tabs } = openAuthTabs(tabCount);
        actions.forEach((action, index) => {
          const actor = tabAt(tabs, action.tab);
          void perform(actor, action);
          for (const tab of tabs) expect(tab.store.state).toEqual(actor.store.state);
          expect(hub.published).toHaveLength(index + 1);
          expect(hub.published[index]?.from).toBe(actor.channel.name);
        });
      }),
    );
  });

  it('never echoes: however changes and deliveries interleave in time, publications equal local changes', () => {
    const timedAction = (tabCount: number) => fc.record({ at: fc.nat(50), action: actionArbitrary(tabCount) });
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }).chain((tabCount) =>
          fc.record({
            tabCount: fc.constant(tabCount),
            delay: fc.integer({ min: 0, max: 20 }),
            timed: fc.array(timedAction(tabCount), { maxLength: 12 }),
          }),
        ),
        ({ tabCount, delay, timed }) => {
          const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
          const { hub, tabs } = openAuthTabs(tabCount, { scheduler, delay });
          for (const { at, action } of timed)
            scheduler.schedule(() => void perform(tabAt(tabs, action.tab), action), at);
          scheduler.flush();
          expect(hub.published).toHaveLength(timed.length);
          tabs.forEach((tab, index) => {
            const local = timed.filter(({ action }) => action.tab === index).length;
            expect(hub.publishedBy(tab.channel.name)).toHaveLength(local);
          });
        },
      ),
    );
  });
});
