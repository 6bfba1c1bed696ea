import type { MetaDescriptor } from 'react-router';
import type { Locale } from '#domain/market/locale';
import { sharedTranslator, type TFunction } from './translator';
import { brandName } from './locale-provider';
import { loadedTranslations } from './translations';

/** What the root route gives every page: its market, language and brand (the language's text is loaded apart). */
export interface RootData {
  readonly locale: Locale;
  readonly lang: string;
  readonly brand: string;
  /** The store's public origin, for canonical and alternate addresses (the server's, also after a change of market). */
  readonly origin: string;
  /** The address of the language's text, which the page preloads and the browser reads before it hydrates. */
  readonly textUrl: string;
  /** Where the browser reports failures (`SENTRY_DSN`, spec §8); none: to the console. */
  readonly errorReportingDsn?: string;
  /** The reCAPTCHA v3 site key sign-in asks tokens with (`RECAPTCHA_SITE_KEY`); none: the development captcha. */
  readonly recaptchaSiteKey?: string;
  /** The Google and Apple OAuth client ids sign-in asks the real providers with; none: the development provider. */
  readonly googleClientId?: string;
  readonly appleClientId?: string;
  /**
   * The market's Organization JSON-LD, for crawlers, which read the server's HTML: written by the server only, so no
   * page carries the code that builds it (a navigation into another market in the browser leaves it out).
   */
  readonly organizationJsonLd?: string;
}

/** The id React Router gives the root route. */
export const ROOT_ROUTE_ID = 'root';

type MetaMatch = { readonly id: string; readonly data: unknown } | undefined;

/** The root route's data among a `meta` function's matches. */
export const rootDataOf = (matches: readonly MetaMatch[]): RootData | undefined =>
  matches.find((match) => match?.id === ROOT_ROUTE_ID)?.data as RootData | undefined;

/** A translate function for `meta`, which runs outside the React tree and so outside its translator. */
export const metaTranslator = (root: RootData): TFunction =>
  sharedTranslator(root.lang, loadedTranslations(root.lang)).t;

/** A title and description with their Open Graph twins (the market-wide tags come from `MarketHead`). */
export const titleAndDescription = (title: string, description: string | undefined): MetaDescriptor[] => {
  const tags: MetaDescriptor[] = [{ title }, { property: 'og:title', content: title }];
  if (description !== undefined) {
    tags.push({ name: 'description', content: description }, { property: 'og:description', content: description });
  }
  return tags;
};

/** A page's `<title>` ("Koszyk | Audiora") and description, in the page's language. */
export const pageMeta = (
  root: RootData | undefined,
  title: (t: TFunction) => string,
  description?: (t: TFunction) => string,
): MetaDescriptor[] => {
  if (!root) return [];
  const t = metaTranslator(root);
  return titleAndDescription(`${title(t)} | ${brandName(root.brand)}`, description?.(t));
};
