import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { Argon2PasswordHasher } from '#server/accounts/password/password-hasher';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { commandFrom } from '#test/support/server/identity-test-kit';
import { waitForLink } from '#test/support/server/identity/mailed-links';
import { PASSWORD, captchaToken, command, register, uniqueEmail } from '#test/support/server/account-flows';

const START = new Date('2026-11-22T10:00:00Z');

/** The parameters part of a PHC string (`m=19456,t=2,p=1`), as a set. */
const parametersOf = (hash: string | null) => new Set(hash?.split('$')[3]?.split(','));

// Other suites run on a cheap hasher for speed; these need the one the server runs with by default.
for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`password hashing with the server's own argon2id on ${target.kind}`, () => {
    let t: TestApp;
    let clock = START;
    beforeAll(async () => {
      t = await createTestApp({ now: () => clock, passwordHasher: new Argon2PasswordHasher() }, { target });
    }, 60_000);
    afterAll(() => t?.close());

    const storedHash = async (email: string) =>
      (
        await t.database.db
          .selectFrom('users')
          .select('password_hash')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).password_hash;

    it('stores an argon2id hash with the OWASP parameters, never the password', async () => {
      const email = uniqueEmail();
      expect((await register(t, { email })).res.status).toBe(201);
      const hash = await storedHash(email);
      const [, algorithm, version] = (hash ?? '').split('$');
      expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
      expect(parametersOf(hash)).toEqual(new Set(['m=19456', 't=2', 'p=1']));
      expect(hash).not.toContain(PASSWORD);
    });

    it('hashes a password set by a reset link with the same parameters', async () => {
      const email = uniqueEmail();
      await register(t, { email });
      const requested = await commandFrom(t, '203.0.113.7', 'RequestPasswordReset', {
        email,
        catalog_id: MARKETS.pl.catalogId,
      });
      expect(requested.res.status).toBe(202);
      // The sign-up's verification mail goes to the same address: the reset link is the one to follow.
      const token = await waitForLink(t, email, 'reset');
      const reset = await commandFrom(t, '203.0.113.7', 'ResetPassword', { token, password: 'a brand new passphrase' });
      expect(reset.res.status).toBe(200);
      expect(parametersOf(await storedHash(email))).toEqual(new Set(['m=19456', 't=2', 'p=1']));
    });

    it('costs about the same for an unknown e-mail as for a wrong password', async () => {
      const email = uniqueEmail();
      expect((await register(t, { email })).res.status).toBe(201);
      const timed = async (login: string, address: string) => {
        const token = await captchaToken(t);
        const started = performance.now();
        const { res } = await command(
          t,
          'AuthenticateForWeb',
          {
            device_id: 'timing',
            email: login,
            password: 'wrong password',
            catalog_id: MARKETS.pl.catalogId,
            recaptcha_token: token,
          },
          { address },
        );
        expect(res.status).toBe(401);
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 6; round += 1) {
        // A new window each round, so the account's failure limit never answers instead.
        clock = new Date(clock.getTime() + 16 * 60 * 1000);
        known.push(await timed(email, `192.0.2.${round}`));
        unknown.push(await timed(uniqueEmail('ghost'), `192.0.2.${round + 100}`));
      }
      // Other work on the machine only ever adds time, so each kind's fastest answer is its own cost: a skipped hash
      // would still show as a fraction of it.
      const ratio = Math.min(...unknown) / Math.min(...known);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    }, 30_000);
  });
}
