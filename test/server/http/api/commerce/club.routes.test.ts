import { describe, expect, it } from 'vitest';
import {
  accessSourcesSchema,
  activationMethodsSchema,
  antiCancellationReasonsSchema,
  clubCancelledSchema,
} from '#contract/club.schema';
import { checkoutStartedSchema } from '#contract/order.schema';
import { LOCALES } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { hasClubAccess } from '#server/accounts/club-access';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import {
  bearerAt,
  commerceSuite,
  createSignedInUser,
  pressSandbox,
  sendCommand,
} from '#test/support/server/commerce/commerce-fixtures';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`the club on ${target.kind}`, () => {
    const { clock, testApp } = commerceSuite(target);

    const clubUntilOf = async (userId: string) =>
      (
        await testApp()
          .database.db.selectFrom('users')
          .select('club_until')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).club_until;
    const joinAndPay = async (headers: Record<string, string>, locale: 'pl' | 'de' | 'cz' = 'pl') => {
      const { res, body } = await sendCommand(testApp(), 'JoinClub', {}, headers, locale);
      expect(res.status).toBe(201);
      const started = checkoutStartedSchema.parse(body);
      const paid = await pressSandbox(testApp(), headers, started.payment_url.split('/').pop() ?? '', 'confirm');
      return { orderId: started.order_id, location: paid.headers.get('Location') };
    };
    const accessSources = async (headers: Record<string, string>, locale = 'pl') =>
      accessSourcesSchema.parse(
        await (await testApp().app.request(`/${locale}/v2/me/access-sources`, { headers })).json(),
      );
    it('sells a month at the market price, then extends from the end of the running period', async () => {
      clock.set('2026-01-31T10:00:00.000Z');
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      const first = await joinAndPay(user.bearer);
      expect(first.location).toBe(`/pl/sukces/klub-audiora?order=${first.orderId}`);
      expect(await clubUntilOf(user.userId)).toBe('2026-02-28T10:00:00.000Z');
      const order = await testApp()
        .database.db.selectFrom('orders')
        .selectAll()
        .where('id', '=', first.orderId)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({ kind: 'club', status: 'paid', total: 3990, currency: 'PLN' });
      expect(await hasClubAccess(testApp().database.db, user.userId, MARKETS.pl, clock.now())).toBe(true);

      clock.set('2026-02-10T10:00:00.000Z');
      await joinAndPay(await bearerAt(testApp(), user, clock.now()));
      expect(await clubUntilOf(user.userId)).toBe('2026-03-28T10:00:00.000Z');

      // After a lapse the new month starts now.
      clock.set('2026-05-01T08:00:00.000Z');
      expect(await hasClubAccess(testApp().database.db, user.userId, MARKETS.pl, clock.now())).toBe(false);
      await joinAndPay(await bearerAt(testApp(), user, clock.now()));
      expect(await clubUntilOf(user.userId)).toBe('2026-06-01T08:00:00.000Z');
    });

    it.each([
      ['pl', ['card', 'blik', 'gift-code']],
      ['de', ['card', 'gift-code']],
    ] as const)('lists how the club can be activated in %s', async (locale, expected) => {
      const user = await createSignedInUser(testApp(), { now: clock.now(), locale });
      const res = await testApp().app.request(`/${locale}/v2/me/activation-methods`, { headers: user.bearer });
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      const methods = activationMethodsSchema.parse(await res.json())._embedded['app:activation-method'];
      expect(methods).toEqual(expected.map((id) => ({ id })));
      expect((await testApp().app.request(`/${locale}/v2/me/activation-methods`)).status).toBe(401);
    });

    it('cancels renewal and keeps access until club_until', async () => {
      clock.set('2026-07-01T10:00:00.000Z');
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      const refused = await sendCommand(testApp(), 'CancelClub', { reason_id: 'too-expensive' }, user.bearer);
      expect(refused.res.status).toBe(409);
      await joinAndPay(user.bearer);
      expect((await accessSources(user.bearer)).club).toMatchObject({ active: true, renews: true });

      const unknown = await sendCommand(testApp(), 'CancelClub', { reason_id: 'bored' }, user.bearer);
      expect(unknown.res.status).toBe(422);
      clock.advance(86_400_000);
      const headers = await bearerAt(testApp(), user, clock.now());
      const { res, body } = await sendCommand(testApp(), 'CancelClub', { reason_id: 'taking-a-break' }, headers);
      expect(res.status).toBe(200);
      expect(clubCancelledSchema.parse(body)).toEqual({
        club_until: '2026-08-01T10:00:00.000Z',
        club_cancelled_at: '2026-07-02T10:00:00.000Z',
      });
      const sources = await accessSources(headers);
      expect(sources).toMatchObject({ has_club: true, club: { active: true, renews: false } });
      const membership = await testApp()
        .database.db.selectFrom('club_memberships')
        .selectAll()
        .where('user_id', '=', user.userId)
        .executeTakeFirstOrThrow();
      expect(membership.cancel_reason_id).toBe('taking-a-break');

      clock.set('2026-08-01T10:00:01.000Z');
      const later = await bearerAt(testApp(), user, clock.now());
      expect(await accessSources(later)).toMatchObject({ has_club: false, club: { active: false } });
      // Paying again restarts renewal.
      await joinAndPay(later);
      expect((await accessSources(later)).club.renews).toBe(true);
    });

    it('counts one-off purchases among the access sources', async () => {
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      const [product] = await testApp()
        .database.db.selectFrom('products')
        .select('id')
        .where('catalog_id', '=', MARKETS.pl.catalogId)
        .limit(1)
        .execute();
      await testApp()
        .database.db.insertInto('licenses')
        .values({
          id: crypto.randomUUID(),
          user_id: user.userId,
          product_id: product?.id ?? '',
          order_id: crypto.randomUUID(),
          granted_at: clock.now().toISOString(),
        })
        .execute();
      expect((await accessSources(user.bearer)).one_off_purchases.count).toBe(1);
      expect((await accessSources(user.bearer, 'de')).one_off_purchases.count).toBe(0);
    });

    it('lists the cancellation reasons in every market language', async () => {
      const labels = new Set<string>();
      for (const locale of LOCALES) {
        const res = await testApp().app.request(`/${locale}/v2/me/anti-cancellation-reasons`, {
          headers: (await createSignedInUser(testApp(), { now: clock.now() })).bearer,
        });
        expect(res.headers.get('Cache-Control')).toBe('private, no-store');
        const reasons = antiCancellationReasonsSchema.parse(await res.json())._embedded['app:anti-cancellation-reason'];
        expect(reasons.map((r) => r.id)).toContain('too-expensive');
        labels.add(reasons[0]?.label ?? '');
      }
      expect(labels.size).toBe(LOCALES.length);
      expect((await testApp().app.request('/pl/v2/me/anti-cancellation-reasons')).status).toBe(401);
    });
  });
}
