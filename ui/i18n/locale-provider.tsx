import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { languageOf, type Locale } from '#domain/market/locale';
import { sharedTranslator } from './translator';
import type { Translations } from './translations';
import { TranslatorProvider } from './use-translation';

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
 * Gives the tree its market, brand and the translator of the market's language, shared by every render of that
 * language (see `sharedTranslator`).
 */
export const LocaleProvider = ({ locale, brand, translations, children }: LocaleProviderProps) => {
  const language = languageOf(locale);
  const translator = useMemo(() => sharedTranslator(language, translations), [language, translations]);
  const page = useMemo(() => ({ locale, brand }), [locale, brand]);
  return (
    <PageLocaleContext.Provider value={page}>
      <TranslatorProvider translator={translator}>{children}</TranslatorProvider>
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
