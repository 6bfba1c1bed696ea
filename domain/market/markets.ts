import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';
import { type CatalogId, DEFAULT_CURRENCY, type Market, type MarketFeatures } from './market';

const features = (on: Partial<MarketFeatures>): MarketFeatures => ({
  sharing: false,
  kids: false,
  club: false,
  oldWeb: false,
  ...on,
});

const market = (m: Omit<Market, 'hasFooter' | 'hasStructuredData'> & Partial<Market>): Market => ({
  hasFooter: true,
  hasStructuredData: true,
  ...m,
});

const catalogId = (uuid: string) => uuid as CatalogId;

/**
 * Spec §1 market details: currency, locale tag, feature flags (sharing pl/de/cz, kids pl,
 * club pl/de/cz/lt/tr, oldWeb pl/de/lt), es without footer or structured data, and one fixed
 * catalog id per market read by both the storefront and the reference API.
 */
export const MARKETS: Readonly<Record<Locale, Market>> = {
  pl: market({
    locale: 'pl',
    ietfTag: 'pl-PL',
    catalogId: catalogId('df363888-c791-4826-ac55-a9409b91ab20'),
    currency: 'PLN',
    gtmId: 'GTM-AUDPL01',
    features: features({ sharing: true, kids: true, club: true, oldWeb: true }),
  }),
  cz: market({
    locale: 'cz',
    ietfTag: 'cs-CZ',
    catalogId: catalogId('5d26811e-c5ce-4010-b86b-abb89e7cc856'),
    currency: 'CZK',
    gtmId: 'GTM-AUDCZ01',
    features: features({ sharing: true, club: true }),
  }),
  sk: market({
    locale: 'sk',
    ietfTag: 'sk-SK',
    catalogId: catalogId('596c4115-52ad-4cfc-a32a-b25a9ced5f8d'),
    currency: 'EUR',
    gtmId: 'GTM-AUDSK01',
    features: features({}),
  }),
  de: market({
    locale: 'de',
    ietfTag: 'de-DE',
    catalogId: catalogId('c3a4a6f7-1d7c-4e19-8f0d-1203fc336187'),
    currency: 'EUR',
    gtmId: 'GTM-AUDDE01',
    features: features({ sharing: true, club: true, oldWeb: true }),
  }),
  lt: market({
    locale: 'lt',
    ietfTag: 'lt-LT',
    catalogId: catalogId('55cafebd-7035-46db-a2ec-237d0b496711'),
    currency: 'EUR',
    gtmId: 'GTM-AUDLT01',
    features: features({ club: true, oldWeb: true }),
  }),
  es: market({
    locale: 'es',
    ietfTag: 'es-ES',
    catalogId: catalogId('42c51482-03d7-4ed6-b5ca-dd3e7afa24f0'),
    currency: 'EUR',
    gtmId: 'GTM-AUDES01',
    features: features({}),
    hasFooter: false,
    hasStructuredData: false,
  }),
  // The spec gives en nothing of its own: it takes the defaults (currency PLN, no features).
  en: market({
    locale: 'en',
    ietfTag: 'en-GB',
    catalogId: catalogId('a5a55b93-b7b1-4b0e-a5e2-b0ea2c194658'),
    currency: DEFAULT_CURRENCY,
    gtmId: 'GTM-AUDEN01',
    features: features({}),
  }),
  tr: market({
    locale: 'tr',
    ietfTag: 'tr-TR',
    catalogId: catalogId('809a8354-f9c7-445b-bcc2-17a36705a5b0'),
    currency: 'TRY',
    gtmId: 'GTM-AUDTR01',
    features: features({ club: true }),
  }),
};

/** Spec §1: a market by its locale code; unknown codes fall back to the default market. */
export const marketFor = (locale: string): Market => MARKETS[isLocale(locale) ? locale : DEFAULT_LOCALE];
