import { describe, expect, it } from 'vitest';
import type { PlayerTabMessage } from '#application/player/playback-reporting';
import type { LicenseChannels } from '#domain/licensing/license';
import { epochMs } from '#domain/shared/time';
import { InMemoryCrossTab } from '#test/support/fakes/in-memory-cross-tab';
import { CHECK_FAILED } from '#test/support/fakes/in-memory-playback';
import { ok } from '#domain/shared/result';
import { aUser } from '#test/support/mothers/user.mother';
import { A_TITLE, playerKit } from '#test/support/player-kit';
import { VirtualTime } from '#test/support/virtual-time';

const OWNED: LicenseChannels = {
  oneoff: { state: 'CAN_LISTEN', price: null, lowestPrice: null, discountPrice: null, availableDiscount: null },
  shared: null,
};
const BOOK = A_TITLE.audiobookId;

const listening = async () => {
  const kit = playerKit({ user: aUser() });
  kit.licenses.withLicenses(BOOK, OWNED);
  await kit.play();
  return kit;
};

/** Plays on for `ms` of virtual time, the engine reporting as it goes. */
const playFor = async (kit: Awaited<ReturnType<typeof listening>>, ms: number) => {
  for (let left = ms; left > 0; left -= 1_000) {
    await kit.time.advanceBy(1_000);
    kit.engine.advance(1_000);
  }
};

