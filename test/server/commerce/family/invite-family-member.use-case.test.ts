import { describe, expect, it } from 'vitest';
import type { Market } from '#domain/market/market';
import { MARKETS } from '#domain/market/markets';
import { tokenHash } from '#server/accounts/session/token';
import { FAMILY_INVITATION_LIMIT, InviteFamilyMember } from '#server/commerce/family/invite-family-member.use-case';
import { MAX_FAMILY_MEMBERS } from '#server/commerce/family/max-family-members';
import { clockAt, inMemoryCommerce, RecordingMailSender } from '#test/support/server/commerce/in-memory-commerce';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';
import { recordingLogger } from '#test/support/server/recording-logger';

const NOW = '2026-03-10T12:00:00.000Z';
const RUNNING = '2026-04-10T12:00:00.000Z';
const pl = MARKETS.pl;

/** The secret of the invitation link in a mail's text. */
const linkToken = (text: string): string => {
  const token = /[?&]invitation=([A-Za-z0-9_-]{43})(?:\s|$)/m.exec(text)?.[1];
  if (!token) throw new Error(`No invitation link in the mail:\n${text}`);
  return token;
};

const setUp = (mail = new RecordingMailSender()) => {
  const commerce = inMemoryCommerce();
  commerce.families.accounts.set('owner', { email: 'owner@example.test', clubUntil: RUNNING });
  commerce.families.accounts.set('plain', { email: 'plain@example.test', clubUntil: null });
  const logger = recordingLogger();
  const invitations = new InMemoryAttemptLimiters().limiter('family-invitation.owner', FAMILY_INVITATION_LIMIT);
  const invite = new InviteFamilyMember({
    ...commerce,
    invitations,
    mail,
    logger,
    now: clockAt(NOW),
    product: 'audiora',
  });
  const execute = (email: string, ownerId = 'owner', market: Market = pl) =>
    invite.execute({ ownerId, email, market, origin: 'http://localhost' });
  return { commerce, mail, logger, execute };
};

