import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TitleDownloadGateway } from '#application/ports/title-download-gateway.port';
import { twoPaidDemoAudiobooks } from '#test/support/server/demo-titles';
import type { Result } from '#domain/shared/result';
import { KyTitleDownloadGateway } from '#infrastructure/http/ky-title-download-gateway';
import type { AudiobookDownloads } from '#server/library/audiobook-downloads.port';
import { InMemoryTitleDownloads } from '#test/support/fakes/in-memory-title-downloads';
import { createSignedInUser } from '#test/support/server/accounts';
import { insertLicense } from '#test/support/server/library-suite';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

const ORIGIN = 'http://127.0.0.1:3000';
const FILE = new Uint8Array(randomBytes(40_000));

interface Subject {
  /** A listener's downloads, who owns `owned` (its file is FILE) and not `notOwned`. */
  readonly gateway: TitleDownloadGateway;
  readonly owned: string;
  readonly notOwned: string;
  readonly teardown: () => Promise<void>;
}

const valueOf = <T>(result: Result<T, { readonly code: string }>): T => {
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

const collect = async (chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> => {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return new Uint8Array(Buffer.concat(parts));
};

/** What every TitleDownloadGateway must do: the owned file whole or from a byte on, and the refusals. */
const titleDownloadGatewayContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`TitleDownloadGateway contract: ${name}`, () => {
    let subject: Subject;
    beforeAll(async () => {
      subject = await setup();
    }, 60_000);
    afterAll(() => subject.teardown());

    it('answers an owned title whole, with its size and a file name', async () => {
      const download = valueOf(await subject.gateway.open(subject.owned, 0));
      expect(download).toMatchObject({ fromByte: 0, totalBytes: FILE.byteLength });
      expect(download.fileName).toMatch(/\.m4a$/);
      expect(await collect(download.bytes)).toEqual(FILE);
    });

    it('answers the bytes from the one asked for, and none when every byte is there', async () => {
      const rest = valueOf(await subject.gateway.open(subject.owned, 12_345));
      expect(rest).toMatchObject({ fromByte: 12_345, totalBytes: FILE.byteLength });
      expect(await collect(rest.bytes)).toEqual(FILE.subarray(12_345));
      const none = valueOf(await subject.gateway.open(subject.owned, FILE.byteLength));
      expect(none).toMatchObject({ fromByte: FILE.byteLength, totalBytes: FILE.byteLength });
      expect((await collect(none.bytes)).byteLength).toBe(0);
    });

    it('refuses a title the listener did not buy', async () => {
      expect(await subject.gateway.open(subject.notOwned, 0)).toEqual({
        ok: false,
        error: { code: 'DOWNLOAD.NOT_ENTITLED' },
      });
    });
  });
};

titleDownloadGatewayContract('in memory', async () => ({
  gateway: new InMemoryTitleDownloads().withFile('owned', 'Lalka.m4a', FILE),
  owned: 'owned',
  notOwned: 'not-owned',
  teardown: async () => undefined,
}));

let app: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'audiora-downloads-'));
const titles = { owned: '' };

const kyGateway = (api: TestApp, headers: Readonly<Record<string, string>>) => {
  const http = ky.create({
    prefixUrl: ORIGIN,
    retry: 0,
    headers,
    fetch: (input, init) => Promise.resolve(api.app.fetch(new Request(input, init))),
  });
  return new KyTitleDownloadGateway({ http, locale: () => 'pl', refreshSession: async () => false });
};

titleDownloadGatewayContract('KyTitleDownloadGateway against the API', async () => {
  const file = join(dir, 'lalka.m4a');
  writeFileSync(file, FILE);
  const downloads: AudiobookDownloads = {
    locate: async (id) =>
      id === titles.owned ? { kind: 'file', path: file, fileName: 'Lalka.m4a', contentType: 'audio/mp4' } : null,
  };
  app = await createTestApp({ audiobookDownloads: downloads });
  const { owned, notOwned } = await twoPaidDemoAudiobooks(app);
  titles.owned = owned;
  const listener = await createSignedInUser(app);
  await insertLicense(app.database.db, listener, owned, new Date());
  return {
    gateway: kyGateway(app, listener.bearer),
    owned,
    notOwned,
    teardown: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('KyTitleDownloadGateway', () => {
  it('tells a visitor to sign in', async () => {
    const visitor = await createTestApp();
    try {
      expect(await kyGateway(visitor, {}).open('00000000-0000-4000-8000-000000000000', 0)).toEqual({
        ok: false,
        error: { code: 'AUTH.NOT_SIGNED_IN' },
      });
    } finally {
      await visitor.close();
    }
  });
});
