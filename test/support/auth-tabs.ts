import type { SchedulerLike, VirtualTimeScheduler } from 'rxjs';
import { AuthStore } from '#application/auth/auth.store';
import type { AuthBroadcast } from '#domain/auth/auth.reducer';
import { FakeSessionGateway } from './fakes/fake-session-gateway';
import { InMemoryCrossTab, type InMemoryTab } from './fakes/in-memory-cross-tab';
import { RecordingLoggedInCookie } from './fakes/recording-logged-in-cookie';

/** One browser tab running the auth store over fakes. */
export interface AuthTab {
  readonly store: AuthStore;
  readonly gateway: FakeSessionGateway;
  readonly cookie: RecordingLoggedInCookie;
  readonly channel: InMemoryTab<AuthBroadcast>;
}

/** Several tabs of one browser, connected through one InMemoryCrossTab; each has its own gateway and cookie fake. */
export const openAuthTabs = (
  count: number,
  options: { readonly scheduler?: SchedulerLike; readonly delay?: number } = {},
): { readonly hub: InMemoryCrossTab<AuthBroadcast>; readonly tabs: readonly AuthTab[] } => {
  const hub = new InMemoryCrossTab<AuthBroadcast>(options);
  const tabs = Array.from({ length: count }, (_, index) => {
    const channel = hub.openTab(`tab-${index + 1}`);
    const gateway = new FakeSessionGateway();
    const cookie = new RecordingLoggedInCookie();
    return {
      store: new AuthStore({ sessionGateway: gateway, crossTab: channel, loggedInCookie: cookie }),
      gateway,
      cookie,
      channel,
    };
  });
  return { hub, tabs };
};

/** The one tab of a single-tab test. */
export const openAuthTab = (options: { readonly scheduler?: SchedulerLike; readonly delay?: number } = {}) => {
  const { hub, tabs } = openAuthTabs(1, options);
  const [tab] = tabs;
  if (!tab) throw new Error('no tab opened');
  return { hub, ...tab };
};

/** Destructures exactly two tabs without non-null assertions. */
export const twoTabs = (tabs: readonly AuthTab[]): readonly [AuthTab, AuthTab] => {
  const [a, b] = tabs;
  if (!a || !b) throw new Error('expected two tabs');
  return [a, b];
};

// Lets every pending promise continuation run; setImmediate fires after the microtask queue, and no time is waited.
const drainContinuations = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs virtual time until `work` settles, like an event loop: one due instant at a time, then the promise
 * continuations it released (which may schedule more, as a token sync after the profile answer).
 */
export const settleOnVirtualTime = async <T>(scheduler: VirtualTimeScheduler, work: Promise<T>): Promise<T> => {
  let settled = false;
  const tracked = work.finally(() => {
    settled = true;
  });
  await drainContinuations();
  while (!settled) {
    const next = scheduler.actions[0];
    if (next === undefined) throw new Error('work did not settle and nothing is scheduled to move it');
    scheduler.maxFrames = next.delay;
    scheduler.flush();
    await drainContinuations();
  }
  scheduler.maxFrames = Number.POSITIVE_INFINITY;
  return tracked;
};
