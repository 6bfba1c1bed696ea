import { channelInState, type LicenseChannel, type LicenseChannels } from './license';

/** Spec §4: how a product may be heard, and which channel grants it (none for a sample). */
export type ListeningMode =
  | { readonly mode: 'full'; readonly channel: LicenseChannel }
  | { readonly mode: 'limited'; readonly channel: LicenseChannel }
  | { readonly mode: 'sample'; readonly channel: null };

export interface ListeningInput {
  readonly licenses: LicenseChannels;
  /** Whether this device may play full content (the account's device rule, decided elsewhere). */
  readonly deviceAllowed: boolean;
}

/**
 * Spec §4: sample mode when no license is CAN_LISTEN; limited listening when one is CAN_LISTEN but the
 * device is not allowed; otherwise full listening. A CAN_LISTEN oneoff license grants before a shared one.
 */
export const listeningMode = ({ licenses, deviceAllowed }: ListeningInput): ListeningMode => {
  const channel = channelInState(licenses, 'CAN_LISTEN');
  if (channel === null) return { mode: 'sample', channel: null };
  return deviceAllowed ? { mode: 'full', channel } : { mode: 'limited', channel };
};

/** Spec §4 player flags isSample and isLimitedListening for a listening mode. */
export const playerFlagsFor = (
  listening: ListeningMode,
): { readonly isSample: boolean; readonly isLimitedListening: boolean } => ({
  isSample: listening.mode === 'sample',
  isLimitedListening: listening.mode === 'limited',
});
