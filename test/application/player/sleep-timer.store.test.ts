import { describe, expect, it } from 'vitest';
import { SleepTimerStore } from '#application/player/sleep-timer.store';
import { aUser } from '#test/support/mothers/user.mother';
import { A_TITLE, playerKit } from '#test/support/player-kit';

const volumes = (kit: ReturnType<typeof playerKit>) =>
  kit.engine.calls.flatMap((call) => (call.type === 'setVolume' ? [call.value] : []));

const setup = async () => {
  const kit = playerKit({ user: aUser() });
  // Owned, so the full title with its chapters plays.
  kit.licenses.withLicenses(A_TITLE.audiobookId, {
    oneoff: { state: 'CAN_LISTEN', price: null, lowestPrice: null, discountPrice: null, availableDiscount: null },
    shared: null,
  });
  await kit.play();
  const timer = new SleepTimerStore({ player: kit.store, scheduler: kit.time.scheduler });
  return { kit, timer };
};

/** Plays on for `ms` of virtual time, the engine reporting every 250 ms. */
const playFor = async (kit: ReturnType<typeof playerKit>, ms: number) => {
  for (let left = ms; left > 0; left -= 250) {
    await kit.time.advanceBy(250);
    kit.engine.advance(250);
  }
};

describe('SleepTimerStore', () => {
  it('fades the volume over the last 10 s of 5 minutes, pauses, gives the volume back and says it ended', async () => {
    const { kit, timer } = await setup();
    kit.store.setVolume(0.8);
    timer.setMinutes(5);
    expect(timer.state.remainingMs).toBe(300_000);
    await playFor(kit, 289_000);
    expect(volumes(kit).at(-1)).toBe(0.8);
    await playFor(kit, 6_000);
    const faded = volumes(kit).at(-1) ?? 1;
    expect(faded).toBeGreaterThan(0);
    expect(faded).toBeLessThan(0.8);
    await playFor(kit, 6_000);
    expect(kit.store.state.player.isPlaying).toBe(false);
    expect(timer.state).toMatchObject({ timer: { status: 'off' }, endedCount: 1, remainingMs: null });
    expect(volumes(kit).at(-1)).toBe(0.8);
    // The listener's own volume was never changed by the fade.
    expect(kit.storage.settings.volume).toBe(0.8);
    expect(kit.time.pendingTimers.filter((at) => at > kit.time.now)).toEqual([]);
  });

  it('pauses at the end of this chapter', async () => {
    const { kit, timer } = await setup();
    kit.store.seek(590_000);
    timer.setChapters(1);
    expect(timer.state.timer.status).toBe('running');
    await playFor(kit, 11_000);
    expect(kit.store.state.player.isPlaying).toBe(false);
    expect(kit.engine.positionMs).toBeGreaterThanOrEqual(600_000);
    expect(timer.state.endedCount).toBe(1);
  });

  it('can be lengthened while it runs, and cancelled without touching playback', async () => {
    const { kit, timer } = await setup();
    timer.setMinutes(5);
    timer.addMinutes(10);
    expect(timer.state.remainingMs).toBe(900_000);
    await playFor(kit, 60_000);
    timer.cancel();
    expect(timer.state.timer.status).toBe('off');
    await playFor(kit, 900_000);
    expect(kit.store.state.player.isPlaying).toBe(true);
    expect(timer.state.endedCount).toBe(0);
  });
});
