import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import type { DatabaseSchema } from '#server/db/schema';
import { KyselyMediaEpisodes } from '#server/media/kysely-media-episodes';
import type { EpisodeMedia, MediaEpisodes } from '#server/media/media-episodes.port';
import { type ContractStore, databaseStores, fakeStore, openedForSuite } from '#test/support/server/contract-stores';
import { InMemoryMediaEpisodes } from '#test/support/server/in-memory-media';

const PL = MARKETS.pl.catalogId;
const DE = MARKETS.de.catalogId;
const T0 = '2026-11-22T10:00:00.000Z';

interface Show {
  readonly id: string;
  readonly catalogId: string;
  readonly isFree: boolean;
  readonly inClub: boolean;
  readonly episodes: readonly { readonly id: string; readonly mediaId: string | null }[];
}

const FREE_SHOW: Show = {
  id: '30000000-0000-4000-8000-000000000001',
  catalogId: PL,
  isFree: true,
  inClub: false,
  episodes: [
    { id: '31000000-0000-4000-8000-000000000001', mediaId: 'pl-zapowiedz-podcastow' },
    { id: '31000000-0000-4000-8000-000000000002', mediaId: null },
  ],
};
const CLUB_SHOW: Show = {
  id: '30000000-0000-4000-8000-000000000002',
  catalogId: PL,
  isFree: false,
  inClub: true,
  episodes: [{ id: '32000000-0000-4000-8000-000000000001', mediaId: 'pl-zapowiedz-podcastow' }],
};
const DE_SHOW: Show = {
  id: '40000000-0000-4000-8000-000000000001',
  catalogId: DE,
  isFree: true,
  inClub: false,
  episodes: [{ id: '41000000-0000-4000-8000-000000000001', mediaId: 'de-podcast-vorschau' }],
};
const SHOWS = [FREE_SHOW, CLUB_SHOW, DE_SHOW];

const mediaOf = (show: Show, n: number): EpisodeMedia => {
  const episode = show.episodes[n];
  if (!episode) throw new Error('no such episode');
  return {
    podcastId: show.id,
    episodeId: episode.id,
    isFree: show.isFree,
    inClub: show.inClub,
    mediaId: episode.mediaId,
  };
};

const writeShows = async (db: Kysely<DatabaseSchema>) => {
  await db
    .insertInto('catalogs')
    .values([
      { id: PL, locale: 'pl', currency: 'PLN' },
      { id: DE, locale: 'de', currency: 'EUR' },
    ])
    .execute();
  for (const [n, show] of SHOWS.entries()) {
    await db
      .insertInto('products')
      .values({
        id: show.id,
        catalog_id: show.catalogId,
        type: 'podcast',
        cycle_type: null,
        slug: `show-${n}`,
        reference_id: `show-${n}`,
        name: `Show ${n}`,
        description: 'Text.',
        description_html: '<p>Text.</p>',
        image: null,
        is_free: show.isFree ? 1 : 0,
        is_available_in_subscription: show.inClub ? 1 : 0,
        created_at: T0,
        published_at: T0,
      })
      .execute();
    await db
      .insertInto('podcast_episodes')
      .values(
        show.episodes.map((episode, i) => ({
          id: episode.id,
          podcast_id: show.id,
          position: i + 1,
          title: `Episode ${i + 1}`,
          description: '',
          duration_ms: 32_000,
          published_at: T0,
          media_id: episode.mediaId,
        })),
      )
      .execute();
  }
};

const stores: ContractStore<{ readonly episodes: MediaEpisodes }>[] = [
  fakeStore(() => {
    const episodes = new InMemoryMediaEpisodes();
    for (const show of SHOWS) show.episodes.forEach((_, n) => episodes.add(show.catalogId, mediaOf(show, n)));
    return { episodes };
  }),
  ...databaseStores(async (db) => {
    await writeShows(db);
    return { episodes: new KyselyMediaEpisodes({ db }) };
  }),
];

for (const store of stores) {
  describe.skipIf(!store.available)(`the media episodes over ${store.name}`, () => {
    const opened = openedForSuite(store);
    const episodes = () => opened().episodes;

    it("finds an episode of the catalogue's show with its recording and the show's offer", async () => {
      expect(await episodes().findEpisode(PL, FREE_SHOW.id, mediaOf(FREE_SHOW, 0).episodeId)).toEqual(
        mediaOf(FREE_SHOW, 0),
      );
      expect(await episodes().findEpisode(PL, CLUB_SHOW.id, mediaOf(CLUB_SHOW, 0).episodeId)).toEqual(
        mediaOf(CLUB_SHOW, 0),
      );
      expect(await episodes().findEpisode(DE, DE_SHOW.id, mediaOf(DE_SHOW, 0).episodeId)).toEqual(mediaOf(DE_SHOW, 0));
    });

    it('answers an episode without a recording with a null media id', async () => {
      expect((await episodes().findEpisode(PL, FREE_SHOW.id, mediaOf(FREE_SHOW, 1).episodeId))?.mediaId).toBeNull();
    });

    it("knows no episode of another show, of another market's show, or under an unknown id", async () => {
      const unknown = '99999999-9999-4999-8999-999999999999';
      const cases: readonly (readonly [string, string, string])[] = [
        [PL, CLUB_SHOW.id, mediaOf(FREE_SHOW, 0).episodeId],
        [PL, DE_SHOW.id, mediaOf(DE_SHOW, 0).episodeId],
        [DE, FREE_SHOW.id, mediaOf(FREE_SHOW, 0).episodeId],
        [PL, FREE_SHOW.id, unknown],
        [PL, unknown, mediaOf(FREE_SHOW, 0).episodeId],
      ];
      for (const [catalogId, podcastId, episodeId] of cases)
        expect(await episodes().findEpisode(catalogId, podcastId, episodeId)).toBeUndefined();
    });
  });
}
