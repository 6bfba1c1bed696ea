import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { downloadSchema } from '#contract/playback.schema';
import type { AudiobookDownload, AudiobookDownloads } from '#server/library/audiobook-downloads.port';
import { createSignedInUser, sendCommand, type TestUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { requestJson, type TestApp } from '#test/support/server/test-server';
import { createApiWithPorts } from '#test/support/server/api-with-ports';
import { insertLicense } from '#test/support/server/library-suite';
import { twoPaidDemoAudiobooks } from '#test/support/server/demo-titles';

const NOW = new Date('2026-11-22T10:00:00.000Z');

/** Media produced for some audiobooks only: their packaged files on a storage host. */
class FakeDownloads implements AudiobookDownloads {
  readonly ready = new Set<string>();

  async locate(audiobookId: string): Promise<AudiobookDownload | null> {
    return this.ready.has(audiobookId)
      ? { kind: 'address', url: `https://media.example.test/packages/${audiobookId}.zip` }
      : null;
  }
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`audiobook downloads once media exist on ${target.kind}`, () => {
    const downloads = new FakeDownloads();
    let testApp: TestApp;
    let titles: string[];
    beforeAll(async () => {
      testApp = await createApiWithPorts(target, { audiobookDownloads: downloads }, () => NOW);
      const { owned, notOwned } = await twoPaidDemoAudiobooks(testApp);
      titles = [owned, notOwned];
    }, 60_000);
    afterAll(() => testApp.close());

    const license = (who: TestUser, productId: string) => insertLicense(testApp.database.db, who, productId, NOW);

    it('answers the address, which sends a license holder on to the file; without media, MEDIA_NOT_READY', async () => {
      const [withMedia = '', withoutMedia = ''] = titles;
      downloads.ready.add(withMedia);
      const owner = await createSignedInUser(testApp, { now: NOW });
      await license(owner, withMedia);
      await license(owner, withoutMedia);

      const requested = await sendCommand(
        testApp,
        'RequestAudiobookDownload',
        { audiobook_id: withMedia },
        owner.bearer,
      );
      expect(requested.res.status).toBe(200);
      const { url } = downloadSchema.parse(requested.body);
      expect(url).toBe(`/pl/v2/me/audiobooks/${withMedia}/download`);
      const followed = await testApp.app.request(url, { headers: owner.bearer });
      expect(followed.status).toBe(302);
      expect(followed.headers.get('Location')).toBe(`https://media.example.test/packages/${withMedia}.zip`);
      expect(followed.headers.get('Cache-Control')).toBe('private, no-store');

      const notReady = await sendCommand(
        testApp,
        'RequestAudiobookDownload',
        { audiobook_id: withoutMedia },
        owner.bearer,
      );
      expect(notReady.res.status).toBe(404);
      expect(apiErrorSchema.parse(notReady.body).code).toBe('MEDIA_NOT_READY');

      // The file's address is never handed to someone without a license.
      const stranger = await createSignedInUser(testApp, { now: NOW });
      const refused = await requestJson(testApp.app, url, stranger.bearer);
      expect(refused.res.status).toBe(403);
      expect(apiErrorSchema.parse(refused.body).code).toBe('NOT_ENTITLED');
      expect(refused.res.headers.get('Location')).toBeNull();
    });
  });
}
