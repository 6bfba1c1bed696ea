import { describe, expect, it, vi } from 'vitest';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import {
  CookieJar,
  command,
  fieldErrors,
  PL_CATALOG,
  register,
  signIn,
  uniqueEmail,
} from '#test/support/server/account-flows';
import { suiteApp } from '#test/support/server/api-suite';
import { mailsTo, tokenInMail } from '#test/support/server/identity-test-kit';
import { CHEAP_TEST_ONLY_PASSWORD_HASHER, type TestApp } from '#test/support/server/test-server';

// The same passphrase as a keyboard composes it (NFC) and as some systems hand it over (NFD, letters and their marks
// apart): people see one password, and NFKC makes it one.
const COMPOSED = 'zażółć gęślą jaźń'.normalize('NFC');
const DECOMPOSED = COMPOSED.normalize('NFD');
// Full-width letters (an East Asian keyboard) are the ASCII ones after NFKC.
const FULL_WIDTH = 'ｃｏｒｒｅｃｔ ｈｏｒｓｅ ｂａｔｔｅｒｙ';
const ASCII = 'correct horse battery';

const storedHash = async (t: TestApp, email: string) =>
  (await t.database.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow())
    .password_hash ?? '';

/** A reset link's token for the address, through the mailed link as its owner gets it. */
const resetToken = async (t: TestApp, email: string): Promise<string> => {
  const requested = await command(t, 'RequestPasswordReset', { email, catalog_id: PL_CATALOG });
  expect(requested.res.status).toBe(202);
  // Sign-up mails a verification link too, maybe later than this one: the reset mail is the one with a reset link.
  const mail = await vi.waitFor(
    async () => {
      const found = (await mailsTo(t, email)).find((m) => m.text_body.includes('/przypomnij-haslo/'));
      if (!found) throw new Error('no reset mail yet');
      return found;
    },
    { timeout: 5_000, interval: 10 },
  );
  return tokenInMail(mail.text_body);
};

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`passwords are one Unicode text (NFKC) on ${target.kind}`, () => {
    const t = suiteApp(target);

    it('signs in with a password typed in another Unicode form than at sign-up', async () => {
      const email = uniqueEmail();
      expect((await register(t(), { email, password: DECOMPOSED })).res.status).toBe(201);
      expect((await signIn(t(), { email, password: COMPOSED })).res.status).toBe(200);
      expect((await signIn(t(), { email, password: DECOMPOSED })).res.status).toBe(200);
      expect(await CHEAP_TEST_ONLY_PASSWORD_HASHER.verify(await storedHash(t(), email), COMPOSED)).toBe(true);
    });

    it('stores the normalised form of a changed and of a reset password', async () => {
      const email = uniqueEmail();
      const signedUp = await register(t(), { email });
      const jar = new CookieJar().take(signedUp.res);
      const changed = await command(
        t(),
        'ChangePassword',
        { current_password: 'correct horse battery staple', new_password: FULL_WIDTH },
        { headers: jar.headers() },
      );
      expect(changed.res.status).toBe(200);
      expect((await signIn(t(), { email, password: ASCII })).res.status).toBe(200);

      const reset = await command(t(), 'ResetPassword', { token: await resetToken(t(), email), password: DECOMPOSED });
      expect(reset.res.status).toBe(200);
      expect((await signIn(t(), { email, password: COMPOSED })).res.status).toBe(200);
    });

    it('still signs in with a hash made from the text as typed, and replaces it with the normalised one', async () => {
      const email = uniqueEmail();
      expect((await register(t(), { email })).res.status).toBe(201);
      // As stored before passwords were normalised: the hash of the decomposed text itself.
      const legacy = await CHEAP_TEST_ONLY_PASSWORD_HASHER.hash(DECOMPOSED);
      await t().database.db.updateTable('users').set({ password_hash: legacy }).where('email', '=', email).execute();

      expect((await signIn(t(), { email, password: DECOMPOSED })).res.status).toBe(200);
      const upgraded = await storedHash(t(), email);
      expect(upgraded).not.toBe(legacy);
      expect(await CHEAP_TEST_ONLY_PASSWORD_HASHER.verify(upgraded, COMPOSED)).toBe(true);
      // Now the password works in every form.
      expect((await signIn(t(), { email, password: COMPOSED })).res.status).toBe(200);
    });

    it('keeps a legacy hash that the typed text does not match, and refuses the sign-in', async () => {
      const email = uniqueEmail();
      expect((await register(t(), { email })).res.status).toBe(201);
      const legacy = await CHEAP_TEST_ONLY_PASSWORD_HASHER.hash(DECOMPOSED);
      await t().database.db.updateTable('users').set({ password_hash: legacy }).where('email', '=', email).execute();
      expect((await signIn(t(), { email, password: `${DECOMPOSED}!` })).res.status).toBe(401);
      expect(await storedHash(t(), email)).toBe(legacy);
    });

    it.each([
      ['only spaces', ' '.repeat(12), 'BLANK'],
      ['only no-break and ideographic spaces', '\u00a0\u3000'.repeat(5), 'BLANK'],
      ['a NUL', 'correct horse\u0000battery', 'INVALID_CHARACTERS'],
      ['a tab', 'correct\thorse battery', 'INVALID_CHARACTERS'],
      ['a C1 control', 'correct horse\u0085battery', 'INVALID_CHARACTERS'],
      ['a lone surrogate', 'correct horse \ud800 battery', 'INVALID_CHARACTERS'],
    ])('refuses a password with %s at sign-up, change and reset', async (_, password, code) => {
      const email = uniqueEmail();
      const refused = await register(t(), { email, password });
      expect(refused.res.status).toBe(422);
      expect(fieldErrors(refused.body)).toEqual([{ property: 'password', code }]);

      const signedUp = await register(t(), { email });
      const jar = new CookieJar().take(signedUp.res);
      const change = await command(
        t(),
        'ChangePassword',
        { current_password: 'correct horse battery staple', new_password: password },
        { headers: jar.headers() },
      );
      expect(change.res.status).toBe(422);
      expect(fieldErrors(change.body)).toEqual([{ property: 'new_password', code }]);

      const reset = await command(t(), 'ResetPassword', { token: await resetToken(t(), email), password });
      expect(reset.res.status).toBe(422);
      expect(fieldErrors(reset.body)).toEqual([{ property: 'password', code }]);
    });
  });
}
