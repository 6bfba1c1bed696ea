import { createInstance, type i18n } from 'i18next';
import { NAMESPACE, type Translations } from './translations';

/**
 * An i18next instance holding one language's text, ready synchronously (no backend, no suspense):
 * a server render and the hydrating browser start from the same resources, so their first renders match.
 */
export const createI18n = (language: string, translations: Translations): i18n => {
  const instance = createInstance({
    lng: language,
    fallbackLng: false,
    supportedLngs: false,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [language]: { [NAMESPACE]: translations } },
    initAsync: false,
    // React escapes text itself; escaping here too would double-encode quotes and ampersands.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
  });
  void instance.init();
  return instance;
};

const shared = new WeakMap<Translations, i18n>();

/**
 * The one instance for a language's text, made on first use: rendering only reads from it and nothing changes its
 * language, so every server render and `meta` call can share it instead of building one each.
 */
export const sharedI18n = (language: string, translations: Translations): i18n => {
  const known = shared.get(translations);
  if (known?.language === language) return known;
  const made = createI18n(language, translations);
  shared.set(translations, made);
  return made;
};
