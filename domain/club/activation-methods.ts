import type { Market } from '../market/market';

/** The ways the club can be activated (spec §3 "activation method"). */
export const ACTIVATION_METHODS = ['card', 'blik', 'gift-code'] as const;

export type ActivationMethodId = (typeof ACTIVATION_METHODS)[number];

/** How the club can be activated in a market: a card everywhere the club is on, BLIK in pl, and gift codes. */
export const activationMethods = (market: Market): readonly ActivationMethodId[] => {
  if (!market.features.club) return [];
  return market.locale === 'pl' ? ['card', 'blik', 'gift-code'] : ['card', 'gift-code'];
};
