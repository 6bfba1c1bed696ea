import { describe, expect, it } from 'vitest';
import type { License, LicenseChannels, LicenseState } from '#domain/licensing/license';
import { NO_LICENSES } from '#domain/licensing/license';
import { listeningMode, playerFlagsFor } from '#domain/licensing/listening-mode';

const license = (state: LicenseState): License => ({
  state,
  price: null,
  lowestPrice: null,
  discountPrice: null,
  availableDiscount: null,
});

const channels = (oneoff: LicenseState | null, shared: LicenseState | null): LicenseChannels => ({
  oneoff: oneoff === null ? null : license(oneoff),
  shared: shared === null ? null : license(shared),
});

describe('listening mode (spec §4: sample without CAN_LISTEN, limited on a device not allowed)', () => {
  it.each([
    [null, null, true, { mode: 'sample', channel: null }],
    ['CAN_BUY', null, true, { mode: 'sample', channel: null }],
    ['CAN_BUY', 'NOT_AVAILABLE_ON_THIS_DEVICE', true, { mode: 'sample', channel: null }],
    ['NOT_AVAILABLE_ON_THIS_DEVICE', 'NOT_AVAILABLE_ON_THIS_DEVICE', false, { mode: 'sample', channel: null }],
    ['CAN_LISTEN', null, true, { mode: 'full', channel: 'oneoff' }],
    ['CAN_LISTEN', 'CAN_LISTEN', true, { mode: 'full', channel: 'oneoff' }],
    ['CAN_BUY', 'CAN_LISTEN', true, { mode: 'full', channel: 'shared' }],
    [null, 'CAN_LISTEN', false, { mode: 'limited', channel: 'shared' }],
    ['CAN_LISTEN', 'CAN_BUY', false, { mode: 'limited', channel: 'oneoff' }],
  ] as const)('oneoff %s, shared %s, device allowed %s -> %j', (oneoff, shared, deviceAllowed, expected) => {
    expect(listeningMode({ licenses: channels(oneoff, shared), deviceAllowed })).toEqual(expected);
  });

  it('plays samples for an anonymous visitor, who has no licenses', () => {
    expect(listeningMode({ licenses: NO_LICENSES, deviceAllowed: true }).mode).toBe('sample');
  });

  it('sets the player flags isSample and isLimitedListening', () => {
    expect(playerFlagsFor({ mode: 'sample', channel: null })).toEqual({ isSample: true, isLimitedListening: false });
    expect(playerFlagsFor({ mode: 'limited', channel: 'shared' })).toEqual({
      isSample: false,
      isLimitedListening: true,
    });
    expect(playerFlagsFor({ mode: 'full', channel: 'oneoff' })).toEqual({ isSample: false, isLimitedListening: false });
  });
});
