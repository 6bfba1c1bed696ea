import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudiobookRepository } from '#application/ports/audiobook-repository.port';
import { MARKETS } from '#domain/market/markets';
import { KyAudiobookRepository } from '#infrastructure/http/ky-audiobook-repository';
import { InMemoryAudiobookRepository } from '#test/support/fakes/in-memory-audiobook-repository';
import { anAudiobook } from '#test/support/mothers/audiobook.mother';
import { demoTitleId, firstDemoAudiobookId } from '#test/support/server/demo-titles';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { recordingHttp } from './adapter-http';
import { BrowserCookies } from './browser-cookies';

const ORIGIN = 'http://127.0.0.1:3000';

interface Subject {
  readonly repository: AudiobookRepository;
  /** A Polish audiobook with chapters, credits and a main category below a parent. */
  readonly polishId: string;
  /** An audiobook of the German catalogue. */
  readonly germanId: string;
  readonly teardown: () => Promise<void>;
}

/** What every AudiobookRepository must do (spec §3 Audiobook, §7 GET /audiobooks/{id}). */
const audiobookRepositoryContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`AudiobookRepository contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('gives the audiobook with its credits, main category and chapters in order', async () => {
      const result = await subject.repository.findAudiobook('pl', subject.polishId);
      if (!result.ok) throw new Error(result.error.code);
      const audiobook = result.value;
      expect(audiobook.id).toBe(subject.polishId);
      expect(audiobook.name).toBe('Hrabia Monte Christo');
      expect(audiobook.currency).toBe('PLN');
      expect(audiobook.authors.map((a) => a.name)).toEqual([expect.stringContaining('Dumas')]);
      // Linked by the address of their page, not by id (which would cost a redirect).
      expect(audiobook.authors.map((a) => a.slug)).toEqual([expect.stringMatching(/dumas/)]);
      expect(audiobook.lectors.length).toBeGreaterThan(0);
      expect(audiobook.publishers.length).toBeGreaterThan(0);
      expect(audiobook.categories.map((c) => c.id)).toContain(audiobook.mainCategoryId);
      expect(audiobook.chapters[0]?.startMs).toBe(0);
      const starts = audiobook.chapters.map((c) => c.startMs);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(audiobook.durationMs).toBeGreaterThan(starts.at(-1) ?? 0);
      expect(audiobook.referenceId).toMatch(/^pl_/);
    });

    it('is AUDIOBOOK.NOT_FOUND for an unknown id, or one that is no id at all', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        expect(await subject.repository.findAudiobook('pl', id)).toEqual({
          ok: false,
          error: { code: 'AUDIOBOOK.NOT_FOUND' },
        });
      }
    });

    it("keeps markets apart: another market's audiobook is not found", async () => {
      expect((await subject.repository.findAudiobook('de', subject.germanId)).ok).toBe(true);
      expect(await subject.repository.findAudiobook('pl', subject.germanId)).toEqual({
        ok: false,
        error: { code: 'AUDIOBOOK.NOT_FOUND' },
      });
    });
  });
};

let shared: TestApp;

audiobookRepositoryContract('KyAudiobookRepository against the reference API', async () => {
  shared = await createTestApp();
  const http = ky.create({ prefixUrl: ORIGIN, fetch: new BrowserCookies().fetchThrough(shared.app), retry: 0 });
  return {
    repository: new KyAudiobookRepository({ http }),
    polishId: await demoTitleId(shared, 'pl', 'Hrabia Monte Christo'),
    germanId: await firstDemoAudiobookId(shared, 'de'),
    teardown: () => shared.close(),
  };
});

audiobookRepositoryContract('InMemoryAudiobookRepository', async () => {
  const polish = anAudiobook({
    name: 'Hrabia Monte Christo',
    authors: [{ id: 'a1', slug: 'aleksander-dumas', name: 'Aleksander Dumas' }],
  });
  const german = anAudiobook({ name: 'Der Graf von Monte Christo', currency: 'EUR' });
  return {
    repository: new InMemoryAudiobookRepository().withAudiobook('pl', polish).withAudiobook('de', german),
    polishId: polish.id,
    germanId: german.id,
    teardown: async () => undefined,
  };
});

describe('KyAudiobookRepository against the reference API', () => {
  it("asks for the market's catalogue strictly, without links (spec §7)", async () => {
    const t = await createTestApp();
    try {
      const { http, asked } = recordingHttp(t.app);
      const id = await firstDemoAudiobookId(t, 'cz');
      expect((await new KyAudiobookRepository({ http }).findAudiobook('cz', id)).ok).toBe(true);
      expect(asked).toEqual([`/cz/v2/audiobooks/${id}?catalog=${MARKETS.cz.catalogId}&strict=1&_f[noLinks]=1`]);
    } finally {
      await t.close();
    }
  });
});
