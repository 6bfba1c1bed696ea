import type { EpochMs } from '../shared/time';

/** Spec §4 "Limited listening" (the device is not allowed): an account streams on at most this many devices. */
export const STREAMING_DEVICE_LIMIT = 3;

/** A device an account signed in on, as the streaming-device rule sees it. */
export interface AccountDevice {
  readonly deviceId: string;
  /** When it was first seen; a device signed in again after removal counts from then. */
  readonly firstSeenAt: EpochMs;
  readonly removed: boolean;
}

/** Spec §4: a device may stream when it is among the account's first STREAMING_DEVICE_LIMIT devices still in use. */
export const isStreamingDevice = (devices: readonly AccountDevice[], deviceId: string): boolean =>
  devices
    .filter((d) => !d.removed)
    .sort((a, b) => a.firstSeenAt - b.firstSeenAt || a.deviceId.localeCompare(b.deviceId))
    .slice(0, STREAMING_DEVICE_LIMIT)
    .some((d) => d.deviceId === deviceId);
