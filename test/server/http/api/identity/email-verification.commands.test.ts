import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { emailVerificationRequestedSchema, emailVerifiedSchema } from '#contract/email-verification.schema';
import { meSchema } from '#contract/me.schema';
import { EMAIL_VERIFICATION_LIMITS } from '#server/identity/email-verification/request-email-verification.use-case';
import { VERIFICATION_LINK_TTL_MS } from '#server/identity/email-verification/verification-link';
import { createSignedInUser, type TestUser } from '#test/support/server/accounts';
import { CookieJar, get, register, uniqueEmail } from '#test/support/server/account-flows';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { catalogIdOf, commandFrom, ManualClock, mailsTo } from '#test/support/server/identity-test-kit';
import { waitForLink } from '#test/support/server/identity/mailed-links';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`e-mail verification (${target.kind})`, () => {
    let testApp: TestApp;
    const clock = new ManualClock(new Date('2026-11-22T10:00:00.000Z'));
    let addressCounter = 0;
    /** Each test speaks from its own address, so the per-address limit of one never touches another. */
    const nextAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

    beforeAll(async () => {
      testApp = await createTestApp({ now: clock.now }, { target });
    }, 60_000);
    afterAll(() => testApp?.close());

    const requestLink = (user: TestUser, address = nextAddress(), locale: 'pl' | 'de' = 'pl') =>
      commandFrom(testApp, address, 'RequestEmailVerification', {}, locale, user.bearer);
    const verify = (token: unknown) => commandFrom(testApp, nextAddress(), 'VerifyEmail', { token });
    const verified = async (headers: Record<string, string>) =>
      meSchema.parse((await get(testApp, '/me', headers)).body).email_verified;

    it("mails a new account a link in its market's language, which proves the address once", async () => {
      const email = uniqueEmail();
      const signedUp = await register(testApp, { email, catalog_id: catalogIdOf('de') }, { locale: 'de' });
      expect(signedUp.res.status).toBe(201);
      expect(meSchema.parse(signedUp.body).email_verified).toBe(false);
      const browser = new CookieJar().take(signedUp.res);
      const token = await waitForLink(testApp, email, 'verification');
      const [mail] = await mailsTo(testApp, email);
      expect(mail?.subject).toBe('Bestätige deine E-Mail-Adresse für Audiora');
      expect(mail?.text_body).toContain(`http://localhost/de/user-panel/profile?email_verification=${token}`);

      // The token is the proof: no session is needed to follow the link.
      const { res, body } = await verify(token);
      expect(res.status).toBe(200);
      expect(emailVerifiedSchema.parse(body)).toEqual({ email_verified: true });
      expect(await verified(browser.headers())).toBe(true);
      const again = await verify(token);
      expect(again.res.status).toBe(410);
      expect(apiErrorSchema.parse(again.body).code).toBe('VERIFICATION_LINK_USED');
    });

    it('lets a link work for a day and answers 410 VERIFICATION_LINK_EXPIRED after it', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      expect((await requestLink(user)).res.status).toBe(202);
      const token = await waitForLink(testApp, user.email, 'verification');
      const start = clock.current;
      try {
        clock.advance(VERIFICATION_LINK_TTL_MS);
        const expired = await verify(token);
        expect(expired.res.status).toBe(410);
        expect(apiErrorSchema.parse(expired.body).code).toBe('VERIFICATION_LINK_EXPIRED');
      } finally {
        clock.current = start;
      }
      expect(await verified(user.bearer)).toBe(false);
    });

    it('answers 404 to a token never mailed and 422 to a malformed one', async () => {
      const unknown = await verify('x'.repeat(43));
      expect(unknown.res.status).toBe(404);
      expect(apiErrorSchema.parse(unknown.body).code).toBe('VERIFICATION_LINK_NOT_FOUND');
      for (const token of [undefined, '', 'short', `${'x'.repeat(43)}!`])
        expect((await verify(token)).res.status, String(token)).toBe(422);
    });

    it('mails a signed-in account a new link on request, and refuses once the address is proved', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const { res, body } = await requestLink(user);
      expect(res.status).toBe(202);
      expect(emailVerificationRequestedSchema.parse(body)).toEqual({ accepted: true });
      expect((await verify(await waitForLink(testApp, user.email, 'verification'))).res.status).toBe(200);
      const refused = await requestLink(user);
      expect(refused.res.status).toBe(409);
      expect(apiErrorSchema.parse(refused.body).code).toBe('EMAIL_ALREADY_VERIFIED');
      expect(await mailsTo(testApp, user.email)).toHaveLength(1);
    });

    it('limits requests per account from any address (429 with Retry-After), and answers 401 to visitors', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      for (let n = 0; n < EMAIL_VERIFICATION_LIMITS.perAccount.limit; n += 1)
        expect((await requestLink(user)).res.status).toBe(202);
      const limited = await requestLink(user);
      expect(limited.res.status).toBe(429);
      expect(Number(limited.res.headers.get('Retry-After'))).toBeGreaterThan(0);
      await waitForLink(testApp, user.email, 'verification', EMAIL_VERIFICATION_LIMITS.perAccount.limit);
      expect(await mailsTo(testApp, user.email)).toHaveLength(EMAIL_VERIFICATION_LIMITS.perAccount.limit);
      const visitor = await commandFrom(testApp, nextAddress(), 'RequestEmailVerification', {});
      expect(visitor.res.status).toBe(401);
    });
  });
}
