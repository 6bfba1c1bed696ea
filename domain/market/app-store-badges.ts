import { languageOf, type Locale } from './locale';
import { MARKETS } from './markets';

/** Spec §1: the app-store badges are 135 by 40 pixels. */
export const APP_STORE_BADGE_SIZE = { width: 135, height: 40 } as const;

/** Spec §1: our own mobile app in the two stores the footer links to. */
export const MOBILE_APP = {
  googlePlayId: 'app.audiora.player',
  appStoreSlug: 'audiora',
  appStoreId: 'id1000000001',
} as const;

export type AppStore = 'googlePlay' | 'appStore';

/** One store badge: where it links and the i18n key of its localised alt text. */
export interface AppStoreBadge {
  readonly store: AppStore;
  readonly href: string;
  readonly altKey: string;
}

// The store country is the region of the market's locale tag (pl-PL -> pl, cs-CZ -> cz, en-GB -> gb).
const storeCountryOf = (locale: Locale): string => (MARKETS[locale].ietfTag.split('-')[1] ?? locale).toLowerCase();

/** Spec §1: the store links of a market, in the market's language and country, whether or not it shows them. */
export const appStoreLinksFor = (locale: Locale): readonly AppStoreBadge[] => [
  {
    store: 'googlePlay',
    href: `https://play.google.com/store/apps/details?id=${MOBILE_APP.googlePlayId}&hl=${languageOf(locale)}`,
    altKey: 'footer.app_badge.google_play_alt',
  },
  {
    store: 'appStore',
    href: `https://apps.apple.com/${storeCountryOf(locale)}/app/${MOBILE_APP.appStoreSlug}/${MOBILE_APP.appStoreId}`,
    altKey: 'footer.app_badge.app_store_alt',
  },
];

/** Spec §1: the footer links to the mobile apps on both stores, so only markets with a footer (not es) show the badges. */
export const appStoreBadgesFor = (locale: Locale): readonly AppStoreBadge[] =>
  MARKETS[locale].hasFooter ? appStoreLinksFor(locale) : [];
