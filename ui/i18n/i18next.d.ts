import 'i18next';
import type { Translations } from './translations';

// Typed keys: `t('pages.cart.title')` is checked against the English file, the reference for every language.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: Translations };
  }
}
