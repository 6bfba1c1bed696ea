import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Maintenance, { headers, loader } from '#ui/routes/maintenance';
import { renderInMarket } from '../render-in-market';

type LoaderArgs = Parameters<typeof loader>[0];
type HeadersArgs = Parameters<typeof headers>[0];

describe('the maintenance page', () => {
  it('answers 503 with Retry-After and no caching', () => {
    const result = loader({ url: new URL('http://store.test/pl/error/503'), params: {} } as unknown as LoaderArgs);
    expect(result.init?.status).toBe(503);
    const sent = new Headers(result.init?.headers);
    expect(sent.get('Retry-After')).toBe('120');
    expect(sent.get('Cache-Control')).toBe('no-store');
    expect(headers({ loaderHeaders: sent } as unknown as HeadersArgs)).toBe(sent);
  });

  it.each([
    ['pl', 'Zaraz wracamy', 'Spróbuj ponownie', '/pl'],
    ['cz', 'Hned jsme zpátky', 'Zkusit znovu', '/cz'],
  ] as const)(
    'speaks the market language in %s and offers to try the store again',
    async (locale, title, retry, home) => {
      const path = `/${locale}/error/503`;
      await renderInMarket(locale, path, [{ path, Component: Maintenance as never, loader: () => null }]);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
      expect(screen.getByRole('link', { name: retry }).getAttribute('href')).toBe(home);
    },
  );
});
