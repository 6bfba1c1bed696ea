import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { listeningStatsSchema } from '#contract/listening-stats.schema';
import type { TestUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { librarySuite } from '#test/support/server/library-suite';

const epochSeconds = (iso: string) => Date.parse(iso) / 1000;

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`GET /me/listening-stats on ${target.kind}`, () => {
    const { user, command, get, title, grantLicense } = librarySuite(target);

    /** Reports a span of listening as the player does, starting at an instant, for some seconds. */
    const listen = async (who: TestUser, audiobookId: string, startedAt: string, seconds: number) => {
      const started = epochSeconds(startedAt);
      const { res, body } = await command(
        'SavePlaybackTime',
        {
          audiobook_id: audiobookId,
          media_id: `media-${audiobookId.slice(0, 8)}`,
          started_at: started,
          stopped_at: started + seconds,
        },
        who,
      );
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(body).toMatchObject({ recorded: true });
    };

    const stats = async (who: TestUser, query = '') => {
      const { res, body } = await get(`/pl/v2/me/listening-stats${query}`, who);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      return listeningStatsSchema.parse(body);
    };

    /** A listener with two licensed titles and listening spread over October and November 2026. */
    const listenerWithHistory = async () => {
      const listener = await user();
      const [first, second] = [await title({ isFree: false }), await title({ isFree: false })];
      for (const t of [first, second]) await grantLicense(listener, t.id);
      await listen(listener, first.id, '2026-11-03T10:00:00Z', 600);
      await listen(listener, first.id, '2026-11-03T18:00:00Z', 300);
      await listen(listener, first.id, '2026-11-20T09:00:00Z', 120);
      // 00:30 on 1 November in Warsaw (UTC+1): November's, though it is still October in UTC.
      await listen(listener, second.id, '2026-10-31T23:30:00Z', 1200);
      // 23:30 on 31 October in Warsaw: October's.
      await listen(listener, second.id, '2026-10-31T22:30:00Z', 60);
      // 23:30 on 25 October, the 25-hour day the clocks went back: still the 25th in Warsaw.
      await listen(listener, first.id, '2026-10-25T22:30:00Z', 30);
      return { listener, first, second };
    };

    it('sums the current Warsaw month by default: the total, each title most listened first, and each day', async () => {
      const { listener, first, second } = await listenerWithHistory();
      expect(await stats(listener)).toEqual({
        from: '2026-11-01',
        to: '2026-11-30',
        time_zone: 'Europe/Warsaw',
        total_ms: 2_220_000,
        title_count: 2,
        titles: [
          { product_id: second.id, title: second.name, ms: 1_200_000 },
          { product_id: first.id, title: first.name, ms: 1_020_000 },
        ],
        days: [
          { date: '2026-11-01', ms: 1_200_000 },
          { date: '2026-11-03', ms: 900_000 },
          { date: '2026-11-20', ms: 120_000 },
        ],
        _links: { self: { href: '/pl/v2/me/listening-stats?from=2026-11-01&to=2026-11-30' } },
      });
    });

    it('sums any period of whole Warsaw days, both ends included', async () => {
      const { listener, first, second } = await listenerWithHistory();
      const october = await stats(listener, '?from=2026-10-01&to=2026-10-31');
      expect(october).toMatchObject({
        from: '2026-10-01',
        to: '2026-10-31',
        total_ms: 90_000,
        title_count: 2,
        titles: [
          { product_id: second.id, ms: 60_000 },
          { product_id: first.id, ms: 30_000 },
        ],
        days: [
          { date: '2026-10-25', ms: 30_000 },
          { date: '2026-10-31', ms: 60_000 },
        ],
      });
      const oneDay = await stats(listener, '?from=2026-11-03&to=2026-11-03');
      expect(oneDay).toMatchObject({ total_ms: 900_000, title_count: 1, days: [{ date: '2026-11-03', ms: 900_000 }] });
      const quiet = await stats(listener, '?from=2025-01-01&to=2025-12-31');
      expect(quiet).toMatchObject({ total_ms: 0, title_count: 0, titles: [], days: [] });
    });

    it("counts only the viewer's own listening", async () => {
      const { listener } = await listenerWithHistory();
      const other = await user();
      const shared = await title({ isFree: false });
      await grantLicense(other, shared.id);
      await grantLicense(listener, shared.id);
      await listen(other, shared.id, '2026-11-05T12:00:00Z', 45);
      expect(await stats(other)).toMatchObject({
        total_ms: 45_000,
        title_count: 1,
        titles: [{ product_id: shared.id, ms: 45_000 }],
        days: [{ date: '2026-11-05', ms: 45_000 }],
      });
      expect((await stats(listener)).titles.map((t) => t.product_id)).not.toContain(shared.id);
      const stranger = await user();
      expect(await stats(stranger)).toMatchObject({ total_ms: 0, title_count: 0, titles: [], days: [] });
    });

    it.each([
      ['?from=2026-13-01&to=2026-12-31', { property: 'from', code: 'INVALID' }],
      ['?from=2026-02-29&to=2026-03-01', { property: 'from', code: 'INVALID' }],
      ['?from=yesterday&to=2026-11-01', { property: 'from', code: 'INVALID' }],
      ['?from=2026-11-01&to=2026-11-01T10:00:00Z', { property: 'to', code: 'INVALID' }],
      ['?from=2026-11-01', { property: 'to', code: 'REQUIRED' }],
      ['?to=2026-11-01', { property: 'from', code: 'REQUIRED' }],
      ['?from=2026-11-05&to=2026-11-04', { property: 'to', code: 'BEFORE_FROM' }],
      ['?from=2026-01-01&to=2027-01-02', { property: 'to', code: 'RANGE_TOO_LONG' }],
    ])('answers %s with 400 INVALID_QUERY naming the field', async (query, error) => {
      const listener = await user();
      const { res, body } = await get(`/pl/v2/me/listening-stats${query}`, listener);
      expect(res.status).toBe(400);
      const parsed = apiErrorSchema.parse(body);
      expect(parsed.code).toBe('INVALID_QUERY');
      expect(parsed.errors).toEqual([error]);
    });

    it('accepts a full leap year of 366 days', async () => {
      const listener = await user();
      expect((await stats(listener, '?from=2028-01-01&to=2028-12-31')).total_ms).toBe(0);
    });

    it('answers visitors 401 and is documented in the OpenAPI document', async () => {
      expect((await get('/pl/v2/me/listening-stats')).res.status).toBe(401);
      const doc = (await get('/pl/v2/openapi.json')).body as {
        paths: Record<string, { get?: { parameters: { name: string }[] } }>;
      };
      const op = doc.paths['/{lang}/v2/me/listening-stats']?.get;
      expect(op?.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['from', 'to']));
    });
  });
}
