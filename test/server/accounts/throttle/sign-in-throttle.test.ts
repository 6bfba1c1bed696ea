import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FAILURES_BEFORE_DELAYS,
  ADDRESS_DELAY,
  ADDRESS_FAILURE_LIMIT,
  ADDRESS_FAILURES_BEFORE_DELAYS,
  PAIR_FAILURES_COUNTED,
  SIGN_IN_WINDOW_MS,
  SignInThrottle,
} from '#server/accounts/throttle/sign-in-throttle';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';

const START = Date.parse('2026-11-22T10:00:00Z');
const WINDOW_S = SIGN_IN_WINDOW_MS / 1000;
const OLA = 'ola@example.test';

/** The instant `seconds` after the start: the tests' clock. */
const at = (seconds: number) => new Date(START + seconds * 1000);

const setUp = () => {
  const limiters = new InMemoryAttemptLimiters();
  const throttle = new SignInThrottle(limiters);
  const wait = (address: string, seconds: number, email = OLA) =>
    throttle.retryAfterSeconds({ email, address }, at(seconds));
  const fail = (address: string, seconds: number, email = OLA) =>
    throttle.recordFailure({ email, address }, at(seconds));
  return { limiters, throttle, wait, fail };
};

describe('SignInThrottle', () => {
  it("lets the owner's address in while another address fails on the account again and again", async () => {
    const { wait, fail } = setUp();
    let now = 0;
    for (let i = 0; i < 30; i += 1) {
      // The guesser waits whatever it is told to, and fails again.
      now += await wait('203.0.113.66', now);
      await fail('203.0.113.66', now);
    }
    expect(await wait('203.0.113.66', now)).toBeGreaterThan(0);
    expect(await wait('198.51.100.7', now)).toBe(0);
    // The owner's own typo on the attacked account costs a couple of seconds, not the window.
    await fail('198.51.100.7', now);
    expect(await wait('198.51.100.7', now)).toBe(2);
  });

  it('slows one address on one account down with a wait that doubles with each failure', async () => {
    const { wait, fail } = setUp();
    const waits: number[] = [];
    let now = 0;
    for (let i = 0; i < 8; i += 1) {
      await fail('203.0.113.66', now);
      const next = await wait('203.0.113.66', now);
      waits.push(next);
      now += next;
    }
    // Two typos are free; from the third the wait doubles, and from the fifth the account counts as attacked.
    expect(waits).toEqual([0, 0, 8, 16, 32, 64, 128, 256]);
    expect(await wait('203.0.113.66', now - 1)).toBe(1);
    expect(await wait('203.0.113.66', now)).toBe(0);
  });

  it(`lets an address fail on a quiet account, and makes every address that failed on one with ${ACCOUNT_FAILURES_BEFORE_DELAYS} failures wait`, async () => {
    const { wait, fail } = setUp();
    for (let i = 1; i < ACCOUNT_FAILURES_BEFORE_DELAYS; i += 1) await fail(`203.0.113.${i}`, 0);
    expect(await wait('203.0.113.1', 0)).toBe(0);
    await fail('203.0.113.5', 0);
    for (let i = 1; i <= ACCOUNT_FAILURES_BEFORE_DELAYS; i += 1) expect(await wait(`203.0.113.${i}`, 0)).toBe(2);
    expect(await wait('203.0.113.6', 0)).toBe(0);
    expect(await wait('203.0.113.1', 0, 'someone.else@example.test')).toBe(0);
  });

  it(`refuses an address on an account for the whole window by its ${PAIR_FAILURES_COUNTED}th failure`, async () => {
    const { wait, fail } = setUp();
    for (let i = 0; i < PAIR_FAILURES_COUNTED - 1; i += 1) await fail('203.0.113.66', 0);
    expect(await wait('203.0.113.66', 0)).toBe(512);
    await fail('203.0.113.66', 0);
    expect(await wait('203.0.113.66', 0)).toBe(WINDOW_S);
    expect(await wait('203.0.113.66', WINDOW_S - 1)).toBe(1);
    expect(await wait('203.0.113.66', WINDOW_S)).toBe(0);
  });

  it(`slows an address failing across accounts after ${ADDRESS_FAILURES_BEFORE_DELAYS}, and refuses it after ${ADDRESS_FAILURE_LIMIT}`, async () => {
    const { wait, fail } = setUp();
    const sprayer = '203.0.113.99';
    const waits: number[] = [];
    let now = 0;
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i += 1) {
      await fail(sprayer, now, `victim-${i}@example.test`);
      const next = await wait(sprayer, now, `victim-${i + 1}@example.test`);
      waits.push(next);
      if (i < ADDRESS_FAILURE_LIMIT - 1) now += next;
    }
    const capped = ADDRESS_DELAY.maxMs / 1000;
    expect(waits.slice(0, ADDRESS_FAILURES_BEFORE_DELAYS - 1)).toEqual(
      Array(ADDRESS_FAILURES_BEFORE_DELAYS - 1).fill(0),
    );
    expect(waits.slice(ADDRESS_FAILURES_BEFORE_DELAYS - 1, -1)).toEqual([
      2,
      4,
      8,
      16,
      32,
      capped,
      capped,
      capped,
      capped,
      capped,
    ]);
    // The limit: refused until the first failure leaves the window, far longer than the delays.
    expect(waits.at(-1)).toBe(WINDOW_S - now);
    expect(await wait('203.0.113.100', now, 'victim-99@example.test')).toBe(0);
  });

  it("forgives a success its own address's failures only", async () => {
    const { throttle, wait, fail } = setUp();
    for (let i = 0; i < 3; i += 1) {
      await fail('198.51.100.7', 0);
      await fail('203.0.113.66', 0);
    }
    await throttle.recordSuccess({ email: ' OLA@example.test', address: '198.51.100.7' });
    await fail('198.51.100.7', 1);
    // The account keeps its 7 failures (attacked), so the owner's next typo waits 2 s, the guesser its 8 s.
    expect(await wait('198.51.100.7', 1)).toBe(2);
    expect(await wait('203.0.113.66', 1)).toBe(7);
  });

  it("forgets the account's failures from every address when its password is reset or changed, and only those", async () => {
    const { throttle, limiters, wait, fail } = setUp();
    for (let i = 0; i < 6; i += 1) {
      await fail('203.0.113.66', 0);
      await fail(`203.0.114.${i}`, 0);
      await fail('203.0.113.77', 0, 'other@example.test');
    }
    await throttle.forgetAccount('Ola@Example.test ');
    expect(await wait('203.0.113.66', 0)).toBe(0);
    expect(await wait('203.0.114.1', 0)).toBe(0);
    expect(limiters.counted('sign-in.account')).toBe(6);
    expect(limiters.counted('sign-in.pair')).toBe(6);
    // Another account's failures stay, and so do the address's across accounts.
    expect(await wait('203.0.113.77', 0, 'other@example.test')).toBeGreaterThan(0);
    expect(limiters.counted('sign-in.address')).toBe(18);
    // The account starts afresh: two free typos again.
    await fail('203.0.113.66', 1);
    await fail('203.0.113.66', 1);
    expect(await wait('203.0.113.66', 1)).toBe(0);
  });

  it('keys the account by the e-mail as typed, known or not', async () => {
    const { wait, fail } = setUp();
    for (const email of [' Ghost@Example.test', 'ghost@example.test ', 'GHOST@EXAMPLE.TEST'])
      await fail('203.0.113.66', 0, email);
    expect(await wait('203.0.113.66', 0, 'ghost@example.test')).toBe(8);
  });

  it('counts a signed-in owner’s session as a pair of its own, so changing addresses gains a stolen session nothing', async () => {
    const { throttle } = setUp();
    const from = (address: string) => ({ email: OLA, address, sessionId: 'session-1' });
    for (let i = 0; i < 3; i += 1) await throttle.recordFailure(from(`203.0.113.${i}`), at(0));
    expect(await throttle.retryAfterSeconds(from('203.0.113.50'), at(0))).toBe(8);
    expect(await throttle.retryAfterSeconds({ email: OLA, address: '203.0.113.50' }, at(0))).toBe(0);
  });
});
