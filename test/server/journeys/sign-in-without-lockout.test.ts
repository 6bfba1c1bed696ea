import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_FAILURES_BEFORE_DELAYS } from '#server/accounts/throttle/sign-in-throttle';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import {
  CookieJar,
  command,
  PASSWORD,
  PL_CATALOG,
  register,
  signIn,
  uniqueEmail,
  type Answer,
} from '#test/support/server/account-flows';
import { commandFrom, mailsTo, tokenInMail } from '#test/support/server/identity-test-kit';

const START = new Date('2026-11-22T10:00:00Z');
const HOUR_MS = 60 * 60 * 1000;
const NEW_PASSWORD = 'a brand new listening passphrase';

const retryAfter = (answer: Answer) => Number(answer.res.headers.get('Retry-After'));

/**
 * Wrong passwords slow down the address that types them, never the account: whoever guesses cannot lock the owner
 * out, and a reset or change of the password forgets every guess.
 */
for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`sign-in without lockout on ${target.kind}`, () => {
    let t: TestApp;
    let clock = START;
    let hours = 0;
    beforeAll(async () => {
      t = await createTestApp({ now: () => clock }, { target });
    }, 60_000);
    afterAll(() => t?.close());

    /** Each test starts an hour after the last, on an account of its own, so no window reaches into the next. */
    const freshAccount = async () => {
      clock = new Date(START.getTime() + (hours += 1) * HOUR_MS);
      const email = uniqueEmail('owner');
      const signedUp = await register(t, { email }, { address: '10.20.0.1' });
      expect(signedUp.res.status).toBe(201);
      return { email, browser: new CookieJar().take(signedUp.res) };
    };
    const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
    const fail = (email: string, address: string) => signIn(t, { email, password: 'wrong password' }, { address });
    /** A guesser that fails as fast as it is let: it waits out each 429's Retry-After, then fails again. */
    const guess = async (email: string, address: string, failures: number) => {
      for (let failed = 0; failed < failures; ) {
        const answer = await fail(email, address);
        if (answer.res.status === 429) later(retryAfter(answer));
        else expect(answer.res.status).toBe(401);
        if (answer.res.status === 401) failed += 1;
      }
    };

    it("signs the owner in with the right password from another address while an attacker's address keeps failing", async () => {
      const { email } = await freshAccount();
      await guess(email, '203.0.113.66', ACCOUNT_FAILURES_BEFORE_DELAYS * 2);
      for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_DELAYS; i += 1) await fail(email, `203.0.113.${100 + i}`);
      const refused = await signIn(t, { email }, { address: '203.0.113.66' });
      expect(refused.res.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      expect((await signIn(t, { email }, { address: '198.51.100.7' })).res.status).toBe(200);
      // The guessing goes on, and the owner still signs in.
      await guess(email, '203.0.113.66', 2);
      expect((await signIn(t, { email }, { address: '198.51.100.8' })).res.status).toBe(200);
    });

    it('answers repeated failures from one address with a growing Retry-After', async () => {
      const { email } = await freshAccount();
      const statuses: number[] = [];
      const waits: number[] = [];
      while (waits.length < 6) {
        const answer = await fail(email, '203.0.113.67');
        statuses.push(answer.res.status);
        if (answer.res.status !== 429) continue;
        waits.push(retryAfter(answer));
        later(retryAfter(answer));
      }
      // Two typos are free; from the third failure each one doubles the wait (and from the fifth the account counts
      // as attacked, which changes nothing for an address already waiting).
      expect(statuses).toEqual([401, 401, 401, 429, 401, 429, 401, 429, 401, 429, 401, 429, 401, 429]);
      expect(waits).toEqual([8, 16, 32, 64, 128, 256]);
      later(-1);
      expect(retryAfter(await fail(email, '203.0.113.67'))).toBe(1);
    });

    it("forgets the account's failures from every address once its password is reset through the mailed link", async () => {
      const { email } = await freshAccount();
      await guess(email, '203.0.113.68', 6);
      expect((await fail(email, '203.0.113.68')).res.status).toBe(429);
      const requested = await commandFrom(t, '10.20.0.2', 'RequestPasswordReset', {
        email,
        catalog_id: PL_CATALOG,
      });
      expect(requested.res.status).toBe(202);
      // Mail goes out after the answer; the account may hold other mails (a welcome, a verification).
      const link = await vi.waitFor(async () => {
        const mail = (await mailsTo(t, email)).find((m) => m.text_body.includes('/przypomnij-haslo/'));
        expect(mail).toBeDefined();
        return mail?.text_body ?? '';
      });
      const reset = await commandFrom(t, '10.20.0.2', 'ResetPassword', {
        token: tokenInMail(link),
        password: NEW_PASSWORD,
      });
      expect(reset.res.status).toBe(200);
      // The guesser's address starts afresh on the account: two free failures, as for anyone.
      expect((await fail(email, '203.0.113.68')).res.status).toBe(401);
      expect((await fail(email, '203.0.113.68')).res.status).toBe(401);
      expect((await signIn(t, { email, password: NEW_PASSWORD }, { address: '203.0.113.68' })).res.status).toBe(200);
    });

    it("forgets the account's failures from every address once its owner changes the password", async () => {
      const { email, browser } = await freshAccount();
      await guess(email, '203.0.113.69', 6);
      for (let i = 0; i < 3; i += 1) await fail(email, `203.0.114.${i}`);
      expect((await fail(email, '203.0.113.69')).res.status).toBe(429);
      const changed = await command(
        t,
        'ChangePassword',
        { current_password: PASSWORD, new_password: NEW_PASSWORD },
        { headers: browser.headers(), address: '10.20.0.3' },
      );
      expect(changed.res.status).toBe(200);
      expect((await fail(email, '203.0.113.69')).res.status).toBe(401);
      // Nor is the account attacked any more: a first failure from an address costs no wait.
      expect((await fail(email, '203.0.114.9')).res.status).toBe(401);
      expect((await fail(email, '203.0.114.9')).res.status).toBe(401);
    });
  });
}
