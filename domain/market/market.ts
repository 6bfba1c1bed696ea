import type { Brand } from '../shared/brand';
import type { Locale } from './locale';

export type CatalogId = Brand<string, 'CatalogId'>;

export type CurrencyCode = 'PLN' | 'EUR' | 'CZK' | 'TRY';

export interface MarketFeatures {
  readonly sharing: boolean;
  readonly kids: boolean;
  readonly club: boolean;
  readonly oldWeb: boolean;
}

/** Spec §3 "Market config": everything that differs between markets. */
export interface Market {
  readonly locale: Locale;
  readonly ietfTag: string;
  readonly catalogId: CatalogId;
  readonly currency: CurrencyCode;
  readonly gtmId: string;
  readonly features: MarketFeatures;
  readonly hasFooter: boolean;
  readonly hasStructuredData: boolean;
}

/** Spec §1: the timezone every market's dates and times are shown in. */
export const MARKET_TIMEZONE = 'Europe/Warsaw';

/** Spec §1: the currency of a market the spec gives none. */
export const DEFAULT_CURRENCY: CurrencyCode = 'PLN';
