import type { Locale } from './locale';
import { MARKETS } from './markets';

/**
 * The children's category each market with the kids flag (spec §1: pl only) sends its kids' shelf link to, by the
 * category's slug in that market's catalogue.
 */
const KIDS_CATEGORY_SLUGS: Partial<Readonly<Record<Locale, string>>> = { pl: 'dla-dzieci' };

/**
 * Spec §1 kids flag: where the market's navigation and footer link to a shelf of children's audiobooks (a category
 * slug); null where the flag is off or the market names no children's category.
 */
export const kidsShelfCategory = (locale: Locale): string | null =>
  MARKETS[locale].features.kids ? (KIDS_CATEGORY_SLUGS[locale] ?? null) : null;

/**
 * Spec §1 oldWeb flag: the market's page on the legacy web store, which its footer links to while customers may
 * still use it (pl, de, lt); null where the flag is off or no legacy store host is configured.
 */
export const legacyStorePage = (locale: Locale, legacyStoreHost: string | undefined): string | null =>
  MARKETS[locale].features.oldWeb && legacyStoreHost ? `https://${legacyStoreHost}/${locale}` : null;
