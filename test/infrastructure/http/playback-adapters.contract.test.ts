import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaybackGateway } from '#application/ports/playback-gateway.port';
import type { StreamMediaRepository } from '#application/ports/stream-media-repository.port';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import { epochMs } from '#domain/shared/time';
import { KyPlaybackGateway } from '#infrastructure/http/ky-playback-gateway';
import { KyStreamMediaRepository } from '#infrastructure/http/ky-stream-media-repository';
import { InMemoryPlaybackGateway, InMemoryStreamMediaRepository } from '#test/support/fakes/in-memory-playback';
import { createSignedInUser } from '#test/support/server/accounts';
import { demoTitleId } from '#test/support/server/demo-titles';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { pageHttp } from './adapter-http';
import { BrowserCookies } from './browser-cookies';

interface Subject {
  readonly streams: StreamMediaRepository;
  readonly visitorStreams: StreamMediaRepository;
  readonly playback: PlaybackGateway;
  readonly visitorPlayback: PlaybackGateway;
  /** Another signed-in listener, who has saved nothing. */
  readonly newListenerPlayback: PlaybackGateway;
  /** A title the signed-in listener may hear in full (free), with a sample. */
  readonly titleId: string;
  /** The device the listener's session was opened on. */
  readonly deviceId: string;
  readonly teardown: () => Promise<void>;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** What every StreamMediaRepository and PlaybackGateway must do (spec §7 media, StartPlayback, positions, the check). */
const playbackContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`StreamMediaRepository and PlaybackGateway contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it("gives anyone a title's clear sample in both packagings, at absolute addresses", async () => {
      const result = await subject.visitorStreams.mediaOf(subject.titleId, { sample: true });
      if (!result.ok) throw new Error(result.error.code);
      const { dash, hls, keyId } = result.value;
      expect(keyId).toBeNull();
      expect([dash.licenseUrl, hls.licenseUrl]).toEqual([null, null]);
      expect(new URL(dash.url).pathname).toMatch(/\.mpd$/);
      expect(new URL(hls.url).pathname).toMatch(/\.m3u8$/);
    });

    it('gives the full title with its chapters to a listener who may hear it, and sends a visitor to sign in', async () => {
      const full = await subject.streams.mediaOf(subject.titleId, { sample: false });
      if (!full.ok) throw new Error(full.error.code);
      expect(full.value.audiobookId).toBe(subject.titleId);
      expect(full.value.chapters.length).toBeGreaterThan(0);
      expect(full.value.chapters[0]?.startMs).toBe(0);
      expect(await subject.visitorStreams.mediaOf(subject.titleId, { sample: false })).toEqual({
        ok: false,
        error: { code: 'UserNotAuthenticated' },
      });
    });

    it("answers 'stream-media-not-found' for a title there is no stream of", async () => {
      expect(await subject.visitorStreams.mediaOf(UNKNOWN_ID, { sample: true })).toEqual({
        ok: false,
        error: { code: 'stream-media-not-found' },
      });
    });

    it('keeps the position a listener saves, and starts playback on their device without stopping it', async () => {
      const id = subject.titleId as AudiobookId;
      expect(await subject.playback.startPlayback(id)).toEqual({ ok: true, value: undefined });
      expect(await subject.playback.saveProgress(id, positionMs(42_000), epochMs(Date.now()))).toEqual({
        ok: true,
        value: undefined,
      });
      const saved = await subject.playback.savedPosition(id);
      expect(saved.ok && saved.value.position).toBe(42_000);
      // Another device offers this position as saved here, and when.
      expect(saved.ok && saved.value.deviceId).toBe(subject.deviceId);
      expect(saved.ok && typeof saved.value.savedAt).toBe('number');
      // ...and offers the title on opening the store.
      const latest = await subject.playback.latestSession();
      expect(latest.ok && latest.value).toMatchObject({
        audiobookId: id,
        position: 42_000,
        deviceId: subject.deviceId,
      });
      const check = await subject.playback.checkPlayback(id, subject.deviceId);
      expect(check.ok && check.value.stopPlayback).toBe(false);
    });

    it('has no player session for a listener who never saved a position', async () => {
      expect(await subject.newListenerPlayback.latestSession()).toEqual({ ok: true, value: null });
    });

    it('has nothing to save or check for a visitor', async () => {
      const id = subject.titleId as AudiobookId;
      const refused = { ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } };
      expect(await subject.visitorPlayback.startPlayback(id)).toEqual(refused);
      expect(await subject.visitorPlayback.savedPosition(id)).toEqual(refused);
      expect(await subject.visitorPlayback.latestSession()).toEqual(refused);
    });
  });
};

let shared: TestApp;

playbackContract('Ky adapters against the reference API', async () => {
  shared = await createTestApp();
  const account = await createSignedInUser(shared);
  const signedIn = pageHttp(shared.app, new BrowserCookies().set('audiora_access', account.accessToken));
  const visitor = pageHttp(shared.app, new BrowserCookies());
  const newcomer = await createSignedInUser(shared);
  const newListener = pageHttp(shared.app, new BrowserCookies().set('audiora_access', newcomer.accessToken));
  const baseUrl = () => 'http://127.0.0.1:3000/pl';
  return {
    streams: new KyStreamMediaRepository({ ...signedIn, baseUrl }),
    visitorStreams: new KyStreamMediaRepository({ ...visitor, baseUrl }),
    playback: new KyPlaybackGateway(signedIn),
    visitorPlayback: new KyPlaybackGateway(visitor),
    newListenerPlayback: new KyPlaybackGateway(newListener),
    titleId: await demoTitleId(shared, 'pl', 'Opowieść wigilijna'),
    deviceId: account.deviceId,
    teardown: () => shared.close(),
  };
});

playbackContract('in-memory fakes', async () => {
  const titleId = '6c1f0e0a-0000-4000-8000-000000000001';
  const streams = new InMemoryStreamMediaRepository().withTitle(titleId);
  const visitorStreams = new InMemoryStreamMediaRepository().withTitle(titleId).signedOut();
  const visitorPlayback = new InMemoryPlaybackGateway().signedOut();
  return {
    streams,
    visitorStreams,
    playback: new InMemoryPlaybackGateway({ deviceId: 'device-1' }),
    visitorPlayback,
    newListenerPlayback: new InMemoryPlaybackGateway(),
    titleId,
    deviceId: 'device-1',
    teardown: () => Promise.resolve(),
  };
});
