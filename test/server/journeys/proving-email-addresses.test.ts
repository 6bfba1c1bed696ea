import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { familyInvitationCreatedSchema, familySchema } from '#contract/family.schema';
import { meSchema } from '#contract/me.schema';
import { checkoutStartedSchema } from '#contract/order.schema';
import { MARKETS } from '#domain/market/markets';
import { VERIFICATION_LINK_TTL_MS } from '#server/identity/email-verification/verification-link';
import {
  CookieJar,
  command,
  fieldErrors,
  get,
  register,
  signIn,
  uniqueEmail,
} from '#test/support/server/account-flows';
import { createCommerceApp, pressSandbox, type TestClock } from '#test/support/server/commerce/commerce-fixtures';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { waitForLink } from '#test/support/server/identity/mailed-links';
import type { TestApp } from '#test/support/server/test-server';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`proving e-mail addresses, end to end, on ${target.kind}`, () => {
    let testApp: TestApp;
    let clock: TestClock;
    let counter = 0;

    beforeAll(async () => {
      ({ testApp, clock } = await createCommerceApp(target));
    }, 60_000);
    afterAll(() => testApp.close());

    /** A browser at an address of its own, signed up with the e-mail (or told why not). */
    const signUp = async (email: string, password?: string) => {
      const address = `10.16.0.${++counter}`;
      const answer = await register(testApp, password ? { email, password } : { email }, { address });
      return { email, address, answer, jar: new CookieJar().take(answer.res) };
    };
    type Browser = Awaited<ReturnType<typeof signUp>>;
    const send = (who: Browser, name: string, fields: Record<string, unknown> = {}) =>
      command(testApp, name, fields, { headers: who.jar.headers(), address: who.address });
    const me = async (who: Browser) => meSchema.parse((await get(testApp, '/me', who.jar.headers())).body);

    it('keeps a family invitation from whoever registered the invited address first; its owner accepts through the mailed link', async () => {
      // An owner in the club invites an address whose owner has no account yet.
      const owner = await signUp(uniqueEmail('owner'));
      const joined = await send(owner, 'JoinClub');
      expect(joined.res.status, JSON.stringify(joined.body)).toBe(201);
      const paymentId = checkoutStartedSchema.parse(joined.body).payment_url.split('/').pop() ?? '';
      expect((await pressSandbox(testApp, owner.jar.headers(), paymentId, 'confirm')).status).toBe(303);
      const invited = uniqueEmail('invited');
      const invitation = await send(owner, 'InviteFamilyMember', { email: invited });
      expect(invitation.res.status).toBe(201);
      const { invitation_id } = familyInvitationCreatedSchema.parse(invitation.body);

      // Someone else registers the invited address first. The account is theirs, the mailbox is not.
      const squatter = await signUp(invited, 'the squatter chose this one');
      expect(squatter.answer.res.status).toBe(201);
      expect((await me(squatter)).email_verified).toBe(false);
      const family = familySchema.parse((await get(testApp, '/me/family', squatter.jar.headers())).body);
      expect(family.received_invitations).toEqual([]);
      const byId = await send(squatter, 'AcceptFamilyInvitation', { invitation_id });
      expect(byId.res.status).toBe(422);
      const guessed = await send(squatter, 'AcceptFamilyInvitation', { token: 'A'.repeat(43) });
      expect(guessed.res.status).toBe(404);
      expect((await me(squatter)).has_club).toBe(false);

      // The address's owner cannot sign up with it, takes the account back by a reset link, and accepts.
      const rightful = await signUp(invited, 'the rightful owner wants this');
      expect(rightful.answer.res.status).toBe(422);
      expect(fieldErrors(rightful.answer.body)).toEqual([{ property: 'email', code: 'ALREADY_USED' }]);
      const requested = await command(
        testApp,
        'RequestPasswordReset',
        { email: invited, catalog_id: MARKETS.pl.catalogId },
        { address: rightful.address },
      );
      expect(requested.res.status).toBe(202);
      const reset = await command(
        testApp,
        'ResetPassword',
        { token: await waitForLink(testApp, invited, 'reset'), password: 'the rightful owner wants this' },
        { address: rightful.address },
      );
      expect(reset.res.status).toBe(200);
      expect((await get(testApp, '/me', squatter.jar.headers())).res.status).toBe(401);

      const signedIn = await signIn(
        testApp,
        { email: invited, password: 'the rightful owner wants this' },
        { address: rightful.address },
      );
      expect(signedIn.res.status).toBe(200);
      rightful.jar.take(signedIn.res);
      const token = await waitForLink(testApp, invited, 'invitation');
      const accepted = await send(rightful, 'AcceptFamilyInvitation', { token });
      expect(accepted.res.status, JSON.stringify(accepted.body)).toBe(200);
      expect(await me(rightful)).toMatchObject({ has_club: true, email_verified: true });
      const members = familySchema.parse((await get(testApp, '/me/family', owner.jar.headers())).body).members;
      expect(members.map((m) => m.email)).toEqual([invited]);

      // The link works once.
      const again = await send(rightful, 'AcceptFamilyInvitation', { token });
      expect(apiErrorSchema.parse(again.body).code).toBe('INVITATION_CLOSED');
    });

    it('proves an address with the sign-up link once, and with a new link after the first expired', async () => {
      const first = await signUp(uniqueEmail('first'));
      expect(first.answer.res.status).toBe(201);
      const link = await waitForLink(testApp, first.email, 'verification');
      expect((await command(testApp, 'VerifyEmail', { token: link })).res.status).toBe(200);
      expect((await me(first)).email_verified).toBe(true);
      const replayed = await command(testApp, 'VerifyEmail', { token: link });
      expect(replayed.res.status).toBe(410);
      expect(apiErrorSchema.parse(replayed.body).code).toBe('VERIFICATION_LINK_USED');

      const late = await signUp(uniqueEmail('late'));
      const stale = await waitForLink(testApp, late.email, 'verification');
      const start = clock.now();
      try {
        clock.advance(VERIFICATION_LINK_TTL_MS);
        const expired = await command(testApp, 'VerifyEmail', { token: stale });
        expect(expired.res.status).toBe(410);
        expect(apiErrorSchema.parse(expired.body).code).toBe('VERIFICATION_LINK_EXPIRED');

        // A day on the browser signs in again and asks for a new link, which works.
        late.jar.take((await signIn(testApp, { email: late.email }, { address: late.address })).res);
        expect((await me(late)).email_verified).toBe(false);
        expect((await send(late, 'RequestEmailVerification')).res.status).toBe(202);
        const fresh = await waitForLink(testApp, late.email, 'verification', 2);
        expect(fresh).not.toBe(stale);
        expect((await command(testApp, 'VerifyEmail', { token: fresh })).res.status).toBe(200);
        expect((await me(late)).email_verified).toBe(true);
        expect((await send(late, 'RequestEmailVerification')).res.status).toBe(409);
      } finally {
        clock.set(start);
      }
    });
  });
}
