import { DEVICE_POLL_INTERVAL_SECONDS } from '#domain/auth/device-sign-in';
import type { DeviceSignIn } from './device-sign-in-repository.port';

/** What one poll of a device sign-in comes to (RFC 8628 §3.4, §3.5). */
export type PollVerdict =
  /** Approved: the device may redeem it for its session. */
  | { readonly kind: 'redeem'; readonly userId: string }
  /** Still pending: the poll is recorded, and the device waits the interval. */
  | { readonly kind: 'pending'; readonly intervalSeconds: number }
  /** Pending, polled sooner than the interval: recorded with the interval grown by five seconds. */
  | { readonly kind: 'slow-down'; readonly intervalSeconds: number }
  | { readonly kind: 'denied' }
  /** Unknown, expired or redeemed already. */
  | { readonly kind: 'expired' }
  /** Another device than the one that started it holds the code: answered as expired, telling it nothing. */
  | { readonly kind: 'device-mismatch' };

/**
 * The verdict on a poll by `deviceId` at `now` of the sign-in its device code names (null when unknown). Only a
 * pending sign-in is slowed down: an approved one is redeemed at once, a denied one refused until it expires.
 */
export const pollVerdict = (signIn: DeviceSignIn | null, deviceId: string, now: Date): PollVerdict => {
  if (!signIn || signIn.expiresAt <= now || signIn.state === 'redeemed') return { kind: 'expired' };
  if (signIn.deviceId !== deviceId) return { kind: 'device-mismatch' };
  if (signIn.state === 'denied') return { kind: 'denied' };
  if (signIn.state === 'approved' && signIn.userId !== null) return { kind: 'redeem', userId: signIn.userId };
  if (signIn.state !== 'pending') return { kind: 'expired' };
  const sooner =
    signIn.lastPolledAt !== null && now.getTime() - signIn.lastPolledAt.getTime() < signIn.intervalSeconds * 1000;
  return sooner
    ? { kind: 'slow-down', intervalSeconds: signIn.intervalSeconds + DEVICE_POLL_INTERVAL_SECONDS }
    : { kind: 'pending', intervalSeconds: signIn.intervalSeconds };
};
