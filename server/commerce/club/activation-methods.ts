import type { Market } from '#domain/market/market';

export type ActivationMethodId = 'card' | 'blik' | 'gift-code';

/** How the club can be activated in a market: a card everywhere the club is on, BLIK in pl, and gift codes. */
export const activationMethods = (market: Market): readonly ActivationMethodId[] => {
  if (!market.features.club) return [];
  return market.locale === 'pl' ? ['card', 'blik', 'gift-code'] : ['card', 'gift-code'];
};
