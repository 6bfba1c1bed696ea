import { describe, expect, it } from 'vitest';
import type { License, LicenseChannels, LicenseState } from '#domain/licensing/license';
import { aUser } from '#test/support/mothers/user.mother';
import { A_TITLE, playerKit } from '#test/support/player-kit';

const license = (state: LicenseState): License => ({
  state,
  price: null,
  lowestPrice: null,
  discountPrice: null,
  availableDiscount: null,
});
const oneoff = (state: LicenseState): LicenseChannels => ({ oneoff: license(state), shared: null });

const BOOK = A_TITLE.audiobookId;

describe('PlayTitle (spec §4, §8)', () => {
  it("gives a visitor the title's clear sample from the start, asking for no licence", async () => {
    const kit = playerKit();
    expect(await kit.play()).toEqual({ ok: true, value: 'sample' });
    expect(kit.streams.requests).toEqual([{ audiobookId: BOOK, sample: true }]);
    expect(kit.licenses.requests).toEqual([]);
    // The engine readies itself while the stream is asked for.
    expect(kit.engine.calls[0]).toEqual({ type: 'prepare' });
    expect(kit.engine.calls.find((call) => call.type === 'load')).toMatchObject({ startAtMs: 0, autoPlay: true });
    expect(kit.store.state.player).toMatchObject({ status: 'ready', isSample: true, isLimitedListening: false });
    expect(kit.store.state.title).toMatchObject({ audiobookId: BOOK, name: A_TITLE.name });
  });

  it('plays a CAN_LISTEN title in full from the saved position minus 15 s', async () => {
    const kit = playerKit({ user: aUser() });
    kit.licenses.withLicenses(BOOK, oneoff('CAN_LISTEN'));
    kit.playback.withPosition(BOOK, 100_000);
    expect(await kit.play()).toEqual({ ok: true, value: 'full' });
    expect(kit.streams.requests).toEqual([{ audiobookId: BOOK, sample: false }]);
    const load = kit.engine.calls.find((call) => call.type === 'load');
    expect(load).toMatchObject({
      startAtMs: 85_000,
      sources: { dash: { licenseUrl: 'https://audiora.test/license' } },
    });
    expect(kit.store.state.player).toMatchObject({ isSample: false, isLimitedListening: false, isPlaying: true });
    expect(kit.store.state.title?.chapters.map((chapter) => chapter.title)).toEqual(['One', 'Two']);
  });

  it('never starts below 0 when the saved position is within the first 15 s', async () => {
    const kit = playerKit({ user: aUser() });
    kit.licenses.withLicenses(BOOK, oneoff('CAN_LISTEN'));
    kit.playback.withPosition(BOOK, 9_000);
    await kit.play();
    expect(kit.engine.calls.find((call) => call.type === 'load')).toMatchObject({ startAtMs: 0 });
  });

  it.each([
    ['CAN_BUY', false],
    ['NOT_AVAILABLE_ON_THIS_DEVICE', true],
  ] as const)('gives the sample to a listener whose licence is %s (limited listening: %s)', async (state, limited) => {
    const kit = playerKit({ user: aUser() });
    kit.licenses.withLicenses(BOOK, oneoff(state));
    expect(await kit.play()).toEqual({ ok: true, value: 'sample' });
    expect(kit.streams.requests).toEqual([{ audiobookId: BOOK, sample: true }]);
    expect(kit.store.state.player).toMatchObject({ isSample: true, isLimitedListening: limited });
  });

  it('plays the sample when the listener asked for it, whatever their licence', async () => {
    const kit = playerKit({ user: aUser() });
    kit.licenses.withLicenses(BOOK, oneoff('CAN_LISTEN'));
    await kit.play({ sampleOnly: true });
    expect(kit.streams.requests).toEqual([{ audiobookId: BOOK, sample: true }]);
    expect(kit.licenses.requests).toEqual([]);
  });

  it("shows the generic error toast and reports 'stream-media-not-found' when there is no stream", async () => {
    const kit = playerKit();
    kit.streams.failWith({ code: 'stream-media-not-found' });
    expect(await kit.play()).toEqual({ ok: false, error: { code: 'stream-media-not-found' } });
    expect(kit.toasts.summaries).toEqual([{ title: 'common.generic_error.title', action: null }]);
    expect(kit.errors.codes).toEqual(['stream-media-not-found']);
    expect(kit.engine.calls.some((call) => call.type === 'load')).toBe(false);
  });

  it("sends a listener whose session ended to sign in on 'UserNotAuthenticated', without a toast", async () => {
    const kit = playerKit({ user: aUser() });
    kit.licenses.withLicenses(BOOK, oneoff('CAN_LISTEN'));
    kit.streams.failWith({ code: 'UserNotAuthenticated' });
    await kit.play();
    expect(kit.navigation.visits).toEqual(['signIn']);
    expect(kit.toasts.shown).toEqual([]);
    expect(kit.errors.codes).toEqual([]);
  });

  it("plays a full title that has no DRM, and logs it as 'Stream media not found'", async () => {
    const kit = playerKit({ user: aUser() });
    kit.streams.withTitle(BOOK, { clear: true });
    kit.licenses.withLicenses(BOOK, oneoff('CAN_LISTEN'));
    expect(await kit.play()).toEqual({ ok: true, value: 'full' });
    expect(kit.errors.codes).toEqual(['Stream media not found']);
    expect(kit.store.state.player.status).toBe('ready');
  });

  it('starts exactly where a retry asks, instead of 15 s before the saved position', async () => {
    const kit = playerKit({ user: aUser() });
    kit.licenses.withLicenses(BOOK, oneoff('CAN_LISTEN'));
    kit.playback.withPosition(BOOK, 500_000);
    await kit.play({ startAt: 60_000 });
    expect(kit.engine.calls.find((call) => call.type === 'load')).toMatchObject({ startAtMs: 60_000 });
  });
});
