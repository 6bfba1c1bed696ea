import { useLocation } from 'react-router';
import type { Locale } from '#domain/market/locale';
import { brandName } from '#ui/i18n/locale-provider';
import { openGraphLocale, pageAddress } from './market-head';

export interface MarketHeadProps {
  readonly locale: Locale;
  readonly brand: string;
  /** The store's public origin (`https://audiora.example`), for absolute addresses. */
  readonly origin: string;
  readonly nonce: string | undefined;
  /** The market's Organization as JSON-LD text (`organizationJsonLd`), where the server wrote it. */
  readonly organization: string | undefined;
}

/**
 * The head tags every page of a market shares (spec §2): canonical, hreflang alternates, the Open Graph site, locale
 * and address, and the Organization JSON-LD where the market has structured data. Title and description (and their
 * Open Graph twins) come from each page's `meta`.
 */
export function MarketHead({ locale, brand, origin, nonce, organization }: MarketHeadProps) {
  const { pathname, search } = useLocation();
  const name = brandName(brand);
  const address = pageAddress(origin, pathname, { product: brand }, search);
  return (
    <>
      <meta property="og:site_name" content={name} />
      <meta property="og:locale" content={openGraphLocale(locale)} />
      <meta property="og:type" content="website" />
      {address && (
        <>
          <link rel="canonical" href={address.canonical} />
          <meta property="og:url" content={address.canonical} />
          {address.alternates.map((alternate) => (
            <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
          ))}
        </>
      )}
      {organization && (
        <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: organization }} />
      )}
    </>
  );
}
