import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_LIMITS } from '#server/accounts/throttle/account-throttle';
import {
  ADDRESS_DELAY,
  ADDRESS_FAILURE_LIMIT,
  ADDRESS_FAILURES_BEFORE_DELAYS,
} from '#server/accounts/throttle/sign-in-throttle';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { register, signIn, uniqueEmail } from '#test/support/server/account-flows';

const START = new Date('2026-11-22T10:00:00Z');
const WINDOW_S = SIGN_UP_LIMITS.perAddress.windowMs / 1000;

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`sign-in and sign-up throttling on ${target.kind}`, () => {
    let t: TestApp;
    let clock = START;
    let known: string;
    beforeAll(async () => {
      t = await createTestApp({ now: () => clock }, { target });
      known = uniqueEmail('known');
      await register(t, { email: known }, { address: '10.0.0.1' });
    }, 60_000);
    afterAll(() => t?.close());

    const fail = (email: string, address: string) => signIn(t, { email, password: 'wrong password' }, { address });

    it('makes an address wait with 429 and Retry-After after 3 failures on an account, the same for unknown e-mails', async () => {
      clock = new Date(START.getTime() + 60 * 60 * 1000);
      const unknown = uniqueEmail('ghost');
      for (const email of [known, unknown]) {
        for (let i = 0; i < 3; i += 1) expect((await fail(email, '10.1.0.1')).res.status).toBe(401);
      }
      clock = new Date(clock.getTime() + 1000);
      const answers = await Promise.all([fail(known, '10.1.0.1'), fail(unknown, '10.1.0.1')]);
      for (const { res, body } of answers) {
        expect(res.status).toBe(429);
        expect(body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
        expect(Number(res.headers.get('Retry-After'))).toBe(7);
      }
      expect(answers[0]?.body).toEqual(answers[1]?.body);
      // The address waits even with the right password: the throttle answers before any check.
      expect((await signIn(t, { email: known }, { address: '10.1.0.1' })).res.status).toBe(429);
      // The account does not: its owner signs in from elsewhere.
      expect((await signIn(t, { email: known }, { address: '10.1.1.3' })).res.status).toBe(200);
      clock = new Date(clock.getTime() + 7000);
      expect((await signIn(t, { email: known }, { address: '10.1.0.1' })).res.status).toBe(200);
    });

    it('forgives an address its failures on the account when it signs in there', async () => {
      clock = new Date(START.getTime() + 2 * 60 * 60 * 1000);
      for (let i = 0; i < 2; i += 1) expect((await fail(known, '10.2.0.1')).res.status).toBe(401);
      expect((await signIn(t, { email: known }, { address: '10.2.0.1' })).res.status).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await fail(known, '10.2.0.1')).res.status).toBe(401);
      expect((await fail(known, '10.2.0.1')).res.status).toBe(429);
    });

    it('slows down, then limits, failures per client address across accounts', async () => {
      clock = new Date(START.getTime() + 3 * 60 * 60 * 1000);
      const waits: number[] = [];
      for (let failed = 0; failed < ADDRESS_FAILURE_LIMIT; ) {
        const { res } = await fail(uniqueEmail('spray'), '10.3.0.1');
        if (res.status === 401) failed += 1;
        else {
          expect(res.status).toBe(429);
          waits.push(Number(res.headers.get('Retry-After')));
          clock = new Date(clock.getTime() + (waits.at(-1) ?? 0) * 1000);
        }
      }
      expect(waits).toHaveLength(ADDRESS_FAILURE_LIMIT - ADDRESS_FAILURES_BEFORE_DELAYS);
      expect(waits.slice(0, 3)).toEqual([2, 4, 8]);
      const { res } = await fail(uniqueEmail('spray'), '10.3.0.1');
      expect(res.status).toBe(429);
      // Refused until its first failure leaves the window, longer than any delay.
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(ADDRESS_DELAY.maxMs / 1000);
      expect((await fail(uniqueEmail('spray'), '10.3.0.2')).res.status).toBe(401);
    });

    it('limits sign-ups per e-mail and per client address', async () => {
      clock = new Date(START.getTime() + 4 * 60 * 60 * 1000);
      const email = uniqueEmail('again');
      const answers = [];
      for (let i = 0; i <= SIGN_UP_LIMITS.perAccount.limit; i += 1)
        answers.push((await register(t, { email }, { address: `10.4.0.${i}` })).res.status);
      expect(answers).toEqual([201, 422, 422, 422, 422, 429]);
      // Malformed sign-ups are refused before they count; well-formed ones count, whatever their outcome.
      for (let i = 0; i < 3; i += 1)
        expect((await register(t, { email: 'not an email' }, { address: '10.4.1.1' })).res.status).toBe(422);
      for (let i = 0; i < SIGN_UP_LIMITS.perAddress.limit - 1; i += 1)
        expect((await register(t, {}, { address: '10.4.1.1' })).res.status).toBe(201);
      expect((await register(t, { email: known }, { address: '10.4.1.1' })).res.status).toBe(422);
      const limited = await register(t, {}, { address: '10.4.1.1' });
      expect(limited.res.status).toBe(429);
      expect(Number(limited.res.headers.get('Retry-After'))).toBe(WINDOW_S);
    });
  });
}
