import { fireEvent, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MobileMenu } from '#ui/components/shell/MobileMenu';
import { renderWithI18n } from '#test/support/i18n-test';
import { CATEGORIES, ROUTING } from './shell-fixtures';

function Harness() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Hamburger
      </button>
      <MobileMenu
        open={open}
        onClose={() => setOpen(false)}
        brand="audiora"
        categories={CATEGORIES}
        locale="en"
        routing={ROUTING}
        returnFocusTo={opener}
      />
    </>
  );
}

const openMenu = () => {
  renderWithI18n(<Harness />);
  const hamburger = screen.getByRole('button', { name: 'Hamburger' });
  fireEvent.click(hamburger);
  return { hamburger, menu: screen.getByRole('dialog', { name: 'Menu' }) };
};

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey });

describe('MobileMenu', () => {
  it('shows the logo, a close button, the catalogue link and the top-level entries', () => {
    const { menu } = openMenu();
    expect(within(menu).getByRole('link', { name: 'Audiora: home page' }).getAttribute('href')).toBe('/en');
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Catalogue' }).getAttribute('href')).toBe('/en/catalog');
    const entries = within(within(menu).getByRole('list')).getAllByRole('link');
    expect(entries.map((a) => a.textContent)).toEqual(['Crime', 'Classics', 'Fantasy']);
  });

  it('moves focus in to the close button and locks page scroll', () => {
    openMenu();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close menu');
    expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(true);
  });

  it('traps Tab: from the last entry to the first element and back with Shift+Tab', () => {
    const { menu } = openMenu();
    const fantasy = within(menu).getByRole('link', { name: 'Fantasy' });
    fantasy.focus();
    tab();
    expect(document.activeElement).toBe(within(menu).getByRole('link', { name: 'Audiora: home page' }));
    tab(true);
    expect(document.activeElement).toBe(fantasy);
  });

  it('closes on Escape, unlocks scroll and returns focus to the hamburger', () => {
    const { hamburger, menu } = openMenu();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(menu.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(hamburger);
    expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('closes from its close button and when a link is chosen', () => {
    const { hamburger, menu } = openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(menu.hasAttribute('open')).toBe(false);
    fireEvent.click(hamburger);
    fireEvent.click(within(menu).getByRole('link', { name: 'Classics' }));
    expect(menu.hasAttribute('open')).toBe(false);
  });
});

describe('MobileMenu and the kids flag (spec §1: kids only for pl)', () => {
  it('links the children’s shelf after the catalogue in pl', () => {
    renderWithI18n(
      <MobileMenu
        open
        onClose={() => undefined}
        brand="audiora"
        categories={CATEGORIES}
        locale="pl"
        routing={ROUTING}
        returnFocusTo={{ current: null }}
      />,
      { language: 'pl' },
    );
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Półka dla dzieci' }).getAttribute('href')).toBe(
      '/pl/katalog/dla-dzieci',
    );
  });
});
