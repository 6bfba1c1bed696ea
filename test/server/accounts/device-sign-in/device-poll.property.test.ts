import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_POLL_INTERVAL_SECONDS } from '#domain/auth/device-sign-in';
import { pollVerdict } from '#server/accounts/device-sign-in/device-poll';
import type { DeviceSignIn } from '#server/accounts/device-sign-in/device-sign-in-repository.port';

const START = Date.parse('2026-11-27T10:00:00Z');
const TTL_MS = 600_000;

const aSignIn = (overrides: Partial<DeviceSignIn> = {}): DeviceSignIn => ({
  deviceCodeHash: 'hash',
  userCode: 'BDFGHJKM',
  deviceId: 'cli',
  clientName: 'cli',
  catalogId: 'pl',
  createdAt: new Date(START),
  expiresAt: new Date(START + TTL_MS),
  intervalSeconds: DEVICE_POLL_INTERVAL_SECONDS,
  lastPolledAt: null,
  state: 'pending',
  userId: null,
  ...overrides,
});

/** Gaps between polls, in milliseconds, within the sign-in's life. */
const gaps = fc.array(fc.integer({ min: 0, max: 30_000 }), { minLength: 1, maxLength: 30 });

describe('pollVerdict', () => {
  it('grows the interval by five seconds exactly for each poll that comes sooner than it, never shrinking it', () => {
    fc.assert(
      fc.property(gaps, (steps) => {
        let signIn = aSignIn();
        let at = START;
        for (const gap of steps) {
          at += gap;
          const verdict = pollVerdict(signIn, 'cli', new Date(at));
          if (at >= START + TTL_MS) return expect(verdict).toEqual({ kind: 'expired' });
          const sooner =
            signIn.lastPolledAt !== null && at - signIn.lastPolledAt.getTime() < signIn.intervalSeconds * 1000;
          expect(verdict).toEqual({
            kind: sooner ? 'slow-down' : 'pending',
            intervalSeconds: signIn.intervalSeconds + (sooner ? DEVICE_POLL_INTERVAL_SECONDS : 0),
          });
          if (verdict.kind !== 'pending' && verdict.kind !== 'slow-down') throw new Error('unreachable');
          signIn = { ...signIn, lastPolledAt: new Date(at), intervalSeconds: verdict.intervalSeconds };
        }
        return true;
      }),
    );
  });

  it('redeems only an approved, unexpired sign-in, and only for the device that started it', () => {
    const states = fc.constantFrom<DeviceSignIn['state'][]>('pending', 'approved', 'denied', 'redeemed');
    fc.assert(
      fc.property(
        states,
        fc.constantFrom('cli', 'other'),
        fc.integer({ min: 0, max: 2 * TTL_MS }),
        (state, device, ms) => {
          const signIn = aSignIn({ state, userId: state === 'pending' ? null : 'user-1' });
          const verdict = pollVerdict(signIn, device, new Date(START + ms));
          const live = ms < TTL_MS && state !== 'redeemed';
          expect(verdict.kind === 'redeem').toBe(live && device === 'cli' && state === 'approved');
          if (!live) expect(verdict).toEqual({ kind: 'expired' });
          else if (device !== 'cli') expect(verdict).toEqual({ kind: 'device-mismatch' });
          else if (state === 'denied') expect(verdict).toEqual({ kind: 'denied' });
        },
      ),
    );
  });

  it('answers an unknown code as expired', () => {
    expect(pollVerdict(null, 'cli', new Date(START))).toEqual({ kind: 'expired' });
  });
});
