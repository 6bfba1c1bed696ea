import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { accessSourcesSchema } from '#contract/club.schema';
import { familyInvitationCreatedSchema, familySchema } from '#contract/family.schema';
import { MARKETS } from '#domain/market/markets';
import { hasClubAccess } from '#server/accounts/club-access';
import { FAMILY_INVITATION_LIMIT } from '#server/commerce/family/invite-family-member.use-case';
import { MAX_FAMILY_MEMBERS } from '#server/commerce/family/max-family-members';
import type { TestUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import {
  bearerAt,
  commerceSuite,
  createSignedInUser,
  sendCommand,
} from '#test/support/server/commerce/commerce-fixtures';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`family sharing on ${target.kind}`, () => {
    const { clock, testApp } = commerceSuite(target);

    const member = (now = clock.now()) =>
      createSignedInUser(testApp(), { now, clubUntil: new Date(now.getTime() + 30 * 86_400_000) });
    const family = async (user: TestUser) =>
      familySchema.parse(await (await testApp().app.request('/pl/v2/me/family', { headers: user.bearer })).json());
    const invite = async (owner: TestUser, email: string, locale: 'pl' | 'de' | 'cz' | 'lt' | 'tr' = 'pl') => {
      const { res, body } = await sendCommand(testApp(), 'InviteFamilyMember', { email }, owner.bearer, locale);
      return { res, body };
    };
    /** The mail the development outbox holds for an address, oldest first. */
    const mailTo = (address: string) =>
      testApp()
        .database.db.selectFrom('dev_mailbox')
        .selectAll()
        .where('to_address', '=', address)
        .orderBy('created_at')
        .execute();
    const access = (user: TestUser) => hasClubAccess(testApp().database.db, user.userId, MARKETS.pl, clock.now());
    /** The token of the invitation link the owner's mail to an address carries. */
    const linkTo = async (address: string, ownerEmail: string) => {
      const mail = (await mailTo(address)).find((m) => m.subject.startsWith(ownerEmail));
      const token = /[?&]invitation=([A-Za-z0-9_-]{43})(?:\s|$)/m.exec(mail?.text_body ?? '')?.[1];
      if (!token) throw new Error(`No invitation link from ${ownerEmail} to ${address}`);
      return token;
    };
    const accept = (user: TestUser, token: string, locale: 'pl' | 'lt' | 'tr' = 'pl') =>
      sendCommand(testApp(), 'AcceptFamilyInvitation', { token }, user.bearer, locale);
    /** Marks the account's address proved, as a followed verification link does. */
    const proveAddress = (user: TestUser) =>
      testApp()
        .database.db.updateTable('users')
        .set({ email_verified_at: clock.now().toISOString() })
        .where('id', '=', user.userId)
        .execute();

    it('shares the club with an invited account once it accepts, and stops when it is removed', async () => {
      const owner = await member();
      const invited = await createSignedInUser(testApp(), { now: clock.now() });
      const stranger = await createSignedInUser(testApp(), { now: clock.now() });
      const { res, body } = await invite(owner, invited.email.toUpperCase());
      expect(res.status).toBe(201);
      const { invitation_id } = familyInvitationCreatedSchema.parse(body);
      // Inviting the same address again, typed with spaces around it as sign-up accepts it, answers the same invitation.
      expect(familyInvitationCreatedSchema.parse((await invite(owner, ` ${invited.email}  `)).body).invitation_id).toBe(
        invitation_id,
      );

      expect((await family(owner)).invitations).toEqual([
        expect.objectContaining({ id: invitation_id, email: invited.email }),
      ]);
      // Invitations addressed to an account show once it proved its address: whoever registered it first sees none.
      expect((await family(invited)).received_invitations).toEqual([]);
      await proveAddress(invited);
      expect((await family(invited)).received_invitations).toEqual([
        expect.objectContaining({ id: invitation_id, owner_email: owner.email }),
      ]);
      expect((await family(stranger)).received_invitations).toEqual([]);

      // Only the mailed link accepts, and only for the invited address: the invitation's id is not enough.
      const token = await linkTo(invited.email, owner.email);
      const byId = await sendCommand(testApp(), 'AcceptFamilyInvitation', { invitation_id }, invited.bearer);
      expect(byId.res.status).toBe(422);
      expect(apiErrorSchema.parse(byId.body).errors).toEqual([{ property: 'token', code: 'REQUIRED' }]);
      const stolen = await accept(stranger, token);
      expect(stolen.res.status).toBe(403);
      expect(apiErrorSchema.parse(stolen.body).code).toBe('INVITATION_FOR_ANOTHER_ADDRESS');
      expect(await access(stranger)).toBe(false);
      const guessed = await accept(invited, 'x'.repeat(43));
      expect(guessed.res.status).toBe(404);

      expect(await access(invited)).toBe(false);
      const accepted = await accept(invited, token);
      expect(accepted.res.status).toBe(200);
      expect(await access(invited)).toBe(true);
      const again = await accept(invited, token);
      expect(again.res.status).toBe(410);
      expect(apiErrorSchema.parse(again.body).code).toBe('INVITATION_CLOSED');
      const sources = accessSourcesSchema.parse(
        await (await testApp().app.request('/pl/v2/me/access-sources', { headers: invited.bearer })).json(),
      );
      expect(sources).toMatchObject({
        has_club: true,
        family: { role: 'member', active: true, owner_email: owner.email },
      });
      expect((await family(owner)).members).toEqual([
        expect.objectContaining({ user_id: invited.userId, email: invited.email }),
      ]);
      expect((await family(invited)).membership).toMatchObject({ owner_email: owner.email });
      // The club is off in sk, family or not.
      expect(await hasClubAccess(testApp().database.db, invited.userId, MARKETS.sk, clock.now())).toBe(false);

      // Only the owner (or the member) can remove a member.
      const meddling = await sendCommand(testApp(), 'RemoveFamilyMember', { user_id: invited.userId }, stranger.bearer);
      expect(meddling.res.status).toBe(404);
      expect(await access(invited)).toBe(true);
      const removed = await sendCommand(testApp(), 'RemoveFamilyMember', { user_id: invited.userId }, owner.bearer);
      expect(removed.res.status).toBe(200);
      expect(await access(invited)).toBe(false);
      expect((await family(owner)).members).toEqual([]);
    });

    it('ends the shared access when the owner’s period ends', async () => {
      const owner = await member();
      const invited = await createSignedInUser(testApp(), { now: clock.now() });
      expect((await invite(owner, invited.email)).res.status).toBe(201);
      expect((await accept(invited, await linkTo(invited.email, owner.email))).res.status).toBe(200);
      expect(await access(invited)).toBe(true);
      clock.advance(31 * 86_400_000);
      expect(await access(invited)).toBe(false);
      clock.advance(-31 * 86_400_000);
    });

    it('lets only club members invite, at most four, never themselves', async () => {
      const plain = await createSignedInUser(testApp(), { now: clock.now() });
      const refused = await invite(plain, 'someone@example.test');
      expect(refused.res.status).toBe(403);
      expect(apiErrorSchema.parse(refused.body).code).toBe('CLUB_REQUIRED');

      const owner = await member();
      expect(apiErrorSchema.parse((await invite(owner, owner.email)).body).code).toBe('CANNOT_INVITE_SELF');
      for (const n of [1, 2, 3, 4]) expect((await invite(owner, `kid${n}@example.test`)).res.status).toBe(201);
      const full = await invite(owner, 'kid5@example.test');
      expect(full.res.status).toBe(409);
      expect(apiErrorSchema.parse(full.body).code).toBe('FAMILY_FULL');

      // Withdrawing an invitation frees its seat; only the owner can withdraw it.
      const [first] = (await family(owner)).invitations;
      const other = await member();
      expect(
        (await sendCommand(testApp(), 'CancelFamilyInvitation', { invitation_id: first?.id }, other.bearer)).res.status,
      ).toBe(404);
      expect(
        (await sendCommand(testApp(), 'CancelFamilyInvitation', { invitation_id: first?.id }, owner.bearer)).res.status,
      ).toBe(200);
      expect((await invite(owner, 'kid5@example.test')).res.status).toBe(201);

      const invalid = await invite(owner, 'not an e-mail');
      expect(invalid.res.status).toBe(422);
      expect(apiErrorSchema.parse(invalid.body).errors?.[0]?.property).toBe('email');
    });

    it('keeps everyone in at most one family', async () => {
      const first = await member();
      const second = await member();
      const invited = await createSignedInUser(testApp(), { now: clock.now() });
      expect((await invite(first, invited.email)).res.status).toBe(201);
      expect((await invite(second, invited.email)).res.status).toBe(201);
      expect((await accept(invited, await linkTo(invited.email, first.email))).res.status).toBe(200);
      const twice = await accept(invited, await linkTo(invited.email, second.email));
      expect(twice.res.status).toBe(409);
      expect(apiErrorSchema.parse(twice.body).code).toBe('ALREADY_IN_FAMILY');
      // A member leaves by removing themselves.
      expect(
        (await sendCommand(testApp(), 'RemoveFamilyMember', { user_id: invited.userId }, invited.bearer)).res.status,
      ).toBe(200);
      expect((await family(invited)).membership).toBeNull();
    });

    it("mails a new invitation in the market's language, linking the family page, and shows it in /dev/mailbox", async () => {
      const owner = await member();
      const invited = await createSignedInUser(testApp(), { now: clock.now() });
      expect((await invite(owner, invited.email.toUpperCase())).res.status).toBe(201);
      const [mail, ...more] = await mailTo(invited.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe(`${owner.email} zaprasza Cię do rodziny Audiora`);
      const token = await linkTo(invited.email, owner.email);
      expect(mail?.text_body).toContain(
        `http://localhost/pl/panel-uzytkownika/udostepnianie-rodzinie?invitation=${token}`,
      );
      // Only the link's hash is stored.
      const stored = await testApp().database.db.selectFrom('family_invitations').select('token_hash').execute();
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(mail?.html_body).toContain('<html lang="pl">');
      const outbox = await (await testApp().app.request('/dev/mailbox')).text();
      expect(outbox).toContain(`href="/dev/mailbox/${mail?.id}"`);
      expect(outbox).toContain(invited.email);

      // Asking again answers the open invitation without mailing it twice.
      expect((await invite(owner, invited.email)).res.status).toBe(201);
      expect(await mailTo(invited.email)).toHaveLength(1);

      const german = await member();
      expect((await invite(german, 'oma@example.test', 'de')).res.status).toBe(201);
      const [mailDe] = await mailTo('oma@example.test');
      expect(mailDe?.subject).toBe(`${german.email} lädt dich in die Audiora-Familie ein`);
      expect(mailDe?.text_body).toContain('http://localhost/de/user-panel/family-sharing');
    });

    it.each(['lt', 'tr'] as const)(
      'refuses to invite or accept in %s, a club market without sharing, with 403 SHARING_NOT_AVAILABLE',
      async (locale) => {
        const owner = await member();
        const invited = await createSignedInUser(testApp(), { now: clock.now() });
        const refused = await invite(owner, invited.email, locale);
        expect(refused.res.status).toBe(403);
        expect(apiErrorSchema.parse(refused.body).code).toBe('SHARING_NOT_AVAILABLE');
        expect((await family(owner)).invitations).toEqual([]);
        expect(await mailTo(invited.email)).toEqual([]);

        const { invitation_id } = familyInvitationCreatedSchema.parse((await invite(owner, invited.email)).body);
        const accepted = await accept(invited, await linkTo(invited.email, owner.email), locale);
        expect(accepted.res.status).toBe(403);
        expect(apiErrorSchema.parse(accepted.body).code).toBe('SHARING_NOT_AVAILABLE');
        expect((await family(invited)).membership).toBeNull();
        // Withdrawing works in any market, so nobody is stuck with an invitation.
        const cancelled = await sendCommand(
          testApp(),
          'CancelFamilyInvitation',
          { invitation_id },
          owner.bearer,
          locale,
        );
        expect(cancelled.res.status).toBe(200);
      },
    );

    it('lets the sharing markets pl, de and cz invite', async () => {
      for (const locale of ['pl', 'de', 'cz'] as const) {
        const owner = await member();
        expect((await invite(owner, `kin-${locale}@example.test`, locale)).res.status, locale).toBe(201);
      }
    });

    it('never seats more than the family holds when invitations arrive at once', async () => {
      const owner = await member();
      const answers = await Promise.all(
        Array.from({ length: 3 * MAX_FAMILY_MEMBERS }, (_, n) => invite(owner, `rush${n}@example.test`)),
      );
      const statuses = answers.map(({ res }) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_FAMILY_MEMBERS);
      expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
      expect((await family(owner)).invitations).toHaveLength(MAX_FAMILY_MEMBERS);
    });

    it('limits how many new invitations an owner mails a day (429 with Retry-After)', async () => {
      const owner = await member();
      for (let n = 1; n <= FAMILY_INVITATION_LIMIT.limit; n += 1) {
        const { res, body } = await invite(owner, `guest${n}@example.test`);
        expect(res.status, `invitation ${n}`).toBe(201);
        const { invitation_id } = familyInvitationCreatedSchema.parse(body);
        await sendCommand(testApp(), 'CancelFamilyInvitation', { invitation_id }, owner.bearer);
      }
      const limited = await invite(owner, 'one-too-many@example.test');
      expect(limited.res.status).toBe(429);
      expect(Number(limited.res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await mailTo('one-too-many@example.test')).toEqual([]);
      clock.advance(FAMILY_INVITATION_LIMIT.windowMs);
      const later = await sendCommand(
        testApp(),
        'InviteFamilyMember',
        { email: 'one-too-many@example.test' },
        await bearerAt(testApp(), owner, clock.now()),
      );
      expect(later.res.status).toBe(201);
      clock.advance(-FAMILY_INVITATION_LIMIT.windowMs);
    });

    it('answers 401 to visitors', async () => {
      expect((await testApp().app.request('/pl/v2/me/family')).status).toBe(401);
      expect((await sendCommand(testApp(), 'InviteFamilyMember', { email: 'a@example.test' })).res.status).toBe(401);
    });
  });
}
