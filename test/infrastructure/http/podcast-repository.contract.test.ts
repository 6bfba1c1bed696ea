import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PodcastRepository } from '#application/ports/podcast-repository.port';
import { createKyHttpClient } from '#infrastructure/http/ky-http-client';
import { KyPodcastRepository } from '#infrastructure/http/ky-podcast-repository';
import { InMemoryPodcastRepository } from '#test/support/fakes/in-memory-info-repositories';
import { aPodcast } from '#test/support/mothers/info-pages.mother';
import { type RunningTestServer, startTestServer } from '#test/support/server/test-server';

/** What every PodcastRepository must do, given one that holds the demo catalogue's Polish show "Klasyka bez kurzu". */
const podcastRepositoryContract = (
  name: string,
  setup: () => Promise<{ readonly repository: PodcastRepository; readonly teardown: () => Promise<void> }>,
) => {
  describe(`PodcastRepository contract: ${name}`, () => {
    let subject: Awaited<ReturnType<typeof setup>>;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('gives a free show by its slug, with its host and its episodes in release order', async () => {
      const result = await subject.repository.findPodcast('pl', 'klasyka-bez-kurzu');
      if (!result.ok) throw new Error(`expected the show, got ${result.error.code}`);
      const podcast = result.value;
      expect([podcast.name, podcast.isFree]).toEqual(['Klasyka bez kurzu', true]);
      expect(podcast.hosts.map((host) => host.name)).toEqual(['Marta Wierzbicka']);
      expect(podcast.episodes.length).toBeGreaterThan(1);
      expect(podcast.episodes.map((episode) => episode.position)).toEqual(podcast.episodes.map((_, i) => i + 1));
      for (const episode of podcast.episodes) {
        expect(episode.durationMs).toBeGreaterThan(0);
        expect(Number.isNaN(Date.parse(episode.publishedAt))).toBe(false);
        expect(episode.hasSample).toBe(false);
      }
    });

    it('gives the same show by its id', async () => {
      const bySlug = await subject.repository.findPodcast('pl', 'klasyka-bez-kurzu');
      if (!bySlug.ok) throw new Error('expected the show');
      const byId = await subject.repository.findPodcast('pl', bySlug.value.id);
      expect(byId.ok && byId.value.slug).toBe('klasyka-bez-kurzu');
    });

    it("answers PODCAST.NOT_FOUND for an unknown show and another market's", async () => {
      for (const [locale, id] of [
        ['pl', 'no-such-show'],
        ['cz', 'klasyka-bez-kurzu'],
      ] as const)
        expect(await subject.repository.findPodcast(locale, id)).toEqual({
          ok: false,
          error: { code: 'PODCAST.NOT_FOUND' },
        });
    });
  });
};

let server: RunningTestServer;

podcastRepositoryContract('KyPodcastRepository against the reference API', async () => {
  server = await startTestServer();
  const http = createKyHttpClient({ apiOrigin: server.origin, brand: 'audiora', userAgent: 'contract-test' });
  return { repository: new KyPodcastRepository({ http }), teardown: () => server.close() };
});

podcastRepositoryContract('InMemoryPodcastRepository', () =>
  Promise.resolve({
    repository: new InMemoryPodcastRepository().withPodcast(
      'pl',
      aPodcast({
        slug: 'klasyka-bez-kurzu',
        name: 'Klasyka bez kurzu',
        hosts: [{ id: 'host-1', slug: 'marta-wierzbicka', name: 'Marta Wierzbicka' }],
      }),
    ),
    teardown: () => Promise.resolve(),
  }),
);
