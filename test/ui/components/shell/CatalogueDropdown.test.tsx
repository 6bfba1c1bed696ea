import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_CLOSING_DELAY_MS, SUBMENU_OPEN_DELAY_MS } from '#domain/shell/shell-timing';
import { CatalogueDropdown } from '#ui/components/shell/CatalogueDropdown';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { heldClicks } from '#ui/di/held-clicks';
import { TranslatorProvider } from '#ui/i18n/use-translation';
import { createTestTranslator, renderWithI18n } from '#test/support/i18n-test';
import { CATEGORIES, ROUTING } from './shell-fixtures';

const renderDropdown = (locale: 'en' | 'pl' = 'en') => {
  renderWithI18n(
    <div>
      <CatalogueDropdown categories={CATEGORIES} locale={locale} routing={ROUTING} />
      <button type="button">Elsewhere</button>
    </div>,
    { language: locale },
  );
  const trigger = screen.getByRole('button', { name: locale === 'en' ? 'Catalogue' : 'Katalog' });
  return { trigger };
};

const entryNames = () => screen.getAllByRole('link').map((link) => link.textContent);
const focusedText = () => document.activeElement?.textContent;
const key = (k: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key: k });

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

afterEach(() => vi.useRealTimers());

describe('CatalogueDropdown', () => {
  it("holds a press made while the page is still the server's HTML, and opens once it is live", async () => {
    // A document of its own: the holder's listener stays on the document it is installed on.
    const doc = document.implementation.createHTMLDocument();
    heldClicks.install(doc);
    const ui = (
      <TranslatorProvider translator={createTestTranslator('en')}>
        <MemoryRouter>
          <CatalogueDropdown categories={CATEGORIES} locale="en" routing={ROUTING} />
        </MemoryRouter>
      </TranslatorProvider>
    );
    const host = doc.createElement('div');
    host.innerHTML = renderToString(ui);
    doc.body.append(host);
    const trigger = host.querySelector<HTMLButtonElement>('button[aria-controls]');
    if (!trigger) throw new Error('no trigger in the server HTML');
    trigger.click();
    expect(trigger.getAttribute('aria-busy')).toBe('true');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    const root = await act(async () => hydrateRoot(host, ui));
    await vi.waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    expect(trigger.hasAttribute('aria-busy')).toBe(false);
    act(() => root.unmount());
  });

  it('is a disclosure button controlling a hidden panel of top-level category links', () => {
    const { trigger } = renderDropdown();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    // Closed, its entries are not drawn at all: no page renders or hydrates links nobody can see.
    expect(panel?.querySelectorAll('a')).toHaveLength(0);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    const list = screen.getByRole('list', { name: 'Categories' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Crime', 'Classics', 'Fantasy']);
    expect(entryNames()).not.toContain('Nordic noir');
  });

  it("links each entry to its category and the footer to all categories, in the market's paths", () => {
    const { trigger } = renderDropdown('pl');
    fireEvent.click(trigger);
    expect(screen.getByRole('link', { name: 'Crime' }).getAttribute('href')).toBe('/pl/katalog/crime');
    expect(screen.getByRole('link', { name: 'Wszystkie kategorie' }).getAttribute('href')).toBe('/pl/katalog');
  });

  it('moves with the arrow keys and wraps at both ends; Home and End jump', () => {
    const { trigger } = renderDropdown();
    trigger.focus();
    key('ArrowDown');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(focusedText()).toBe('Crime');
    key('ArrowDown');
    expect(focusedText()).toBe('Classics');
    key('ArrowDown');
    key('ArrowDown');
    expect(focusedText()).toBe('Crime');
    key('ArrowUp');
    expect(focusedText()).toBe('Fantasy');
    key('Home');
    expect(focusedText()).toBe('Crime');
    key('End');
    expect(focusedText()).toBe('Fantasy');
  });

  it('continues from the entry Tab moved to', () => {
    const { trigger } = renderDropdown();
    fireEvent.click(trigger);
    screen.getByRole('link', { name: 'Classics' }).focus();
    key('ArrowDown');
    expect(focusedText()).toBe('Fantasy');
  });

  it('closes on Escape and gives focus back to the trigger', () => {
    const { trigger } = renderDropdown();
    trigger.focus();
    key('ArrowDown');
    key('ArrowDown');
    expect(focusedText()).toBe('Classics');
    key('Escape');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a click outside but not on one inside', () => {
    const { trigger } = renderDropdown();
    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByRole('list', { name: 'Categories' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus leaves it', () => {
    const { trigger } = renderDropdown();
    fireEvent.click(trigger);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    fireEvent.blur(screen.getByRole('button', { name: 'Close catalogue' }), { relatedTarget: elsewhere });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link is chosen', () => {
    const { trigger } = renderDropdown();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('link', { name: 'Fantasy' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('collapses from its own button, focus back on the trigger', () => {
    const { trigger } = renderDropdown();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Close catalogue' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('opens after the submenu delay under a resting mouse and closes the menu delay after it leaves', () => {
    vi.useFakeTimers();
    const { trigger } = renderDropdown();
    const root = trigger.parentElement as HTMLElement;
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    advance(SUBMENU_OPEN_DELAY_MS - 1);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    advance(1);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    advance(MENU_CLOSING_DELAY_MS - 1);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    advance(1);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open after the mouse leaves when a click opened or pinned it', () => {
    vi.useFakeTimers();
    const { trigger } = renderDropdown();
    const root = trigger.parentElement as HTMLElement;
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    advance(SUBMENU_OPEN_DELAY_MS);
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    advance(MENU_CLOSING_DELAY_MS * 2);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('ignores touch hovering', () => {
    vi.useFakeTimers();
    const { trigger } = renderDropdown();
    fireEvent.pointerEnter(trigger.parentElement as HTMLElement, { pointerType: 'touch' });
    advance(SUBMENU_OPEN_DELAY_MS * 2);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('CatalogueDropdown and the kids flag (spec §1: kids only for pl)', () => {
  it('offers the children’s shelf beside the link to every category in pl, outside the arrow-key entries', () => {
    const { trigger } = renderDropdown('pl');
    fireEvent.click(trigger);
    expect(screen.getByRole('link', { name: 'Półka dla dzieci' }).getAttribute('href')).toBe('/pl/katalog/dla-dzieci');
    const entries = within(screen.getByRole('list', { name: 'Kategorie' })).getAllByRole('link');
    expect(entries.map((a) => a.textContent)).not.toContain('Półka dla dzieci');
  });

  it('has no children’s shelf where the flag is off', () => {
    const { trigger } = renderDropdown('en');
    fireEvent.click(trigger);
    expect(screen.queryByRole('link', { name: 'Kids’ shelf' })).toBeNull();
  });
});