describe('PlaybackReporting (spec §4, §7, §8)', () => {
  it('starts playback, reports 60 s spans of played time and saves the position while a full title plays', async () => {
    const kit = await listening();
    expect(kit.playback.started).toEqual([BOOK]);
    await playFor(kit, 70_000);
    expect(kit.reports.reported).toEqual([
      { audiobookId: BOOK, mediaId: `media-${BOOK}`, startedAt: epochMs(0), stoppedAt: epochMs(60_000) },
    ]);
    // Every 15 s while playing.
    expect(kit.playback.saved.map((save) => save.position)).toHaveLength(4);
    kit.store.pause();
    await kit.time.advanceBy(1);
    expect(kit.playback.saved.at(-1)).toMatchObject({ audiobookId: BOOK, keepAlive: false });
    expect(kit.playback.saved.at(-1)?.position).toBe(kit.engine.positionMs);
    // The rest of the span, 10 s, on pause.
    expect(kit.reports.reported.at(-1)).toMatchObject({ startedAt: epochMs(60_000), stoppedAt: epochMs(70_000) });
    // Playing again after a pause starts it again: another device may have started it meanwhile.
    kit.store.play();
    expect(kit.playback.started).toEqual([BOOK, BOOK]);
  });

  it('sends nothing for a sample, or for a visitor (spec §5)', async () => {
    const signedIn = playerKit({ user: aUser() });
    await signedIn.play({ sampleOnly: true });
    const visitor = playerKit();
    await visitor.play();
    for (const kit of [signedIn, visitor]) {
      await playFor(kit, 70_000);
      kit.store.pause();
      kit.reporting.pageHidden();
      await kit.time.advanceBy(1_000);
      expect(kit.playback.started).toEqual([]);
      expect(kit.playback.saved).toEqual([]);
      expect(kit.playback.checks).toEqual([]);
      expect(kit.reports.attempts).toEqual([]);
    }
  });

  it('pauses with the stop-playback toast, which stays, when the check says stop', async () => {
    const kit = await listening();
    kit.playback.checkAnswers(ok({ stopPlayback: true, audiobookName: 'The Night Train' }));
    await playFor(kit, 60_000);
    expect(kit.playback.checks).toEqual([{ audiobookId: BOOK, deviceId: 'device-1' }]);
    expect(kit.store.state.player.isPlaying).toBe(false);
    expect(kit.store.state.title).not.toBeNull();
    expect(kit.toasts.shown).toEqual([
      {
        title: 'player.stop_playback.title',
        message: 'player.stop_playback.message',
        values: { title: 'The Night Train' },
        duration: null,
      },
    ]);
  });

  it('starts playback again when the listener plays on after the check said stop', async () => {
    const kit = await listening();
    kit.playback.checkAnswers(ok({ stopPlayback: true, audiobookName: 'The Night Train' }));
    await playFor(kit, 60_000);
    expect(kit.store.state.player.isPlaying).toBe(false);
    kit.store.play();
    await kit.time.advanceBy(1);
    expect(kit.playback.started).toEqual([BOOK, BOOK]);
  });

  it('stops playback with the generic error toast when the check fails', async () => {
    const kit = await listening();
    kit.playback.checkAnswers(CHECK_FAILED);
    await playFor(kit, 60_000);
    expect(kit.store.state.title).toBeNull();
    expect(kit.engine.calls.at(-1)).toEqual({ type: 'unload' });
    expect(kit.toasts.summaries).toEqual([{ title: 'common.generic_error.title', action: null }]);
  });

  it('unloads playback with the generic error toast when a span cannot be reported in 3 attempts', async () => {
    const kit = await listening();
    kit.reports.failing();
    await playFor(kit, 63_000);
    expect(kit.reports.attempts.map((attempt) => attempt.at)).toEqual([60_000, 61_000, 62_000]);
    expect(kit.store.state.title).toBeNull();
    expect(kit.toasts.summaries).toEqual([{ title: 'common.generic_error.title', action: null }]);
  });

  it('reports the open span and saves the position in requests that outlive the page when it goes away', async () => {
    const kit = await listening();
    await playFor(kit, 20_000);
    kit.reporting.pageHidden();
    await kit.time.advanceBy(1);
    expect(kit.reports.reported.at(-1)).toMatchObject({ startedAt: epochMs(0), stoppedAt: epochMs(20_000) });
    expect(kit.playback.saved.at(-1)).toMatchObject({ keepAlive: true });
  });

  it('does not save again, as the page goes, a position a pause saved already (a newer device may have moved on)', async () => {
    const kit = await listening();
    await playFor(kit, 20_000);
    kit.store.pause();
    await kit.time.advanceBy(1);
    const saves = kit.playback.saved.length;
    kit.reporting.pageHidden();
    await kit.time.advanceBy(1);
    expect(kit.playback.saved).toHaveLength(saves);
  });

  it('saves nothing for a title only loaded, never played or moved: the server keeps its own position', async () => {
    const kit = playerKit({ user: aUser() });
    kit.licenses.withLicenses(BOOK, OWNED);
    kit.playback.withPosition(BOOK, 60_000);
    await kit.play({ autoPlay: false });
    expect(kit.store.state.player.position).toBe(45_000);
    kit.reporting.pageHidden();
    kit.store.unload();
    await kit.time.advanceBy(1_000);
    expect(kit.playback.saved).toEqual([]);
    // Once heard, the same title's position is the listener's to keep.
    await kit.play({ autoPlay: false });
    kit.store.seek(50_000);
    kit.store.unload();
    await kit.time.advanceBy(1_000);
    expect(kit.playback.saved.map((save) => save.position)).toEqual([50_000]);
  });

  it('pauses this tab when another starts playing (spec §4)', async () => {
    const time = new VirtualTime();
    const browser = new InMemoryCrossTab<PlayerTabMessage>();
    const first = playerKit({ time, tabs: browser.openTab('first') });
    const second = playerKit({ time, tabs: browser.openTab('second') });
    await first.play();
    expect(first.store.state.player.isPlaying).toBe(true);
    await second.play();
    expect(second.store.state.player.isPlaying).toBe(true);
    expect(first.store.state.player.isPlaying).toBe(false);
    first.store.play();
    expect(second.store.state.player.isPlaying).toBe(false);
    expect(browser.published.map((entry) => entry.from)).toEqual(['first', 'second', 'first']);
  });
});
