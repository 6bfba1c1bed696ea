import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { SOCIAL_LINKS } from '../shell/social-links';

// Written by the server alone (crawlers read its HTML): nothing here reaches a browser's code.

/** Structured data as the text of a `<script type="application/ld+json">`, `<` escaped so no value can close it early. */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

/** Spec §2 "Meta tags and organisation structured data are set per country": the market's Organization, or none (es). */
export const organizationJsonLd = (locale: Locale, origin: string, name: string): string | null => {
  if (!MARKETS[locale].hasStructuredData) return null;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: `${origin}/${locale}`,
    logo: `${origin}/favicon.svg`,
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
  return jsonLdText(data);
};
