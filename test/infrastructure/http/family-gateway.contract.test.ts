import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyGateway } from '#application/ports/family-gateway.port';
import { KyFamilyGateway } from '#infrastructure/http/ky-family-gateway';
import { createSignedInUser } from '#test/support/server/accounts';
import { waitForLink } from '#test/support/server/identity/mailed-links';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { accountIdOf } from '#test/support/fakes/account-id';
import { InMemoryFamilyGateway } from '#test/support/fakes/in-memory-family-gateway';
import { pageHttp } from './adapter-http';
import { BrowserCookies } from './browser-cookies';

interface Subject {
  /** A club member who owns the family, their address and id. */
  readonly owner: FamilyGateway;
  readonly ownerEmail: string;
  readonly ownerId: string;
  /** An account without the club, its address and id. */
  readonly listener: FamilyGateway;
  readonly listenerEmail: string;
  readonly listenerId: string;
  /** The address of one to invite, and the gateway signed in as it. */
  readonly inviteeEmail: string;
  readonly invitee: FamilyGateway;
  /** The token of the invitation mail's link sent to the invitee. */
  readonly tokenFor: (email: string) => Promise<string>;
  readonly visitor: FamilyGateway;
  readonly teardown: () => Promise<void>;
}

const UNKNOWN_TOKEN = 'A'.repeat(43);

