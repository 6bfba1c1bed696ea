import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { languageOf, type Locale } from '#domain/market/locale';
import { sharedI18n } from './create-i18n';
import type { Translations } from './translations';

/** The market a page belongs to and the brand it is shown under. */
export interface PageLocale {
  readonly locale: Locale;
  readonly brand: string;
}

const PageLocaleContext = createContext<PageLocale | null>(null);

interface LocaleProviderProps extends PageLocale {
  /** The market language's text, as the server loaded it (and sent it along for hydration). */
  readonly translations: Translations;
  readonly children: ReactNode;
}

/**
 * Gives the tree its market, brand and the i18next instance of the market's language, shared by every render of that
 * language (see `sharedI18n`).
 */
export const LocaleProvider = ({ locale, brand, translations, children }: LocaleProviderProps) => {
  const language = languageOf(locale);
  const i18n = useMemo(() => sharedI18n(language, translations), [language, translations]);
  const page = useMemo(() => ({ locale, brand }), [locale, brand]);
  return (
    <PageLocaleContext.Provider value={page}>
      <I18nextProvider i18n={i18n} defaultNS="common">
        {children}
      </I18nextProvider>
    </PageLocaleContext.Provider>
  );
};

/** The current page's market and brand. */
export const usePageLocale = (): PageLocale => {
  const page = useContext(PageLocaleContext);
  if (!page) throw new Error('usePageLocale needs a LocaleProvider above it');
  return page;
};

export { brandName } from '#domain/shared/brand-name';
