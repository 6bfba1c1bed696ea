import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { accessSourcesSchema } from '#contract/club.schema';
import { familyInvitationCreatedSchema, familySchema } from '#contract/family.schema';
import { licenseChannelsSchema } from '#contract/license-channels.schema';
import { meSchema } from '#contract/me.schema';
import { checkoutStartedSchema } from '#contract/order.schema';
import { playbackProgressSchema } from '#contract/playback.schema';
import { MARKETS } from '#domain/market/markets';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { waitForLink } from '#test/support/server/identity/mailed-links';
import type { TestApp } from '#test/support/server/test-server';
import { CookieJar, command, get, register, signIn, uniqueEmail } from '#test/support/server/account-flows';
import { createCommerceApp, pressSandbox, type TestClock } from '#test/support/server/commerce/commerce-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`listening through a shared club, end to end, on ${target.kind}`, () => {
    let testApp: TestApp;
    let clock: TestClock;
    let counter = 0;
    const handedOut = new Set<string>();

    beforeAll(async () => {
      ({ testApp, clock } = await createCommerceApp(target));
    }, 60_000);
    afterAll(() => testApp.close());

    /** A browser that signed up through the API, from an address of its own. */
    const browser = async (label: string) => {
      const email = uniqueEmail(label);
      const address = `10.8.0.${++counter}`;
      const signedUp = await register(testApp, { email }, { address });
      expect(signedUp.res.status).toBe(201);
      const jar = new CookieJar().take(signedUp.res);
      return { email, address, jar, userId: meSchema.parse(signedUp.body).id };
    };
    type Browser = Awaited<ReturnType<typeof browser>>;
    const send = (who: Browser, name: string, fields: Record<string, unknown> = {}) =>
      command(testApp, name, fields, { headers: who.jar.headers(), address: who.address });

    /** The club bought through the sandbox payment page, as a listener does it. */
    const joinClub = async (who: Browser) => {
      const { res, body } = await send(who, 'JoinClub');
      expect(res.status, JSON.stringify(body)).toBe(201);
      const paymentId = checkoutStartedSchema.parse(body).payment_url.split('/').pop() ?? '';
      expect((await pressSandbox(testApp, who.jar.headers(), paymentId, 'confirm')).status).toBe(303);
    };

    /** A paid audiobook in the club's offer of a market that no other test was given. */
    const clubTitle = async (locale: 'pl' | 'lt' = 'pl') => {
      const rows = await testApp.database.db
        .selectFrom('products')
        .select('id')
        .where('catalog_id', '=', MARKETS[locale].catalogId)
        .where('type', '=', 'audiobook')
        .where('is_free', '=', 0)
        .where('is_available_in_subscription', '=', 1)
        .orderBy('id')
        .execute();
      const row = rows.find((r) => !handedOut.has(r.id));
      if (!row) throw new Error(`no unused club audiobook in ${locale}`);
      handedOut.add(row.id);
      return row.id;
    };

    const sharedState = async (who: Browser, titleId: string, locale: 'pl' | 'lt' = 'pl') => {
      const res = await testApp.app.request(`/${locale}/v2/me/audiobook-license-channels/${titleId}`, {
        headers: who.jar.headers(),
      });
      const body: unknown = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(200);
      return licenseChannelsSchema.parse(body).shared?.state;
    };
    /** StartPlayback's answer: 200, or the status with the refusal's code. */
    const startPlayback = async (who: Browser, titleId: string, locale: 'pl' | 'lt' = 'pl') => {
      const { res, body } = await command(
        testApp,
        'StartPlayback',
        { audiobook_id: titleId },
        { headers: who.jar.headers(), address: who.address, locale },
      );
      if (res.status !== 200) return `${res.status} ${apiErrorSchema.parse(body).code}`;
      expect(playbackProgressSchema.parse(body).audiobook_id).toBe(titleId);
      return '200';
    };

    /**
     * An owner in the club and an invited account with its address verified, both signed in browsers, and the token
     * of the invitation mail's link, which accepts.
     */
    const family = async () => {
      const owner = await browser('owner');
      await joinClub(owner);
      const member = await browser('member');
      const verified = await send(member, 'VerifyEmail', {
        token: await waitForLink(testApp, member.email, 'verification'),
      });
      expect(verified.res.status).toBe(200);
      const invited = await send(owner, 'InviteFamilyMember', { email: member.email.toUpperCase() });
      expect(invited.res.status, JSON.stringify(invited.body)).toBe(201);
      const { invitation_id } = familyInvitationCreatedSchema.parse(invited.body);
      const received = familySchema.parse((await get(testApp, '/me/family', member.jar.headers())).body);
      expect(received.received_invitations.map((i) => [i.id, i.owner_email])).toEqual([[invitation_id, owner.email]]);
      return { owner, member, token: await waitForLink(testApp, member.email, 'invitation') };
    };

    it('lets an invited account hear club titles once it accepts, and no longer once the owner removes it', async () => {
      const { owner, member, token } = await family();
      const titleId = await clubTitle();
      expect(await sharedState(owner, titleId)).toBe('CAN_LISTEN');
      // Invited is not yet in: the club is for sale, playback refused.
      expect(await sharedState(member, titleId)).toBe('CAN_BUY');
      expect(await startPlayback(member, titleId)).toBe('403 NOT_ENTITLED');

      expect((await send(member, 'AcceptFamilyInvitation', { token })).res.status).toBe(200);
      expect(await sharedState(member, titleId)).toBe('CAN_LISTEN');
      expect(await startPlayback(member, titleId)).toBe('200');
      expect(meSchema.parse((await get(testApp, '/me', member.jar.headers())).body).has_club).toBe(true);

      const removed = await send(owner, 'RemoveFamilyMember', { user_id: member.userId });
      expect(removed.res.status).toBe(200);
      expect(await sharedState(member, titleId)).toBe('CAN_BUY');
      expect(await startPlayback(member, titleId)).toBe('403 NOT_ENTITLED');
      expect(meSchema.parse((await get(testApp, '/me', member.jar.headers())).body).has_club).toBe(false);
      // The owner's own club is untouched.
      expect(await startPlayback(owner, titleId)).toBe('200');
    });

    it('shares the club only in markets with family sharing: not in lt, whose club the owner still hears', async () => {
      const { owner, member, token } = await family();
      expect((await send(member, 'AcceptFamilyInvitation', { token })).res.status).toBe(200);
      const [polish, lithuanian] = [await clubTitle('pl'), await clubTitle('lt')];
      expect(await sharedState(member, polish)).toBe('CAN_LISTEN');
      expect(await sharedState(member, lithuanian, 'lt')).toBe('CAN_BUY');
      expect(await startPlayback(member, lithuanian, 'lt')).toBe('403 NOT_ENTITLED');
      const sources = accessSourcesSchema.parse(
        await (await testApp.app.request('/lt/v2/me/access-sources', { headers: member.jar.headers() })).json(),
      );
      expect(sources).toMatchObject({ has_club: false, family: { role: 'member', active: false } });
      expect(await sharedState(owner, lithuanian, 'lt')).toBe('CAN_LISTEN');
      expect(await startPlayback(owner, lithuanian, 'lt')).toBe('200');
    });

    it('keeps the member listening after the owner cancels, until the paid period ends', async () => {
      const start = clock.now();
      const { owner, member, token } = await family();
      expect((await send(member, 'AcceptFamilyInvitation', { token })).res.status).toBe(200);
      const titleId = await clubTitle();
      const cancelled = await send(owner, 'CancelClub', { reason_id: 'taking-a-break' });
      expect(cancelled.res.status).toBe(200);
      expect(await sharedState(member, titleId)).toBe('CAN_LISTEN');
      expect(await startPlayback(member, titleId)).toBe('200');

      try {
        // A month and a day later the period is over; the member signs in again on the moved clock.
        clock.advance(32 * DAY_MS);
        const again = await signIn(testApp, { email: member.email }, { address: member.address });
        expect(again.res.status).toBe(200);
        member.jar.take(again.res);
        expect(await sharedState(member, titleId)).toBe('CAN_BUY');
        expect(await startPlayback(member, titleId)).toBe('403 NOT_ENTITLED');
      } finally {
        clock.set(start);
      }
    });
  });
}
