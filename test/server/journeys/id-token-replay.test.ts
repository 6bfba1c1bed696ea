import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { socialSignInUserSchema } from '#contract/social-sign-in.schema';
import { createStandInSecrets } from '#server/composition/stand-in-secrets';
import { nonceClaimFor } from '#server/identity/social/nonce-binding';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { catalogIdOf, commandFrom, devIdToken, ManualClock } from '#test/support/server/identity-test-kit';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { openTwoInstances, type TwoInstances } from '#test/support/server/two-instances';

const DEVICE_ID = 'b8f1d6a2-8d3c-4b8e-9a57-0d7c3f1e2a10';

const signInWithGoogle = (
  testApp: TestApp,
  idToken: string,
  extra: Record<string, unknown> = {},
  address = '10.8.0.1',
) =>
  commandFrom(testApp, address, 'SignInWithGoogleForWeb', {
    id_token: idToken,
    terms_of_service: true,
    marketing_consent: false,
    catalog_id: catalogIdOf('pl'),
    device_id: DEVICE_ID,
    ...extra,
  });

const sessionsOfUser = async (testApp: TestApp, userId: string) =>
  (await testApp.database.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`an id_token signs in once on ${target.kind}`, () => {
    let testApp: TestApp;
    const clock = new ManualClock(new Date('2026-11-22T10:00:00.000Z'));
    let counter = 0;
    const freshEmail = (label: string) => `${label}-${++counter}-${target.kind}@example.test`;

    beforeAll(async () => {
      testApp = await createTestApp({ now: clock.now }, { target });
    }, 60_000);
    afterAll(() => testApp?.close());

    it('answers the same id_token used twice as a forged one, and opens no second session', async () => {
      const email = freshEmail('replayed');
      const idToken = await devIdToken(testApp, 'google', email);
      const first = await signInWithGoogle(testApp, idToken);
      expect(first.res.status).toBe(201);
      const { id } = socialSignInUserSchema.parse(first.body);

      clock.advance(60_000);
      const replayed = await signInWithGoogle(testApp, idToken, {}, '10.8.0.2');
      const [header, payload] = idToken.split('.');
      const forged = await signInWithGoogle(testApp, `${header}.${payload}.AAAA`, {}, '10.8.0.3');
      expect(replayed.res.status).toBe(401);
      expect(replayed.res.headers.get('Set-Cookie')).toBeNull();
      expect(apiErrorSchema.parse(replayed.body)).toEqual(apiErrorSchema.parse(forged.body));
      expect(await sessionsOfUser(testApp, id)).toBe(1);
      // A fresh token from the provider signs the same person in again.
      expect((await signInWithGoogle(testApp, await devIdToken(testApp, 'google', email))).res.status).toBe(200);
    });

    it('lets a first sign-in sent back for the terms come again with the same token, once', async () => {
      const idToken = await devIdToken(testApp, 'google', freshEmail('terms'));
      const withoutTerms = await signInWithGoogle(testApp, idToken, { terms_of_service: false });
      expect(withoutTerms.res.status).toBe(422);
      expect((await signInWithGoogle(testApp, idToken)).res.status).toBe(201);
      expect((await signInWithGoogle(testApp, idToken)).res.status).toBe(401);
    });

    it('signs in only the browser that kept the nonce, when it names one', async () => {
      const kept = 'a random value only this browser knows';
      const idToken = await devIdToken(testApp, 'google', freshEmail('nonce'), 'state-1', nonceClaimFor(kept));
      for (const nonce of ['another browser', nonceClaimFor(kept)])
        expect((await signInWithGoogle(testApp, idToken, { nonce })).res.status).toBe(401);
      expect((await signInWithGoogle(testApp, idToken, { nonce: kept })).res.status).toBe(201);
    });
  });
}

const postgres = DATABASE_TARGETS.find((target) => target.kind === 'postgres');

/**
 * Two instances of the server, as behind a balancer, on one PostgreSQL schema, with the development Google stand-in's
 * key shared as the processes of one server share it: a token one instance issued is good on both, and signs in once.
 */
describe.skipIf(!postgres?.available)('an id_token across two instances on one PostgreSQL database', () => {
  let two: TwoInstances | undefined;

  beforeAll(async () => {
    if (postgres) two = await openTwoInstances(postgres, { standInSecrets: await createStandInSecrets() });
  }, 60_000);
  afterAll(() => two?.close());

  const on = (i: number): TestApp => {
    if (!two) throw new Error('the two instances did not start');
    return two.on(i);
  };

  it('accepts a token on one instance and refuses it on the other afterwards', async () => {
    const idToken = await devIdToken(on(0), 'google', 'one-after-the-other@example.test');
    expect((await signInWithGoogle(on(0), idToken)).res.status).toBe(201);
    expect((await signInWithGoogle(on(1), idToken)).res.status).toBe(401);
    expect((await signInWithGoogle(on(0), idToken)).res.status).toBe(401);
  });

  it('signs in once when both instances are handed the same token at the same moment', async () => {
    const email = 'at-the-same-moment@example.test';
    // The account exists first, so the race is over the token alone.
    expect((await signInWithGoogle(on(1), await devIdToken(on(1), 'google', email))).res.status).toBe(201);
    const idToken = await devIdToken(on(0), 'google', email);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signInWithGoogle(on(i), idToken, {}, `10.8.1.${i}`)),
    );
    expect(answers.map((a) => a.res.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
  });
});
