import type { MinorUnits } from '../pricing/minor-units';
import type { ProductPrices } from '../pricing/product-prices';
import type { License, LicenseChannels, LicenseState } from './license';

/** Spec §3: a title's prices in a market that sells it: the base price is always there. */
export interface SalePrices extends ProductPrices {
  readonly price: MinorUnits;
}

/** Everything the license rules look at for one listener, one title and one device. */
export interface LicenseFacts {
  /** Null when the market does not sell the title (it can then only be had free or through the club). */
  readonly prices: SalePrices | null;
  readonly isFree: boolean;
  /** The title is part of the club's offer (`is_available_in_subscription`). */
  readonly inClub: boolean;
  /** The market runs a club at all (spec §1: not in sk and es). */
  readonly clubOffered: boolean;
  /** The listener holds a one-off license for the title. */
  readonly hasLicense: boolean;
  /** The listener may hear the club's titles in this market (`mayHearClubTitles`). */
  readonly hasClubAccess: boolean;
  /** The device is one of the account's streaming devices (`isStreamingDevice`). */
  readonly deviceAllowed: boolean;
}

/** Spec §3 "License state per product": a license as the server grants it, its prices always known. */
export interface GrantedLicense extends License {
  readonly price: MinorUnits;
  readonly availableDiscount: MinorUnits;
}

/**
 * Spec §3: a listener's licenses for a title. `oneoff` is always there; `shared` (the club) is null where the club
 * cannot give the title: the market has no club or the title is not in it. A shared CAN_BUY means "join the club".
 */
export interface GrantedLicenseChannels extends LicenseChannels {
  readonly oneoff: GrantedLicense;
  readonly shared: GrantedLicense | null;
}

const NO_DISCOUNT = 0 as MinorUnits;

/** A title the market does not sell is priced at nothing: only a free title or the club can give it. */
const NOT_SOLD: SalePrices = { price: NO_DISCOUNT, discountPrice: null, priceForSubscribers: null, lowestPrice: null };

/** Spec §3 available_discount: price minus the discount price when there is a lower one, else 0. */
export const availableDiscount = (price: MinorUnits, discountPrice: MinorUnits | null): MinorUnits =>
  discountPrice !== null && discountPrice < price ? ((price - discountPrice) as MinorUnits) : NO_DISCOUNT;

/** Spec §4 "Limited listening": a listenable state becomes NOT_AVAILABLE_ON_THIS_DEVICE beyond the streaming devices. */
const onDevice = (state: LicenseState, deviceAllowed: boolean): LicenseState =>
  state === 'CAN_LISTEN' && !deviceAllowed ? 'NOT_AVAILABLE_ON_THIS_DEVICE' : state;

/**
 * Spec §3, §4: the license channels of a title for one listener on one device: one-off CAN_LISTEN with a license or
 * for a free title, else CAN_BUY at the product's prices; shared CAN_LISTEN for a club listener when the title is in
 * the club, else CAN_BUY, at the subscriber price.
 */
export const licenseChannels = (facts: LicenseFacts): GrantedLicenseChannels => {
  const prices = facts.prices ?? NOT_SOLD;
  const oneoff: GrantedLicense = {
    state: onDevice(facts.hasLicense || facts.isFree ? 'CAN_LISTEN' : 'CAN_BUY', facts.deviceAllowed),
    price: prices.price,
    lowestPrice: prices.lowestPrice,
    discountPrice: prices.discountPrice,
    availableDiscount: availableDiscount(prices.price, prices.discountPrice),
  };
  if (!facts.clubOffered || !facts.inClub) return { oneoff, shared: null };
  const shared: GrantedLicense = {
    state: onDevice(facts.hasClubAccess ? 'CAN_LISTEN' : 'CAN_BUY', facts.deviceAllowed),
    price: prices.priceForSubscribers ?? prices.price,
    lowestPrice: prices.lowestPrice,
    discountPrice: null,
    availableDiscount: NO_DISCOUNT,
  };
  return { oneoff, shared };
};

/**
 * Spec §4: whether a listener may hear a title in full at all, whatever the device: a one-off license, a free title,
 * or a club title for a club listener where the market runs the club (a channel's CAN_LISTEN before the device rule).
 */
export const mayListen = (
  facts: Pick<LicenseFacts, 'isFree' | 'inClub' | 'clubOffered' | 'hasLicense' | 'hasClubAccess'>,
): boolean => facts.hasLicense || facts.isFree || (facts.clubOffered && facts.inClub && facts.hasClubAccess);

/** Spec §4: only a one-off license lets a listener keep a title's files; the club and free titles give streaming only. */
export const mayDownload = (facts: Pick<LicenseFacts, 'hasLicense'>): boolean => facts.hasLicense;
