import { createContext, type ReactNode, useContext } from 'react';
import type { Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the tree a translator (the `LocaleProvider` gives the page's; tests give one of their own). */
export const TranslatorProvider = ({ translator, children }: { translator: Translator; children: ReactNode }) => (
  <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>
);

/** The page's translator: `const { t } = useTranslation()`. */
export const useTranslation = (): Translator => {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs a LocaleProvider or TranslatorProvider above it');
  return translator;
};
