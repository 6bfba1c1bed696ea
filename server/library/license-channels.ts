/** Spec §4 license states: what a listener may do with a title through each channel. */
export const LICENSE_STATES = ['CAN_LISTEN', 'CAN_BUY', 'NOT_AVAILABLE_ON_THIS_DEVICE'] as const;
export type LicenseState = (typeof LICENSE_STATES)[number];

/** Prices of the title in the market, minor units. */
export interface ChannelPrices {
  readonly price: number;
  readonly discountPrice: number | null;
  readonly priceForSubscribers: number | null;
  readonly lowestPrice: number | null;
}

/** Everything the rule looks at; gathered from the database by the caller. */
export interface LicenseChannelFacts {
  readonly prices: ChannelPrices;
  readonly isFree: boolean;
  /** The title is part of the club's offer (`is_available_in_subscription`). */
  readonly inClub: boolean;
  /** The market runs a club at all (spec §1: not in sk and es). */
  readonly clubOffered: boolean;
  /** The user holds a one-off license for the title. */
  readonly hasLicense: boolean;
  /** The user's club period is running in this market (`hasClubAccess`). */
  readonly hasClubAccess: boolean;
  /** The request's device is one of the account's streaming devices. */
  readonly deviceAllowed: boolean;
}

/** Spec §3 "License state per product": a channel's state with the prices it is offered at. */
export interface LicenseChannel {
  readonly state: LicenseState;
  readonly price: number;
  readonly lowestPrice: number | null;
  readonly discountPrice: number | null;
  /** How much the discount takes off the price; 0 without one. */
  readonly availableDiscount: number;
}

/**
 * `oneoff` is always there; `shared` (the club) is null where the club cannot give the title: the market has no
 * club or the title is not in it. A shared CAN_BUY means "join the club to hear it".
 */
export interface LicenseChannels {
  readonly oneoff: LicenseChannel;
  readonly shared: LicenseChannel | null;
}

/** An account streams on at most this many devices: its earliest ones that were not removed. */
export const STREAMING_DEVICE_LIMIT = 3;

/** A listenable state becomes NOT_AVAILABLE_ON_THIS_DEVICE on a device beyond the limit (spec §4 "Limited listening"). */
const onDevice = (state: LicenseState, deviceAllowed: boolean): LicenseState =>
  state === 'CAN_LISTEN' && !deviceAllowed ? 'NOT_AVAILABLE_ON_THIS_DEVICE' : state;

/** The discount a price carries: price minus the discount price when there is one, else 0. */
export const availableDiscount = (price: number, discountPrice: number | null): number =>
  discountPrice !== null && discountPrice < price ? price - discountPrice : 0;

/**
 * The license channels of a title for one listener on one device (spec §3, §4): one-off CAN_LISTEN with a license or
 * for a free title, else CAN_BUY at the product's prices; shared CAN_LISTEN for a club member when the title is in
 * the club, at the subscriber price.
 */
export const licenseChannels = (facts: LicenseChannelFacts): LicenseChannels => {
  const { prices } = facts;
  const oneoff: LicenseChannel = {
    state: onDevice(facts.hasLicense || facts.isFree ? 'CAN_LISTEN' : 'CAN_BUY', facts.deviceAllowed),
    price: prices.price,
    lowestPrice: prices.lowestPrice,
    discountPrice: prices.discountPrice,
    availableDiscount: availableDiscount(prices.price, prices.discountPrice),
  };
  if (!facts.clubOffered || !facts.inClub) return { oneoff, shared: null };
  const sharedPrice = prices.priceForSubscribers ?? prices.price;
  const shared: LicenseChannel = {
    state: onDevice(facts.hasClubAccess ? 'CAN_LISTEN' : 'CAN_BUY', facts.deviceAllowed),
    price: sharedPrice,
    lowestPrice: prices.lowestPrice,
    discountPrice: null,
    availableDiscount: 0,
  };
  return { oneoff, shared };
};

/**
 * Whether a listener may hear a title in full at all, whatever the device (spec §4): a one-off license, a free title,
 * or a club title for a club member where the market runs the club. This is a channel's CAN_LISTEN before the device
 * rule; playback commands for anything else are refused.
 */
export const mayListen = (
  facts: Pick<LicenseChannelFacts, 'isFree' | 'inClub' | 'clubOffered' | 'hasLicense' | 'hasClubAccess'>,
): boolean => facts.hasLicense || facts.isFree || (facts.clubOffered && facts.inClub && facts.hasClubAccess);

/** Whether a device may stream: it is among the account's first STREAMING_DEVICE_LIMIT devices still in use. */
export const isStreamingDevice = (
  devices: readonly { readonly deviceId: string; readonly firstSeenAt: string; readonly removed: boolean }[],
  deviceId: string,
): boolean =>
  devices
    .filter((d) => !d.removed)
    .sort((a, b) => a.firstSeenAt.localeCompare(b.firstSeenAt) || a.deviceId.localeCompare(b.deviceId))
    .slice(0, STREAMING_DEVICE_LIMIT)
    .some((d) => d.deviceId === deviceId);
