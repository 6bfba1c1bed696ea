import { describe, expect, it } from 'vitest';
import type { PlayerTabMessage } from '#application/player/playback-reporting';
import type { LicenseChannels } from '#domain/licensing/license';
import { InMemoryCrossTab } from '#test/support/fakes/in-memory-cross-tab';
import { aUser } from '#test/support/mothers/user.mother';
import { episodePlayerKit } from '#test/support/episode-player-kit';
import { A_TITLE } from '#test/support/player-kit';

const OWNED: LicenseChannels = {
  oneoff: { state: 'CAN_LISTEN', price: null, lowestPrice: null, discountPrice: null, availableDiscount: null },
  shared: null,
};

type Kit = ReturnType<typeof episodePlayerKit>;

/** Plays on for `ms` of virtual time, the engine reporting as it goes. */
const playFor = async (kit: Kit, ms: number) => {
  for (let left = ms; left > 0; left -= 1_000) {
    await kit.time.advanceBy(1_000);
    kit.engine.advance(1_000);
  }
};

describe('PlaybackReporting of a podcast episode', () => {
  it('sends a signed-in listener no StartPlayback, position, played time or stop check for an episode', async () => {
    const kit = episodePlayerKit({ user: aUser() });
    await kit.playAnEpisode();
    await playFor(kit, 130_000);
    kit.store.seek(10_000);
    kit.store.pause();
    kit.store.play();
    await playFor(kit, 5_000);
    kit.reporting.pageHidden();
    kit.store.unload();
    await kit.time.advanceBy(5_000);
    expect(kit.playback.started).toEqual([]);
    expect(kit.playback.saved).toEqual([]);
    expect(kit.playback.checks).toEqual([]);
    expect(kit.reports.attempts).toEqual([]);
    expect(kit.toasts.shown).toEqual([]);
    expect(kit.store.state.title).toBeNull();
  });

  it('still reports the audiobook an episode takes the place of, up to the switch, and nothing after', async () => {
    const kit = episodePlayerKit({ user: aUser() });
    kit.licenses.withLicenses(A_TITLE.audiobookId, OWNED);
    await kit.play();
    await playFor(kit, 20_000);
    await kit.playAnEpisode();
    await kit.time.advanceBy(1);
    const saved = kit.playback.saved.length;
    const attempts = kit.reports.attempts.length;
    expect(kit.playback.started).toEqual([A_TITLE.audiobookId]);
    // The audiobook's position was saved as it was unloaded.
    expect(kit.playback.saved.at(-1)?.audiobookId).toBe(A_TITLE.audiobookId);
    await playFor(kit, 130_000);
    expect(kit.playback.saved).toHaveLength(saved);
    expect(kit.playback.checks).toEqual([]);
    expect(kit.reports.attempts).toHaveLength(attempts);
    expect(kit.playback.started).toEqual([A_TITLE.audiobookId]);
  });

  it('pauses the other tabs when an episode starts playing', async () => {
    const tabs = new InMemoryCrossTab<PlayerTabMessage>();
    const other = episodePlayerKit({ tabs: tabs.openTab('other') });
    await other.play();
    const kit = episodePlayerKit({ tabs: tabs.openTab('this') });
    await kit.playAnEpisode();
    expect(tabs.publishedBy('this')).toEqual([{ type: 'playing' }]);
    expect(other.store.state.player.isPlaying).toBe(false);
  });
});
