import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListeningHistoryRepository } from '#application/ports/listening-history-repository.port';
import { KyListeningHistoryRepository } from '#infrastructure/http/ky-listening-history-repository';
import { createSignedInUser } from '#test/support/server/accounts';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { InMemoryListeningHistory } from '#test/support/fakes/in-memory-listening-history';
import { pageHttp } from './adapter-http';
import { BrowserCookies } from './browser-cookies';

interface Subject {
  /** A listener who has heard nothing yet. */
  readonly listener: ListeningHistoryRepository;
  readonly visitor: ListeningHistoryRepository;
  readonly teardown: () => Promise<void>;
}

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

/** What every ListeningHistoryRepository must do: the listener's own listening, and nothing for a visitor. */
const listeningHistoryContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`ListeningHistoryRepository contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('answers a listener who heard nothing the range asked, with no time, titles or days', async () => {
      expect(await subject.listener.stats('pl', NOVEMBER)).toEqual({
        ok: true,
        value: { range: NOVEMBER, totalMs: 0, titles: [], days: [] },
      });
    });

    it("answers this month's limit with nothing used", async () => {
      const limit = await subject.listener.playbackLimit('pl');
      expect(limit).toMatchObject({ ok: true, value: { limitHours: 30, usedSeconds: 0 } });
      if (limit.ok) expect(Date.parse(limit.value.periodEnd)).toBeGreaterThan(Date.parse(limit.value.periodStart));
    });

    it('refuses a visitor both', async () => {
      const refused = { ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } };
      expect(await subject.visitor.stats('pl', NOVEMBER)).toEqual(refused);
      expect(await subject.visitor.playbackLimit('pl')).toEqual(refused);
    });
  });
};

const repositoryFor = (app: TestApp['app'], cookies: BrowserCookies) => {
  const { http, refreshSession } = pageHttp(app, cookies);
  return new KyListeningHistoryRepository({ http, refreshSession });
};

listeningHistoryContract('KyListeningHistoryRepository against the reference API', async () => {
  const shared = await createTestApp();
  const account = await createSignedInUser(shared);
  return {
    listener: repositoryFor(shared.app, new BrowserCookies().set('audiora_access', account.accessToken)),
    visitor: repositoryFor(shared.app, new BrowserCookies()),
    teardown: () => shared.close(),
  };
});

listeningHistoryContract('InMemoryListeningHistory', async () => ({
  listener: new InMemoryListeningHistory(),
  visitor: new InMemoryListeningHistory({ signedIn: false }),
  teardown: async () => undefined,
}));

describe('KyListeningHistoryRepository against a broken API', () => {
  it('answers a body it cannot read as unavailable', async () => {
    const cookies = new BrowserCookies();
    const app = { fetch: async () => Response.json({ total_ms: 'a lot' }) } as unknown as TestApp['app'];
    expect(await repositoryFor(app, cookies).stats('pl', NOVEMBER)).toEqual({
      ok: false,
      error: { code: 'LISTENING.UNAVAILABLE' },
    });
  });
});
