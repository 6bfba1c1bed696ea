import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubGateway } from '#application/ports/club-gateway.port';
import { KyClubGateway } from '#infrastructure/http/ky-club-gateway';
import { ANTI_CANCELLATION_REASON_IDS } from '#server/commerce/club/anti-cancellation-reasons';
import { createSignedInUser } from '#test/support/server/accounts';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { InMemoryClubGateway } from '#test/support/fakes/in-memory-club-gateway';
import { pageHttp } from './adapter-http';
import { BrowserCookies } from './browser-cookies';

interface Subject {
  /** A listener whose own club period runs until `clubUntil` and renews. */
  readonly member: ClubGateway;
  readonly clubUntil: string;
  readonly listener: ClubGateway;
  readonly visitor: ClubGateway;
  readonly teardown: () => Promise<void>;
}

/** What every ClubGateway must do: the listener's membership, the reasons to leave, and cancelling with one. */
const clubGatewayContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`ClubGateway contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('answers a listener without the club as no member', async () => {
      expect(await subject.listener.membership('pl')).toMatchObject({
        ok: true,
        value: { hasClub: false, active: false, clubUntil: null, familyRole: null },
      });
    });

    it('lists the reasons to leave, each with a label', async () => {
      const reasons = await subject.member.cancellationReasons('en');
      expect(reasons.ok && reasons.value.map((reason) => reason.id)).toEqual([...ANTI_CANCELLATION_REASON_IDS]);
      expect(reasons.ok && reasons.value.every((reason) => reason.label.length > 0)).toBe(true);
    });

    it('refuses cancelling with a reason not listed, or without a running period', async () => {
      expect(await subject.member.cancel('pl', 'bored')).toEqual({ ok: false, error: { code: 'CLUB.UNKNOWN_REASON' } });
      expect(await subject.listener.cancel('pl', 'other')).toEqual({
        ok: false,
        error: { code: 'CLUB.NOT_A_MEMBER' },
      });
    });

    it("cancels a member's renewal, the club lasting until its period's end", async () => {
      expect(await subject.member.membership('pl')).toMatchObject({
        ok: true,
        value: { hasClub: true, active: true, renews: true, cancelledAt: null },
      });
      const cancelled = await subject.member.cancel('pl', 'taking-a-break');
      expect(cancelled.ok && Date.parse(cancelled.value.clubUntil)).toBe(Date.parse(subject.clubUntil));
      const after = await subject.member.membership('pl');
      expect(after).toMatchObject({ ok: true, value: { hasClub: true, active: true, renews: false } });
      expect(after.ok && after.value.cancelledAt).not.toBeNull();
    });

    it('orders a club month to pay in a club market, and none where the club is off', async () => {
      const joined = await subject.listener.join('cz');
      expect(joined.ok && joined.value.orderId).toMatch(/^[0-9a-f-]{36}$/);
      expect(joined.ok && joined.value.paymentUrl).toMatch(/^\/sandbox-pay\/[0-9a-f-]{36}$/);
      expect(await subject.listener.join('sk')).toEqual({ ok: false, error: { code: 'CLUB.NOT_IN_MARKET' } });
    });

    it('refuses a visitor', async () => {
      const refused = { ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } };
      expect(await subject.visitor.join('pl')).toEqual(refused);
      expect(await subject.visitor.membership('pl')).toEqual(refused);
      expect(await subject.visitor.cancellationReasons('pl')).toEqual(refused);
      expect(await subject.visitor.cancel('pl', 'other')).toEqual(refused);
    });
  });
};

const gatewayFor = (app: TestApp['app'], accessToken: string | null) => {
  const cookies = new BrowserCookies();
  if (accessToken) cookies.set('audiora_access', accessToken);
  const { http, refreshSession } = pageHttp(app, cookies);
  return new KyClubGateway({ http, refreshSession });
};

clubGatewayContract('KyClubGateway against the reference API', async () => {
  const shared = await createTestApp();
  const clubUntil = new Date(Date.now() + 20 * 24 * 3_600_000);
  const member = await createSignedInUser(shared, { clubUntil });
  const listener = await createSignedInUser(shared);
  return {
    member: gatewayFor(shared.app, member.accessToken),
    clubUntil: clubUntil.toISOString(),
    listener: gatewayFor(shared.app, listener.accessToken),
    visitor: gatewayFor(shared.app, null),
    teardown: () => shared.close(),
  };
});

clubGatewayContract('InMemoryClubGateway', async () => {
  const clubUntil = '2026-12-20T10:00:00.000Z';
  return {
    member: InMemoryClubGateway.member(clubUntil),
    clubUntil,
    listener: new InMemoryClubGateway(),
    visitor: new InMemoryClubGateway({ signedIn: false }),
    teardown: async () => undefined,
  };
});

describe('KyClubGateway against a broken API', () => {
  it('tells a server that takes no payments from maintenance by the error code', async () => {
    const answering = (status: number, body: unknown) =>
      gatewayFor({ fetch: async () => Response.json(body, { status }) } as unknown as TestApp['app'], null);
    const noPayments = { code: 'PAYMENT_UNAVAILABLE', message: 'Payments are not available on this server' };
    expect(await answering(503, noPayments).join('pl')).toEqual({
      ok: false,
      error: { code: 'CLUB.PAYMENT_UNAVAILABLE' },
    });
    expect(await answering(503, {}).join('pl')).toEqual({ ok: false, error: { code: 'API.MAINTENANCE' } });
    expect(await answering(201, { order_id: 'x' }).join('pl')).toEqual({
      ok: false,
      error: { code: 'CLUB.UNAVAILABLE' },
    });
  });

  it('answers a body it cannot read as unavailable', async () => {
    const app = { fetch: async () => Response.json({ has_club: 'maybe' }) } as unknown as TestApp['app'];
    expect(await gatewayFor(app, null).membership('pl')).toEqual({ ok: false, error: { code: 'CLUB.UNAVAILABLE' } });
  });
});
