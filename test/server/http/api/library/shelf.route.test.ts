import { describe, expect, it } from 'vitest';
import { recentlyPlayedPageSchema, shelfPageSchema } from '#contract/shelf.schema';
import type { TestUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { librarySuite } from '#test/support/server/library-suite';

const DAY = 24 * 60 * 60 * 1000;

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`shelf and recently played on ${target.kind}`, () => {
    const { clock, user, command, get, title, grantLicense } = librarySuite(target);

    const shelf = async (who: TestUser, query = '') => {
      const { res, body } = await get(`/pl/v2/me/shelf${query}`, who);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      return shelfPageSchema.parse(body);
    };
    const recentlyPlayed = async (who: TestUser, query = '') => {
      const { res, body } = await get(`/pl/v2/me/recently-played${query}`, who);
      expect(res.status).toBe(200);
      return recentlyPlayedPageSchema.parse(body);
    };
    const ids = (page: { _embedded: { 'app:product': { id: string }[] } }) =>
      page._embedded['app:product'].map((p) => p.id);

    it('holds owned titles, free titles started and club titles started as a member, the latest first', async () => {
      const member = await user({ clubUntil: new Date(clock.now.getTime() + 30 * DAY) });
      const owned = await title({ isFree: false });
      const free = await title({ isFree: true });
      const club = await title({ isFree: false, inClub: true });
      const merelyPlayed = await title({ isFree: false, inClub: false });
      await grantLicense(member, owned.id);
      clock.advance(1_000);
      await command('StartPlayback', { audiobook_id: free.id }, member);
      clock.advance(1_000);
      await command('StartPlayback', { audiobook_id: club.id }, member);
      clock.advance(1_000);
      await command('StartPlayback', { audiobook_id: merelyPlayed.id }, member);
      const page = await shelf(member);
      expect(ids(page)).toEqual([club.id, free.id, owned.id]);
      expect(page).toMatchObject({ page: 1, limit: 15, pages: 1, total: 3 });
      // Playing an owned title again moves it up; it is listed once.
      clock.advance(1_000);
      await command('StartPlayback', { audiobook_id: owned.id }, member);
      expect(ids(await shelf(member))).toEqual([owned.id, club.id, free.id]);
      expect(ids(await shelf(member, '?limit=1&page=3'))).toEqual([free.id]);
    });

    it('does not shelve a club title started without club access, and keeps one started as a member', async () => {
      const outsider = await user();
      const club = await title({ isFree: false, inClub: true });
      await command('StartPlayback', { audiobook_id: club.id }, outsider);
      expect((await shelf(outsider)).total).toBe(0);
      const lapsing = await user({ clubUntil: new Date(clock.now.getTime() + 60_000) });
      await command('StartPlayback', { audiobook_id: club.id }, lapsing);
      clock.advance(2 * 60_000);
      await command('StartPlayback', { audiobook_id: club.id }, lapsing);
      expect(ids(await shelf(lapsing))).toEqual([club.id]);
    });

    it('lists recently played audiobooks newest first with their positions', async () => {
      const listener = await user();
      const [first, second] = [await title({ isFree: false }), await title({ isFree: false })];
      await grantLicense(listener, first.id);
      await grantLicense(listener, second.id);
      await command('StartPlayback', { audiobook_id: first.id }, listener);
      clock.advance(1_000);
      await command('StartPlayback', { audiobook_id: second.id }, listener);
      clock.advance(1_000);
      await command(
        'SavePlaybackProgress',
        { audiobook_id: first.id, device: 'Web Player', position: 42_000 },
        listener,
      );
      const page = await recentlyPlayed(listener);
      expect(page.total).toBe(2);
      expect(page._embedded['app:product'].map((p) => [p.id, p.position, p.updated_at])).toEqual([
        [first.id, 42_000, clock.now.toISOString()],
        [second.id, 0, new Date(clock.now.getTime() - 1_000).toISOString()],
      ]);
      expect(page._embedded['app:product'][0]).toMatchObject({ name: first.name, currency: 'PLN' });
    });

    it('gives each recently played audiobook its length, the measure of its position', async () => {
      const listener = await user();
      const played = await title({ isFree: false });
      await grantLicense(listener, played.id);
      await command('StartPlayback', { audiobook_id: played.id }, listener);
      const detail = (await get(`/pl/v2/audiobooks/${played.id}`, listener)).body as { duration_in_ms: number };
      const [item] = (await recentlyPlayed(listener))._embedded['app:product'];
      expect(item?.duration_in_ms).toBe(detail.duration_in_ms);
    });

    it("keeps users apart: B sees neither A's shelf nor A's recently played", async () => {
      const [a, b] = [await user(), await user()];
      const t = await title({ isFree: false });
      await grantLicense(a, t.id);
      await command('StartPlayback', { audiobook_id: t.id }, a);
      expect(ids(await shelf(a))).toEqual([t.id]);
      expect(ids(await recentlyPlayed(a))).toEqual([t.id]);
      expect((await shelf(b)).total).toBe(0);
      expect((await recentlyPlayed(b)).total).toBe(0);
    });

    it('answers visitors 401', async () => {
      for (const path of ['/pl/v2/me/shelf', '/pl/v2/me/recently-played'])
        expect((await get(path)).res.status, path).toBe(401);
    });
  });
}
