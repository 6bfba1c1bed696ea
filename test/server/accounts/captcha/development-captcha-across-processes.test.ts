import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevelopmentCaptcha } from '#server/accounts/captcha/development-captcha';
import { KyselyAttemptLimiters } from '#server/accounts/throttle/kysely-attempt-limiters';
import { DATABASE_TARGETS, type TestDatabase } from '#test/support/server/databases';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`development captcha tokens spent in the database on ${target.kind}`, () => {
    let testDb: TestDatabase | undefined;
    /** The captchas of several server processes: one key, each with limiters of its own over the one database. */
    let processes: DevelopmentCaptcha[] = [];

    beforeAll(async () => {
      testDb = await target.open();
      const db = testDb.database.db;
      const key = randomBytes(32);
      processes = Array.from(
        { length: 4 },
        () => new DevelopmentCaptcha({ now: () => new Date(), key, spent: new KyselyAttemptLimiters({ db }) }),
      );
    }, 30_000);
    afterAll(() => testDb?.dispose());

    it('accept a token in one process once, and refuse it in every process after', async () => {
      const [issuer, ...others] = processes as [DevelopmentCaptcha, ...DevelopmentCaptcha[]];
      const token = issuer.issue('login') ?? '';
      await expect(others[0]?.verify(token, 'login')).resolves.toBe(true);
      for (const captcha of processes) await expect(captcha.verify(token, 'login')).resolves.toBe(false);
    });

    it('are accepted once at most when every process is given the same token at once', async () => {
      for (let round = 0; round < 10; round += 1) {
        const token = processes[round % processes.length]?.issue('login') ?? '';
        const answers = await Promise.all(processes.map((captcha) => captcha.verify(token, 'login')));
        expect(answers.filter(Boolean).length).toBeLessThanOrEqual(1);
        for (const captcha of processes) await expect(captcha.verify(token, 'login')).resolves.toBe(false);
      }
    });
  });
}
