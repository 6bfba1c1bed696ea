import type { EpochMs } from '../shared/time';

/** What the stop-playback check looks at for one device of an account. */
export interface StopPlaybackFacts {
  /** The month's listening limit is used up (`isPlaybackLimitUsedUp`). */
  readonly limitUsedUp: boolean;
  /** When this device last started playback; null when it never did. */
  readonly thisDeviceStartedAt: EpochMs | null;
  /** The latest start on any other device of the account; null when none. */
  readonly otherDevicesStartedAt: EpochMs | null;
}

/** Spec §4, §7 playback check: a device stops when the monthly limit is used up or another device started later. */
export const mustStopPlayback = (facts: StopPlaybackFacts): boolean =>
  facts.limitUsedUp ||
  (facts.otherDevicesStartedAt !== null &&
    (facts.thisDeviceStartedAt === null || facts.otherDevicesStartedAt > facts.thisDeviceStartedAt));
