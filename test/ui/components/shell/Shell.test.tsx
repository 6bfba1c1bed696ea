import { act } from '@testing-library/react';
import { type ReactNode, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Shell } from '#ui/components/shell/Shell';
import { TranslatorProvider } from '#ui/i18n/use-translation';
import { createTestTranslator } from '#test/support/i18n-test';
import { CATEGORIES, ROUTING } from './shell-fixtures';

const shell = (page: ReactNode) => (
  <TranslatorProvider translator={createTestTranslator('en')}>
    <MemoryRouter>
      <Shell brand="audiora" categories={CATEGORIES} year={2026} navigating={false} locale="en" routing={ROUTING}>
        {page}
      </Shell>
    </MemoryRouter>
  </TranslatorProvider>
);

/** The server's HTML with the footer in it: the first render starts fetching the footer's code (loaded apart). */
const serverHtml = async (ui: ReactNode) => {
  renderToString(ui);
  await import('#ui/components/shell/Footer');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return renderToString(ui);
};

const never = new Promise<never>(() => undefined);

/** A page whose hydration never finishes: its code or data is still on the way. */
function PageStillLoading(): ReactNode {
  return use(never);
}

describe('Shell', () => {
  it("hydrates the top bar without waiting for the page, whose server HTML stays until the page's turn", async () => {
    const host = document.createElement('div');
    host.innerHTML = await serverHtml(shell(<h1>A page drawn by the server</h1>));
    document.body.append(host);
    const trigger = host.querySelector<HTMLButtonElement>('header button[aria-controls]');
    if (!trigger) throw new Error('no catalogue trigger in the server HTML');

    const root = await act(async () => hydrateRoot(host, shell(<PageStillLoading />)));
    await act(async () => trigger.click());

    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(host.querySelector('#main-content h1')?.textContent).toBe('A page drawn by the server');
    act(() => root.unmount());
    host.remove();
  });
});
