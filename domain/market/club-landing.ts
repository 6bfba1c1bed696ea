import type { Locale } from './locale';
import { MARKETS } from './markets';

// One external page per club market, on the product's own club domain (see PRODUCT_HOSTS.ownDomains).
const CLUB_LANDING_PAGES: Readonly<Record<Locale, string>> = {
  pl: 'https://club.audiora.example/pl',
  cz: 'https://club.audiora.example/cz',
  sk: 'https://club.audiora.example/sk',
  de: 'https://club.audiora.example/de',
  lt: 'https://club.audiora.example/lt',
  es: 'https://club.audiora.example/es',
  en: 'https://club.audiora.example/en',
  tr: 'https://club.audiora.example/tr',
};

/**
 * Spec §2: the club landing page is an external address per market; markets with the club
 * feature off (sk, es, and en by default) have none to link to.
 */
export const clubLandingPageFor = (locale: Locale): string | null =>
  MARKETS[locale].features.club ? CLUB_LANDING_PAGES[locale] : null;
