import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createTranslator, type Translator } from '#ui/i18n/translator';
import { TranslatorProvider } from '#ui/i18n/use-translation';
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

/** A translator over the storefront's text in one language. */
export const createTestTranslator = (language: ShellLanguage = 'en'): Translator =>
  createTranslator(language, TEXT[language]);

/** Renders a component inside a router and the storefront's text in `language`. */
export const renderWithI18n = (
  ui: ReactElement,
  { language = 'en', path = '/' }: { language?: ShellLanguage; path?: string } = {},
): RenderResult =>
  render(
    <TranslatorProvider translator={createTestTranslator(language)}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </TranslatorProvider>,
  );
