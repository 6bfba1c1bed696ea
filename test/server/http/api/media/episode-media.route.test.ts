import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { streamMediaSchema } from '#contract/media.schema';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { DEMO_RECORDINGS } from '#server/media/demo-recordings';
import { mediaTreeVersion } from '#server/media/media-version';
import type { TestUser } from '#test/support/server/accounts';
import { associateDevice } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { librarySuite } from '#test/support/server/library-suite';

const VERSION = mediaTreeVersion();
const DAY = 86_400_000;

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`GET …/podcasts/{podcastId}/episodes/{episodeId}/media on ${target.kind}`, () => {
    const { clock, db, user, get, testApp } = librarySuite(target);
    const handedOut = new Set<string>();

    /** A seeded podcast of the market no other test was given, with its episodes' ids and recordings. */
    const show = async (locale: Locale = 'pl') => {
      const rows = await db()
        .selectFrom('products as p')
        .innerJoin('podcast_episodes as e', 'e.podcast_id', 'p.id')
        .select(['p.id as podcastId', 'e.id as episodeId', 'e.media_id as mediaId'])
        .where('p.catalog_id', '=', MARKETS[locale].catalogId)
        .where('p.type', '=', 'podcast')
        .orderBy('p.id')
        .orderBy('e.position')
        .execute();
      const podcastId = rows.find((r) => !handedOut.has(r.podcastId))?.podcastId;
      if (!podcastId) throw new Error(`no unused podcast in ${locale}`);
      handedOut.add(podcastId);
      return { podcastId, episodes: rows.filter((r) => r.podcastId === podcastId) };
    };

    /** A seeded show made one of the club's: not free, in the subscription. */
    const clubShow = async () => {
      const found = await show();
      await db()
        .updateTable('products')
        .set({ is_free: 0, is_available_in_subscription: 1 })
        .where('id', '=', found.podcastId)
        .execute();
      return found;
    };

    const mediaPath = (podcastId: string, episodeId: string, locale: Locale = 'pl', catalogId?: string) =>
      `/${locale}/v2/catalogs/${catalogId ?? MARKETS[locale].catalogId}/podcasts/${podcastId}/episodes/${episodeId}/media`;
    const code = (body: unknown) => apiErrorSchema.parse(body).code;
    const clubMember = () => user({ clubUntil: new Date(clock.now.getTime() + 30 * DAY) });

    it("answers a free show's episode to a visitor: the clear recording in the audiobook media's shape, shareable", async () => {
      const { podcastId, episodes } = await show();
      const [episode] = episodes;
      if (!episode?.mediaId) throw new Error('a seeded episode plays a recording');
      const recording = DEMO_RECORDINGS.find((r) => r.id === episode.mediaId);
      const { res, body } = await get(mediaPath(podcastId, episode.episodeId));
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=900');
      expect(streamMediaSchema.parse(body)).toEqual({
        id: recording?.id,
        url: `/media/${VERSION}/${recording?.stream.dash}`,
        sample_url: '',
        table_of_contents: recording?.chapters.map((c) => ({ title: c.title, start_ms: c.startMs })),
        dash: { url: `/media/${VERSION}/${recording?.stream.dash}` },
        hls: { url: `/media/${VERSION}/${recording?.stream.hls}` },
      });
      const manifest = await testApp().app.request(streamMediaSchema.parse(body).dash.url);
      expect(manifest.status).toBe(200);
      expect(await manifest.text()).not.toContain('ContentProtection');
    });

    it("plays a club show's episode for a club member only: 401 to a visitor, 403 to a listener outside the club", async () => {
      const { podcastId, episodes } = await clubShow();
      const path = mediaPath(podcastId, episodes[0]?.episodeId ?? '');
      const member = await get(path, await clubMember());
      expect(member.res.status).toBe(200);
      expect(member.res.headers.get('Cache-Control')).toBe('private, no-store');
      const visitor = await get(path);
      expect(visitor.res.status).toBe(401);
      expect(code(visitor.body)).toBe('UNAUTHENTICATED');
      const stranger = await get(path, await user());
      expect(stranger.res.status).toBe(403);
      expect(code(stranger.body)).toBe('NOT_ENTITLED');
    });

    it("refuses a club member's fourth streaming device: 403 DEVICE_NOT_ALLOWED", async () => {
      const { podcastId, episodes } = await clubShow();
      const who: TestUser = await clubMember();
      for (const [i, deviceId] of ['d-1', 'd-2', 'd-3'].entries())
        await associateDevice(db(), who.userId, deviceId, {
          name: 'Phone',
          firstSeen: new Date(clock.now.getTime() - (10 - i) * DAY),
        });
      const refused = await get(mediaPath(podcastId, episodes[0]?.episodeId ?? ''), who);
      expect(refused.res.status).toBe(403);
      expect(code(refused.body)).toBe('DEVICE_NOT_ALLOWED');
    });

    it("answers 404 for an unknown podcast or episode, another show's episode, or another market's", async () => {
      const first = await show();
      const second = await show();
      const czech = await show('cz');
      const episodeId = first.episodes[0]?.episodeId ?? '';
      const unknown = '99999999-9999-4999-8999-999999999999';
      for (const path of [
        mediaPath(first.podcastId, unknown),
        mediaPath(unknown, episodeId),
        mediaPath(second.podcastId, episodeId),
        mediaPath(czech.podcastId, czech.episodes[0]?.episodeId ?? ''),
        mediaPath(first.podcastId, episodeId, 'pl', MARKETS.cz.catalogId),
        mediaPath(first.podcastId, episodeId, 'cz', MARKETS.pl.catalogId),
        mediaPath(first.podcastId, 'not-a-uuid'),
      ]) {
        const { res, body } = await get(path);
        expect(res.status, path).toBe(404);
        expect(code(body)).toBe('NOT_FOUND');
      }
    });

    it('is documented in the OpenAPI document with its refusals', async () => {
      const { body } = await get('/pl/v2/openapi.json');
      const paths = (body as { paths: Record<string, { get?: { operationId: string; responses: object } }> }).paths;
      const operation = paths['/{lang}/v2/catalogs/{catalogId}/podcasts/{podcastId}/episodes/{episodeId}/media']?.get;
      expect(operation?.operationId).toBe('getEpisodeMedia');
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    });
  });
}
