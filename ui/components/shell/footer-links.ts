import type { Locale } from '#domain/market/locale';
import type { AppStore } from '#domain/market/app-store-badges';

/** The markets' names in their own language, for the other-country chooser (the same in every language). */
export const MARKET_NAMES: Readonly<Record<Locale, string>> = {
  pl: 'Polska',
  cz: 'Česko',
  sk: 'Slovensko',
  de: 'Deutschland',
  lt: 'Lietuva',
  es: 'España',
  en: 'United Kingdom',
  tr: 'Türkiye',
};

/** Pages outside the storefront's routes, on the product's own domain. */
export const giftCardsUrl = (locale: Locale): string => `https://audiora.example/${locale}/gift-cards`;
export const blogUrl = (locale: Locale): string => `https://audiora.example/blog/${locale}`;

/** Our own badge artwork per store, drawn at the spec's 135 by 40; top-level files, which the server serves as such. */
export const BADGE_IMAGES: Readonly<Record<AppStore, string>> = {
  googlePlay: '/badge-google-play.svg',
  appStore: '/badge-app-store.svg',
};

/** The typed i18n key of each badge's alt text: the domain's `altKey` under the shell's `shell.` prefix. */
export const BADGE_ALT_KEYS = {
  googlePlay: 'shell.footer.app_badge.google_play_alt',
  appStore: 'shell.footer.app_badge.app_store_alt',
} as const satisfies Readonly<Record<AppStore, `shell.${string}`>>;

/** Spec §2: the sk footer's promo, 4 € off the first audiobook, in minor units. */
export const FIRST_AUDIOBOOK_PROMO = { locale: 'sk', amount: 400, currency: 'EUR' } as const;
