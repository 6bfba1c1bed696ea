import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TopProgressBar } from '#ui/components/shell/TopProgressBar';
import { TranslatorProvider } from '#ui/i18n/use-translation';
import { createTestTranslator, renderWithI18n } from '#test/support/i18n-test';

describe('TopProgressBar', () => {
  it('announces a progress bar while a transition is under way', () => {
    renderWithI18n(<TopProgressBar active />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
  });

  it('shows no progress bar when idle', () => {
    renderWithI18n(<TopProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('takes over the idle bar the server drew when a navigation began before hydration, then shows it', async () => {
    const translator = createTestTranslator('en');
    const bar = (active: boolean) => (
      <TranslatorProvider translator={translator}>
        <TopProgressBar active={active} />
      </TranslatorProvider>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(bar(false));
    document.body.append(host);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(host, bar(true), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('progressbar', { name: 'Loading page' }).parentElement?.dataset.active).toBe('true');
    act(() => root.unmount());
    host.remove();
  });
});
