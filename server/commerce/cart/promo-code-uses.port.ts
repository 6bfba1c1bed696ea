/**
 * Which promo codes accounts have paid with. A code serves every account, each once: a campaign's code is shared
 * widely, and one account using it again and again would make it a standing discount.
 */
export interface PromoCodeUses {
  /** Whether the user has a paid order of the catalogue with this (normalised) code. */
  hasUsed(userId: string, catalogId: string, code: string): Promise<boolean>;
}
