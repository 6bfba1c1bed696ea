import { renderToString } from 'react-dom/server';
import { TranslatorProvider } from '#ui/i18n/use-translation';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchBox, type SearchBoxProps } from '#ui/components/search/SearchBox';
import { createTestTranslator } from '#test/support/i18n-test';

const PROPS: SearchBoxProps = {
  phrase: '',
  results: [],
  isOpen: false,
  isLoading: false,
  hasFailed: false,
  action: '/en/search',
  resultHref: () => '/',
  onType: () => undefined,
  onSubmit: () => undefined,
  onClose: () => undefined,
  onClear: () => undefined,
  onPrepare: () => undefined,
  onChoose: () => undefined,
};

/** The box as the server renders it: what a browser without JavaScript gets. */
const serverRendered = (phrase: string) => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <TranslatorProvider translator={createTestTranslator('en')}>
      <MemoryRouter>
        <SearchBox {...PROPS} phrase={phrase} />
      </MemoryRouter>
    </TranslatorProvider>,
  );
  return {
    form: host.querySelector('form') as HTMLFormElement,
    input: host.querySelector('input') as HTMLInputElement,
    submit: host.querySelector('button[type="submit"]') as HTMLButtonElement,
  };
};

describe('SearchBox as the server renders it (no JavaScript yet)', () => {
  it('is a GET form to the search route whose button is enabled, so Enter submits once a phrase is typed', () => {
    const { form, input, submit } = serverRendered('');
    expect(form.getAttribute('action')).toBe('/en/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(input.getAttribute('name')).toBe('phrase');
    expect(submit.disabled).toBe(false);
  });

  it('leaves the blank-phrase rule (spec §5) to the browser: required, not only whitespace, 120 characters', () => {
    const { input } = serverRendered('');
    expect(input.required).toBe(true);
    const pattern = new RegExp(`^(?:${input.getAttribute('pattern') ?? ''})$`, 'v');
    expect(['lalka', ' pan tadeusz ', '\tx'].map((value) => pattern.test(value))).toEqual([true, true, true]);
    expect(['', ' ', '   \t'].map((value) => pattern.test(value))).toEqual([false, false, false]);
    expect(input.maxLength).toBe(120);
  });

  it('shows the phrase it is given', () => {
    expect(serverRendered('lalka').input.getAttribute('value')).toBe('lalka');
  });
});