/** What every FamilyGateway must do: the family, invitations sent, accepted and withdrawn, members removed. */
const familyGatewayContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`FamilyGateway contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('answers an owner with no family yet as empty, with room for members', async () => {
      const family = await subject.owner.family('pl');
      expect(family).toMatchObject({ ok: true, value: { members: [], invitations: [], membership: null } });
      expect(family.ok && family.value.maxMembers).toBeGreaterThan(0);
    });

    it('refuses an address that is none, the owner themselves, a listener without the club and a market without sharing', async () => {
      expect(await subject.owner.invite('pl', 'not an address')).toEqual({
        ok: false,
        error: { code: 'FAMILY.INVALID_EMAIL' },
      });
      expect(await subject.owner.invite('pl', subject.ownerEmail)).toEqual({
        ok: false,
        error: { code: 'FAMILY.CANNOT_INVITE_SELF' },
      });
      expect(await subject.listener.invite('pl', 'someone@example.test')).toEqual({
        ok: false,
        error: { code: 'FAMILY.CLUB_REQUIRED' },
      });
      expect(await subject.owner.invite('lt', 'someone@example.test')).toEqual({
        ok: false,
        error: { code: 'FAMILY.SHARING_NOT_AVAILABLE' },
      });
    });

    it('invites an address, lists the invitation and withdraws it once', async () => {
      expect(await subject.owner.invite('pl', ' Withdrawn@Example.test ')).toEqual({ ok: true, value: undefined });
      const family = await subject.owner.family('pl');
      const invitation = family.ok ? family.value.invitations.find((i) => i.email === 'withdrawn@example.test') : null;
      expect(invitation).toBeDefined();
      expect(await subject.owner.cancelInvitation('pl', invitation?.id ?? '')).toEqual({ ok: true, value: undefined });
      expect(await subject.owner.cancelInvitation('pl', invitation?.id ?? '')).toEqual({
        ok: false,
        error: { code: 'FAMILY.NOT_FOUND' },
      });
    });

    it('lets the invited account join with the mailed token, once, until the owner removes it', async () => {
      expect(await subject.invitee.accept('pl', UNKNOWN_TOKEN)).toEqual({
        ok: false,
        error: { code: 'FAMILY.NOT_FOUND' },
      });
      expect(await subject.invitee.accept('pl', 'short')).toEqual({ ok: false, error: { code: 'FAMILY.NOT_FOUND' } });
      expect(await subject.owner.invite('pl', subject.inviteeEmail)).toEqual({ ok: true, value: undefined });
      const token = await subject.tokenFor(subject.inviteeEmail);
      expect(await subject.listener.accept('pl', token)).toEqual({
        ok: false,
        error: { code: 'FAMILY.INVITATION_FOR_ANOTHER_ADDRESS' },
      });
      expect(await subject.invitee.accept('pl', token)).toEqual({ ok: true, value: undefined });
      expect(await subject.invitee.accept('pl', token)).toEqual({
        ok: false,
        error: { code: 'FAMILY.INVITATION_CLOSED' },
      });
      expect(await subject.invitee.family('pl')).toMatchObject({
        ok: true,
        value: { membership: { ownerEmail: subject.ownerEmail } },
      });
      const family = await subject.owner.family('pl');
      const member = family.ok ? family.value.members.find((m) => m.email === subject.inviteeEmail) : undefined;
      expect(member).toBeDefined();
      expect(await subject.owner.removeMember('pl', member?.userId ?? '')).toEqual({ ok: true, value: undefined });
      expect(await subject.owner.removeMember('pl', member?.userId ?? '')).toEqual({
        ok: false,
        error: { code: 'FAMILY.NOT_FOUND' },
      });
      expect(await subject.invitee.family('pl')).toMatchObject({ ok: true, value: { membership: null } });
    });

    it('lets a member leave the family by their own id, but remove nobody else', async () => {
      expect(await subject.owner.invite('pl', subject.listenerEmail)).toEqual({ ok: true, value: undefined });
      const token = await subject.tokenFor(subject.listenerEmail);
      expect(await subject.listener.accept('pl', token)).toEqual({ ok: true, value: undefined });
      expect(await subject.listener.removeMember('pl', subject.ownerId)).toEqual({
        ok: false,
        error: { code: 'FAMILY.NOT_FOUND' },
      });
      expect(await subject.listener.removeMember('pl', subject.listenerId)).toEqual({ ok: true, value: undefined });
      expect(await subject.listener.family('pl')).toMatchObject({ ok: true, value: { membership: null } });
      const family = await subject.owner.family('pl');
      expect(family.ok && family.value.members.map((m) => m.email)).not.toContain(subject.listenerEmail);
    });

    it('refuses a visitor', async () => {
      expect(await subject.visitor.family('pl')).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
    });
  });
};

const gatewayFor = (app: TestApp['app'], accessToken: string | null) => {
  const cookies = new BrowserCookies();
  if (accessToken) cookies.set('audiora_access', accessToken);
  const { http, refreshSession } = pageHttp(app, cookies);
  return new KyFamilyGateway({ http, refreshSession });
};

familyGatewayContract('KyFamilyGateway against the reference API', async () => {
  const shared = await createTestApp();
  const owner = await createSignedInUser(shared, { clubUntil: new Date(Date.now() + 20 * 24 * 3_600_000) });
  const listener = await createSignedInUser(shared);
  const invitee = await createSignedInUser(shared);
  return {
    owner: gatewayFor(shared.app, owner.accessToken),
    ownerEmail: owner.email,
    ownerId: owner.userId,
    listener: gatewayFor(shared.app, listener.accessToken),
    listenerEmail: listener.email,
    listenerId: listener.userId,
    inviteeEmail: invitee.email,
    invitee: gatewayFor(shared.app, invitee.accessToken),
    tokenFor: (email) => waitForLink(shared, email, 'invitation'),
    visitor: gatewayFor(shared.app, null),
    teardown: () => shared.close(),
  };
});

familyGatewayContract('InMemoryFamilyGateway', async () => {
  const owner = new InMemoryFamilyGateway({ ownerEmail: 'owner@example.test' });
  return {
    owner,
    ownerEmail: 'owner@example.test',
    ownerId: accountIdOf('owner@example.test'),
    listener: owner.as('listener@example.test'),
    listenerEmail: 'listener@example.test',
    listenerId: accountIdOf('listener@example.test'),
    inviteeEmail: 'invitee@example.test',
    invitee: owner.as('invitee@example.test'),
    tokenFor: async (email) => owner.tokenFor(email),
    visitor: new InMemoryFamilyGateway({ signedIn: false }),
    teardown: async () => undefined,
  };
});
