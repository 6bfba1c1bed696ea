import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_FAILURES_BEFORE_DELAYS,
  ADDRESS_FAILURE_LIMIT,
  ADDRESS_FAILURES_BEFORE_DELAYS,
} from '#server/accounts/throttle/sign-in-throttle';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import type { TestApp } from '#test/support/server/test-server';
import { openTwoInstances, type TwoInstances } from '#test/support/server/two-instances';
import { register, signIn, uniqueEmail } from '#test/support/server/account-flows';

const postgres = DATABASE_TARGETS.find((target) => target.kind === 'postgres');

/**
 * Two instances of the server, as behind a balancer: each its own app and its own connection pool, on one PostgreSQL
 * schema, and one clock. A limit counts the attempts both served.
 */
describe.skipIf(!postgres?.available)('sign-in throttling across two instances on one PostgreSQL database', () => {
  let clock = new Date('2026-11-22T10:00:00Z');
  const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
  let two: TwoInstances | undefined;

  beforeAll(async () => {
    if (postgres) two = await openTwoInstances(postgres, { now: () => clock });
  }, 60_000);
  afterAll(() => two?.close());

  const on = (i: number): TestApp => {
    if (!two) throw new Error('the two instances did not start');
    return two.on(i);
  };
  const fail = (i: number, email: string, address: string) =>
    signIn(on(i), { email, password: 'wrong password' }, { address });

  it(`slows down, then refuses, an address after ${ADDRESS_FAILURE_LIMIT} failures spread over both`, async () => {
    later(3600);
    const address = '203.0.113.7';
    for (let i = 0, failed = 0; failed < ADDRESS_FAILURE_LIMIT; i += 1) {
      const { res } = await fail(i, uniqueEmail('spread'), address);
      if (res.status === 401) failed += 1;
      else later(Number(res.headers.get('Retry-After')));
    }
    for (const i of [0, 1]) {
      const { res, body } = await fail(i, uniqueEmail('spread'), address);
      expect(res.status).toBe(429);
      expect(body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(60);
    }
    expect((await fail(0, uniqueEmail('spread'), '203.0.113.8')).res.status).toBe(401);
    // No wait on a real clock: some thirty sign-ins in a row, seconds on a busy machine.
  }, 20_000);

  it('makes an address wait after failures on either, and its success on one forgives them on both', async () => {
    later(3600);
    const email = uniqueEmail('shared');
    expect((await register(on(0), { email }, { address: '203.0.113.20' })).res.status).toBe(201);
    for (let i = 0; i < 3; i += 1) expect((await fail(i, email, '203.0.113.30')).res.status).toBe(401);
    for (const i of [0, 1]) expect((await signIn(on(i), { email }, { address: '203.0.113.30' })).res.status).toBe(429);
    later(8);
    expect((await signIn(on(1), { email }, { address: '203.0.113.30' })).res.status).toBe(200);
    // Unforgiven, the next failure would be its fourth and make it wait.
    for (const i of [0, 1]) expect((await fail(i, email, '203.0.113.30')).res.status).toBe(401);
  });

  it('counts an account attacked from addresses on both, and signs its owner in on either from another', async () => {
    later(3600);
    const email = uniqueEmail('attacked');
    expect((await register(on(0), { email }, { address: '203.0.113.21' })).res.status).toBe(201);
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_DELAYS; i += 1)
      expect((await fail(i, email, `203.0.113.${50 + i}`)).res.status).toBe(401);
    // Every address that failed waits now, on either instance; the owner's does not.
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_DELAYS; i += 1)
      expect((await fail(i + 1, email, `203.0.113.${50 + i}`)).res.status).toBe(429);
    for (const i of [0, 1])
      expect((await signIn(on(i), { email }, { address: `203.0.113.${60 + i}` })).res.status).toBe(200);
  });

  it('counts failures served at the same time by both instances', async () => {
    later(3600);
    const address = '203.0.113.90';
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_FAILURES_BEFORE_DELAYS }, (_, i) => fail(i, uniqueEmail('burst'), address)),
    );
    expect(answers.map((a) => a.res.status)).toEqual(Array(ADDRESS_FAILURES_BEFORE_DELAYS).fill(401));
    // Had one been lost, the address would not wait yet.
    const { res } = await fail(1, uniqueEmail('burst'), address);
    expect([res.status, res.headers.get('Retry-After')]).toEqual([429, '2']);
  });
});
