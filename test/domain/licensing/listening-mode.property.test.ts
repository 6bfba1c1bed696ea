import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LICENSE_CHANNELS } from '#domain/licensing/license';
import { listeningMode, playerFlagsFor } from '#domain/licensing/listening-mode';
import { licenseChannelsArbitrary } from '#test/support/arbitraries/licensing.arbitrary';

const input = fc.record({ licenses: licenseChannelsArbitrary, deviceAllowed: fc.boolean() });

describe('listening mode properties, over every state combination (spec §4)', () => {
  it('is a sample exactly when no license is CAN_LISTEN', () => {
    fc.assert(
      fc.property(input, (i) => {
        const anyListen = LICENSE_CHANNELS.some((c) => i.licenses[c]?.state === 'CAN_LISTEN');
        expect(listeningMode(i).mode === 'sample').toBe(!anyListen);
      }),
    );
  });

  it('names a granting channel whose license is CAN_LISTEN, and none for a sample', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { mode, channel } = listeningMode(i);
        if (mode === 'sample') expect(channel).toBeNull();
        else expect(i.licenses[channel]?.state).toBe('CAN_LISTEN');
      }),
    );
  });

  it('is limited exactly when a license is CAN_LISTEN and the device is not allowed', () => {
    fc.assert(
      fc.property(input, (i) => {
        const listening = listeningMode(i);
        expect(listening.mode === 'limited').toBe(listening.mode !== 'sample' && !i.deviceAllowed);
        expect(listening.mode === 'full').toBe(listening.mode !== 'sample' && i.deviceAllowed);
      }),
    );
  });

  it('never raises both player flags at once', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { isSample, isLimitedListening } = playerFlagsFor(listeningMode(i));
        expect(isSample && isLimitedListening).toBe(false);
      }),
    );
  });
});
