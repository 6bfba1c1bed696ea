import type { MinorUnits } from '../pricing/minor-units';

/** Spec §4: the states a license channel can be in. */
export const LICENSE_STATES = ['CAN_LISTEN', 'CAN_BUY', 'NOT_AVAILABLE_ON_THIS_DEVICE'] as const;

export type LicenseState = (typeof LICENSE_STATES)[number];

/**
 * Spec §3: the channels a product is licensed under, in order of precedence (a purchase before the club share). A
 * channel is only its name; what it grants is its `License`.
 */
export const LICENSE_CHANNELS = ['oneoff', 'shared'] as const;

export type LicenseChannel = (typeof LICENSE_CHANNELS)[number];

/** Spec §3: one channel's license for a product (server fields state, price, lowest_price, discount_price, available_discount). */
export interface License {
  readonly state: LicenseState;
  readonly price: MinorUnits | null;
  readonly lowestPrice: MinorUnits | null;
  readonly discountPrice: MinorUnits | null;
  readonly availableDiscount: MinorUnits | null;
}

/** Spec §3: a product's licenses per channel; null where the server sends none (or for an anonymous visitor). */
export type LicenseChannels = Readonly<Record<LicenseChannel, License | null>>;

/** Spec §3: no license on any channel, as for an anonymous visitor. */
export const NO_LICENSES: LicenseChannels = { oneoff: null, shared: null };

/** Spec §4: the first channel (oneoff, then shared) whose license is in the given state, or null. */
export const channelInState = (licenses: LicenseChannels, state: LicenseState): LicenseChannel | null =>
  LICENSE_CHANNELS.find((channel) => licenses[channel]?.state === state) ?? null;

/** Spec §5: the CAN_BUY license whose prices override the product's (oneoff before shared), or null. */
export const buyableLicense = (licenses: LicenseChannels): License | null => {
  const channel = channelInState(licenses, 'CAN_BUY');
  return channel === null ? null : licenses[channel];
};