describe('InviteFamilyMember', () => {
  it('counts only new invitations towards the daily limit, then answers TOO_MANY_ATTEMPTS and mails nothing', async () => {
    const { commerce, mail, execute } = setUp();
    for (let n = 1; n <= FAMILY_INVITATION_LIMIT.limit; n += 1) {
      expect(await execute(`kid${n}@example.test`)).toMatchObject({ ok: true, value: { created: true } });
      if (n === 1) expect(await execute('kid1@example.test')).toMatchObject({ ok: true, value: { created: false } });
      // Withdrawn, so the family never fills up: the limit counts invitations mailed, not seats.
      commerce.families.invitations.length = 0;
    }
    const refused = await execute('one-more@example.test');
    expect(refused).toEqual({ ok: false, error: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 86_400 } });
    expect(mail.sent).toHaveLength(FAMILY_INVITATION_LIMIT.limit);
  });

  it('invites the address as stored (trimmed, lower case) and mails it a link to the user panel', async () => {
    const { commerce, mail, execute } = setUp();
    const invited = await execute('  Kid@Example.TEST ');
    expect(invited).toMatchObject({ ok: true, value: { created: true, email: 'kid@example.test' } });
    expect(commerce.families.invitations).toHaveLength(1);
    // The seats are counted inside the hold, so two invitations at once cannot both take the last one.
    expect(commerce.families.held).toEqual(['owner']);
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]?.to).toBe('kid@example.test');
    expect(mail.sent[0]?.text).toContain('owner@example.test');
    expect(mail.sent[0]?.text).toContain('http://localhost/pl/');
  });

  it('mails the only copy of the link that accepts the invitation, and stores just its hash', async () => {
    const { commerce, mail, logger, execute } = setUp();
    await execute('kid@example.test');
    const token = linkToken(mail.sent[0]?.text ?? '');
    expect(mail.sent[0]?.text).toContain(
      `http://localhost/pl/panel-uzytkownika/udostepnianie-rodzinie?invitation=${token}`,
    );
    expect(mail.sent[0]?.html).toContain(`?invitation=${token}`);
    expect(commerce.families.invitations[0]?.tokenHash).toBe(tokenHash(token));
    expect(JSON.stringify([commerce.families.invitations, logger.lines])).not.toContain(token);
    // A fresh secret for every invitation.
    await execute('kid2@example.test');
    expect(linkToken(mail.sent[1]?.text ?? '')).not.toBe(token);
  });

  it('mails its link to an open invitation written before links were mailed, once, counting the mail', async () => {
    const { commerce, mail, execute } = setUp();
    commerce.families.invitations.push({
      id: 'old',
      ownerId: 'owner',
      email: 'kid@example.test',
      status: 'pending',
      tokenHash: null,
    });
    expect(await execute('kid@example.test')).toMatchObject({ ok: true, value: { id: 'old', created: false } });
    const token = linkToken(mail.sent[0]?.text ?? '');
    expect(commerce.families.invitations).toEqual([
      expect.objectContaining({ id: 'old', tokenHash: tokenHash(token) }),
    ]);
    expect(await execute('kid@example.test')).toMatchObject({ ok: true, value: { id: 'old', created: false } });
    expect(mail.sent).toHaveLength(1);
  });

  it('answers the open invitation when the address is invited again, and mails nothing more', async () => {
    const { mail, execute } = setUp();
    const first = await execute('kid@example.test');
    const again = await execute('kid@example.test');
    expect(again).toEqual({
      ok: true,
      value: {
        id: first.ok && first.value.id,
        created: false,
        email: 'kid@example.test',
        ownerEmail: 'owner@example.test',
      },
    });
    expect(mail.sent).toHaveLength(1);
  });

  it('keeps the invitation when the mail fails, and logs the failure without the address', async () => {
    const { commerce, logger, execute } = setUp(new RecordingMailSender(true));
    const invited = await execute('kid@example.test');
    expect(invited.ok && invited.value.created).toBe(true);
    expect(commerce.families.invitations).toHaveLength(1);
    expect(logger.lines).toEqual([
      expect.objectContaining({ level: 'error', message: 'Family invitation mail failed', error: 'Error' }),
    ]);
    expect(JSON.stringify(logger.lines)).not.toContain('kid@example.test');
  });

  it.each([
    ['lt', 'SHARING_NOT_AVAILABLE'],
    ['sk', 'SHARING_NOT_AVAILABLE'],
  ] as const)('answers %s with %s', async (locale, code) => {
    const { execute } = setUp();
    expect(await execute('kid@example.test', 'owner', MARKETS[locale])).toEqual({ ok: false, error: { code } });
  });

  it('answers CLUB_NOT_AVAILABLE in a market with sharing but no club', async () => {
    const { execute } = setUp();
    const noClub: Market = { ...pl, features: { ...pl.features, club: false } };
    expect(await execute('kid@example.test', 'owner', noClub)).toEqual({
      ok: false,
      error: { code: 'CLUB_NOT_AVAILABLE' },
    });
  });

  it('answers CLUB_REQUIRED to a user without a running paid period', async () => {
    const { commerce, mail, execute } = setUp();
    commerce.families.accounts.set('lapsed', { email: 'lapsed@example.test', clubUntil: NOW });
    for (const ownerId of ['plain', 'lapsed'])
      expect(await execute('kid@example.test', ownerId)).toEqual({ ok: false, error: { code: 'CLUB_REQUIRED' } });
    expect(mail.sent).toEqual([]);
  });

  it('answers CANNOT_INVITE_SELF to an owner inviting their own address', async () => {
    const { execute } = setUp();
    expect(await execute(' OWNER@example.test')).toEqual({ ok: false, error: { code: 'CANNOT_INVITE_SELF' } });
  });

  it('answers ALREADY_IN_FAMILY to a member of another family, and for an address already in the family', async () => {
    const { commerce, execute } = setUp();
    commerce.families.accounts.set('member', { email: 'member@example.test', clubUntil: RUNNING });
    commerce.families.members.push({ memberId: 'member', ownerId: 'someone', invitationId: 'i0' });
    expect(await execute('kid@example.test', 'member')).toEqual({ ok: false, error: { code: 'ALREADY_IN_FAMILY' } });

    commerce.families.invitations.push({
      id: 'i1',
      ownerId: 'owner',
      email: 'kid@example.test',
      status: 'accepted',
      tokenHash: null,
    });
    expect(await execute('kid@example.test')).toEqual({ ok: false, error: { code: 'ALREADY_IN_FAMILY' } });
  });

  it(`answers FAMILY_FULL past ${MAX_FAMILY_MEMBERS} seats, even when invited at the same time`, async () => {
    const { commerce, execute } = setUp();
    const answers = await Promise.all(
      Array.from({ length: MAX_FAMILY_MEMBERS + 2 }, (_, n) => execute(`kid${n}@example.test`)),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(MAX_FAMILY_MEMBERS);
    expect(answers.filter((a) => !a.ok).map((a) => !a.ok && a.error)).toEqual([
      { code: 'FAMILY_FULL', limit: MAX_FAMILY_MEMBERS },
      { code: 'FAMILY_FULL', limit: MAX_FAMILY_MEMBERS },
    ]);
    expect(commerce.families.invitations).toHaveLength(MAX_FAMILY_MEMBERS);
  });
});
