import { render, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import cs from '#ui/locales/cs/common.json';
import de from '#ui/locales/de/common.json';
import en from '#ui/locales/en/common.json';
import es from '#ui/locales/es/common.json';
import lt from '#ui/locales/lt/common.json';
import pl from '#ui/locales/pl/common.json';
import sk from '#ui/locales/sk/common.json';
import tr from '#ui/locales/tr/common.json';

const TEXT = { pl, cs, sk, de, lt, es, en, tr } as const;

/** The languages the storefront's text is written in. */
export type ShellLanguage = keyof typeof TEXT;

/** An i18next instance in one language holding the storefront's text under the `common` namespace, ready at once. */
export const createTestI18n = (language: ShellLanguage = 'en'): i18n => {
  const instance = createInstance({
    lng: language,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: { [language]: { common: TEXT[language] } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  void instance.init();
  return instance;
};

/** Renders a component inside a router and the storefront's text in `language`. */
export const renderWithI18n = (
  ui: ReactElement,
  { language = 'en', path = '/' }: { language?: ShellLanguage; path?: string } = {},
): RenderResult =>
  render(
    <I18nextProvider i18n={createTestI18n(language)} defaultNS="common">
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
