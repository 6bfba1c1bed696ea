import { describe, expect, it } from 'vitest';
import { aUser } from '#test/support/mothers/user.mother';
import { positionMs } from '#domain/playback/playback-position';
import { aStreamMedia } from '#test/support/fakes/in-memory-playback';
import { A_TITLE, playerKit } from '#test/support/player-kit';

const HOUR = 3_600_000;

const loadWithChapters = (kit: ReturnType<typeof playerKit>) => {
  const media = aStreamMedia('book-1');
  kit.store.load({
    title: { ...A_TITLE, audiobookId: media.audiobookId, mediaId: media.mediaId, chapters: media.chapters },
    sources: { dash: media.dash, hls: media.hls },
    savedPosition: positionMs(0),
    autoPlay: true,
    isSample: false,
    isLimitedListening: false,
  });
};

describe('PlayerStore (spec §4)', () => {
  it('goes to the next chapter, back to its start, and to the one before within its first 3 s', () => {
    const kit = playerKit();
    loadWithChapters(kit);
    kit.store.nextChapter();
    expect(kit.store.state.player.position).toBe(600_000);
    // At the last chapter there is no next one.
    kit.store.nextChapter();
    expect(kit.store.state.player.position).toBe(600_000);
    kit.store.seek(602_000);
    kit.store.previousChapter();
    expect(kit.store.state.player.position).toBe(0);
    kit.store.seek(605_000);
    kit.store.previousChapter();
    expect(kit.store.state.player.position).toBe(600_000);
  });

  it('updates the position it shows at most once a second, whatever the engine reports', async () => {
    const kit = playerKit();
    await kit.play();
    const positions = kit.time.record(kit.store.state$);
    // The element reports every 250 ms: 12 reports over 3 s of playing.
    for (let step = 1; step <= 12; step += 1) {
      await kit.time.advanceBy(250);
      kit.engine.advance(250);
    }
    const updates = positions.slice(1).map((stamped) => stamped.at);
    expect(updates.length).toBeGreaterThanOrEqual(2);
    expect(updates.length).toBeLessThanOrEqual(3);
    expect(kit.store.state.player.position).toBeGreaterThan(0);
    for (let i = 1; i < updates.length; i += 1)
      expect((updates[i] ?? 0) - (updates[i - 1] ?? 0)).toBeGreaterThanOrEqual(1_000);
  });

  it.each([
    [2_000, 0],
    [60_000, 5_000],
    [10 * 60_000, 15_000],
    [2 * 3_600_000, 30_000],
  ])('after a pause of %i ms, playing again rewinds %i ms', async (pausedFor, rewind) => {
    const kit = playerKit();
    await kit.play();
    kit.store.seek(120_000);
    kit.store.pause();
    await kit.time.advanceBy(pausedFor);
    kit.store.play();
    expect(kit.engine.positionMs).toBe(120_000 - rewind);
    expect(kit.store.state.player.isPlaying).toBe(true);
  });

  it('clamps a seek between 0 and the duration before the engine hears of it', async () => {
    const kit = playerKit();
    kit.engine.withDuration(30_000);
    await kit.play();
    kit.store.seek(45_000);
    kit.store.seek(-5_000);
    kit.store.skip(-15_000);
    const seeks = kit.engine.calls.filter((call) => call.type === 'seek').map((call) => call.positionMs);
    expect(seeks).toEqual([30_000, 0, 0]);
    expect(kit.store.state.player.position).toBe(0);
  });

  it('keeps speed, volume and mute in storage and on the engine, within their ranges', async () => {
    const kit = playerKit();
    await kit.play();
    kit.store.setRate(5);
    kit.store.setVolume(0.4);
    kit.store.setMuted(true);
    expect(kit.storage.settings).toEqual({ playbackRate: 3, volume: 0.4, isMuted: true });
    expect(kit.store.state.settings).toEqual(kit.storage.settings);
    expect(kit.engine.calls.filter((call) => call.type === 'setRate').at(-1)).toEqual({ type: 'setRate', value: 3 });
    // Raising the volume speaks again.
    kit.store.setVolume(0.8);
    expect(kit.store.state.settings.isMuted).toBe(false);
  });

  it('remembers the speed per title, and gives a title without one the speed the listener uses now', async () => {
    const kit = playerKit();
    kit.streams.withTitle('book-2');
    const second = { audiobookId: 'book-2', name: 'Second', authors: [], coverUrl: null };
    await kit.play();
    kit.store.setRate(1.5);
    await kit.play({ title: second });
    expect(kit.store.state.settings.playbackRate).toBe(1.5);
    kit.store.setRate(0.9);
    await kit.play();
    expect(kit.store.state.settings.playbackRate).toBe(1.5);
    expect(kit.engine.calls.filter((call) => call.type === 'setRate').at(-1)).toEqual({ type: 'setRate', value: 1.5 });
    await kit.play({ title: second });
    expect(kit.store.state.settings.playbackRate).toBe(0.9);
  });

  it("applies the listener's stored settings to every load", async () => {
    const kit = playerKit();
    kit.store.setRate(1.5);
    await kit.play();
    const load = kit.engine.calls.findIndex((call) => call.type === 'load');
    const before = kit.engine.calls.slice(0, load);
    expect(before).toContainEqual({ type: 'setRate', value: 1.5 });
  });

  it('shows a fatal engine failure and ignores a recoverable one', async () => {
    const kit = playerKit();
    await kit.play();
    kit.engine.fail({ severity: 'recoverable', category: 'network', code: 'dash.js 27' });
    expect(kit.store.state.player.status).toBe('ready');
    kit.engine.fail({ severity: 'fatal', category: 'drm', code: 'dash.js 36' });
    expect(kit.store.state.player).toMatchObject({ status: 'failed', failure: 'dash.js 36', isPlaying: false });
  });

  it('stays paused, and says so, when the browser refuses to start without a gesture', async () => {
    const kit = playerKit();
    kit.engine.refusingPlay();
    await kit.play();
    expect(kit.store.state.player).toMatchObject({ status: 'ready', isPlaying: false });
  });

  it('reports what was played, paused, sought, ended and unloaded, once each', async () => {
    const kit = playerKit({ user: aUser() });
    kit.engine.withDuration(2_000);
    const activity = kit.time.record(kit.store.activity$);
    await kit.play({ sampleOnly: true });
    kit.store.pause();
    kit.store.pause();
    kit.store.seek(1_000);
    kit.store.play();
    kit.engine.advance(1_000);
    kit.store.unload();
    const types = activity.map((entry) => entry.value.type);
    expect(types).toEqual(['played', 'paused', 'seeked', 'played', 'paused', 'ended', 'unloaded']);
    expect(kit.store.state.title).toBeNull();
    expect(kit.engine.calls.at(-1)).toEqual({ type: 'unload' });
  });

  it('replaces the title on a new load, reporting the old one unloaded', async () => {
    const kit = playerKit();
    kit.streams.withTitle('book-2');
    const activity = kit.time.record(kit.store.activity$);
    await kit.play();
    await kit.play({ title: { audiobookId: 'book-2', name: 'Second', authors: [], coverUrl: null } });
    const unloaded = activity.map((entry) => entry.value).filter((entry) => entry.type === 'unloaded');
    expect(unloaded.map((entry) => entry.title.audiobookId)).toEqual(['book-1']);
    expect(kit.store.state.title?.audiobookId).toBe('book-2');
    expect(kit.store.state.player.duration).toBe(HOUR);
  });

  describe('when playback fails (issue "The web player": a clear message and a retry, never an endless spinner)', () => {
    const A_404 = { severity: 'fatal', category: 'network', code: 'dash.js 27' } as const;

    it('a fatal failure while playing pauses the report, shows the generic toast and reports the engine code', async () => {
      const kit = playerKit({ user: aUser() });
      await kit.play();
      const activity = kit.time.record(kit.store.activity$);
      kit.engine.fail(A_404);
      expect(kit.store.state.player).toMatchObject({ status: 'failed', failure: 'dash.js 27', isPlaying: false });
      expect(kit.store.state.failureKind).toBe('network');
      expect(activity.map((stamped) => stamped.value.type)).toEqual(['paused']);
      expect(kit.toasts.summaries).toEqual([{ title: 'common.generic_error.title', action: null }]);
      expect(kit.errors.failures).toEqual([{ code: 'dash.js 27', cause: A_404 }]);
      // The element's own error after the engine's is the same failure: one toast, one report.
      kit.engine.fail({ severity: 'fatal', category: 'media', code: 'media 2' });
      expect(kit.toasts.shown).toHaveLength(1);
      expect(kit.errors.codes).toEqual(['dash.js 27']);
    });

    it('retry loads the same stream where it failed, not 15 s before, and plays', async () => {
      const kit = playerKit({ user: aUser() });
      kit.licenses.withLicenses(A_TITLE.audiobookId, {
        oneoff: { state: 'CAN_LISTEN', price: null, lowestPrice: null, discountPrice: null, availableDiscount: null },
        shared: null,
      });
      await kit.play();
      kit.store.seek(120_000);
      kit.engine.fail(A_404);
      const [firstLoad] = kit.engine.calls.filter((call) => call.type === 'load');
      expect(kit.store.retry()).toBe(true);
      const loads = kit.engine.calls.filter((call) => call.type === 'load');
      expect(loads).toHaveLength(2);
      expect(loads[1]).toEqual({
        type: 'load',
        sources: firstLoad?.type === 'load' ? firstLoad.sources : null,
        startAtMs: 120_000,
        autoPlay: true,
      });
      expect(kit.store.state.player).toMatchObject({
        status: 'ready',
        isPlaying: true,
        position: 120_000,
        failure: null,
      });
      expect(kit.store.state.failureKind).toBeNull();
      // Playing on after the retry is a play like any other: this device says again that it plays.
      await kit.time.advanceBy(10);
      expect(kit.playback.started).toHaveLength(2);
    });

    it('retry does nothing unless the title failed, and leaves a title whose stream was never had, or whose licence failed, to a new load', async () => {
      const kit = playerKit();
      expect(kit.store.retry()).toBe(false);
      await kit.play();
      expect(kit.store.retry()).toBe(false);
      kit.store.loadFailed('PLAYBACK.UNAVAILABLE');
      expect(kit.store.state.failureKind).toBe('unavailable');
      expect(kit.store.retry()).toBe(false);
      // A refused or expired licence: the title is asked for afresh, its licence and the session with it.
      await kit.play();
      kit.engine.fail({ severity: 'fatal', category: 'drm', code: 'dash.js 111' });
      expect(kit.store.state.failureKind).toBe('licence');
      expect(kit.store.retry()).toBe(false);
      expect(kit.engine.calls.filter((call) => call.type === 'load')).toHaveLength(2);
    });

    it('a wait with no media bytes for 4 s fails the title as a stall and releases the engine', async () => {
      const kit = playerKit();
      await kit.play();
      kit.engine.waitForMedia();
      await kit.time.advanceBy(3_999);
      expect(kit.store.state.player.status).toBe('ready');
      await kit.time.advanceBy(1);
      expect(kit.store.state.player).toMatchObject({ status: 'failed', failure: 'stalled' });
      expect(kit.store.state.failureKind).toBe('network');
      expect(kit.engine.calls.at(-1)).toEqual({ type: 'unload' });
      expect(kit.errors.codes).toEqual(['stalled']);
      expect(kit.toasts.shown).toHaveLength(1);
    });

    it('a slow network still delivering bytes is waited for, however long, and playing again ends the wait', async () => {
      const kit = playerKit();
      await kit.play();
      kit.engine.waitForMedia();
      for (let second = 0; second < 30; second += 1) {
        await kit.time.advanceBy(3_000);
        kit.engine.deliverBytes();
      }
      expect(kit.store.state.player.status).toBe('ready');
      kit.engine.pause();
      kit.engine.play();
      await kit.time.advanceBy(60_000);
      expect(kit.store.state.player).toMatchObject({ status: 'ready', isPlaying: true });
      expect(kit.time.pendingTimers.length).toBeLessThanOrEqual(2);
    });

    it('a listener who pauses while it waits is not told it failed', async () => {
      const kit = playerKit();
      await kit.play();
      kit.engine.waitForMedia();
      await kit.time.advanceBy(1_000);
      kit.store.pause();
      await kit.time.advanceBy(60_000);
      expect(kit.store.state.player.status).toBe('ready');
      expect(kit.toasts.shown).toHaveLength(0);
    });
  });
});
