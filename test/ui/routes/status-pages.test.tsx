import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loader as notFoundLoader } from '#ui/routes/not-found';
import { NotFoundPage } from '#ui/routes/status-pages';
import { renderInMarket } from '../render-in-market';

const thrownBy = (run: () => unknown): unknown => {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error('expected a throw');
};

describe('the 404 page', () => {
  it.each([
    ['pl', '/pl/nie-ma', 'Nie znaleziono strony', 'Wróć na stronę główną', '/pl'],
    ['cz', '/cz/neni', 'Stránka nenalezena', 'Zpět na úvodní stránku', '/cz'],
    ['de', '/de/nope', 'Seite nicht gefunden', 'Zur Startseite', '/de'],
  ] as const)(
    'speaks the market language in %s and links to its home page',
    async (locale, path, title, back, home) => {
      await renderInMarket(locale, path, [{ path: '*', Component: NotFoundPage }]);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      expect(screen.getByRole('link', { name: back }).getAttribute('href')).toBe(home);
    },
  );

  it('is what the catch-all route answers, with status 404', () => {
    const thrown = thrownBy(() => notFoundLoader()) as { init?: { status?: number } };
    expect(thrown.init?.status).toBe(404);
  });
});
