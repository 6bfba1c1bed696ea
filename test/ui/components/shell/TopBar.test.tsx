import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageLinks } from '#ui/components/link/use-page-links';
import { TopBar, type TopBarProps } from '#ui/components/shell/TopBar';
import { TranslatorProvider } from '#ui/i18n/use-translation';
import { createTestTranslator, renderWithI18n, type ShellLanguage } from '#test/support/i18n-test';
import { CATEGORIES, ROUTING } from './shell-fixtures';

const renderTopBar = (props: Partial<TopBarProps> = {}, language: ShellLanguage = 'en') =>
  renderWithI18n(
    <TopBar
      brand="audiora"
      categories={CATEGORIES}
      cartCount={0}
      favouritesCount={0}
      locale={language === 'cs' ? 'cz' : language}
      routing={ROUTING}
      {...props}
    />,
    { language },
  );

const accountNav = () => screen.getByRole('navigation', { name: /account|konto|účet/i });

describe('TopBar', () => {
  it('links the logo home and the icons to shelf, recently played, favourites and cart', () => {
    renderTopBar();
    expect(screen.getByRole('link', { name: 'Audiora: home page' }).getAttribute('href')).toBe('/en');
    const nav = accountNav();
    expect(within(nav).getByRole('link', { name: 'My shelf' }).getAttribute('href')).toBe('/en/shelf');
    expect(within(nav).getByRole('link', { name: 'Recently played' }).getAttribute('href')).toBe('/en/recently-played');
    expect(within(nav).getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe('/en/favourites');
    expect(within(nav).getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/en/cart');
  });

  it('hides the badges at zero', () => {
    renderTopBar({ cartCount: 0, favouritesCount: 0 });
    expect(screen.queryAllByTestId('count-badge')).toHaveLength(0);
  });

  it('shows the counts and names them in the link labels with plural forms', () => {
    renderTopBar({ cartCount: 1, favouritesCount: 12 });
    const cart = screen.getByRole('link', { name: 'Cart, 1 item' });
    expect(cart.querySelector('[data-testid="count-badge"]')?.textContent).toBe('1');
    const favourites = screen.getByRole('link', { name: 'Favourites, 12 titles' });
    expect(favourites.querySelector('[data-testid="count-badge"]')?.textContent).toBe('12');
  });

  it.each([
    [1, 'Koszyk, 1 produkt'],
    [3, 'Koszyk, 3 produkty'],
    [5, 'Koszyk, 5 produktów'],
    [22, 'Koszyk, 22 produkty'],
    [25, 'Koszyk, 25 produktów'],
  ])('uses the Polish plural forms: %i in the cart reads "%s"', (count, label) => {
    renderTopBar({ cartCount: count }, 'pl');
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe('/pl/koszyk');
  });

  it('caps the visible badge at 99+ while the label keeps the number', () => {
    renderTopBar({ cartCount: 120 });
    const cart = screen.getByRole('link', { name: 'Cart, 120 items' });
    expect(cart.querySelector('[data-testid="count-badge"]')?.textContent).toBe('99+');
  });

  it('sends the cart link to another host when the launch test says so', () => {
    renderTopBar({ cartHref: 'https://store.audiora.example/en/cart', cartCount: 2 });
    const cart = screen.getByRole('link', { name: 'Cart, 2 items' });
    expect(cart.getAttribute('href')).toBe('https://store.audiora.example/en/cart');
    // Another host's page: neither discovered as a route of this store nor navigated in the page.
    expect(cart.hasAttribute('data-page-link')).toBe(false);
    expect(cart.hasAttribute('data-discover')).toBe(false);
  });

  it('offers sign-in without an account cell, and the account cell in its place when given', () => {
    const { unmount } = renderTopBar();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/sign-in');
    expect(screen.queryByRole('button', { name: 'Account of ada' })).toBeNull();
    unmount();
    renderTopBar({ account: <button type="button">Account of ada</button> });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Account of ada' })).toBeTruthy();
  });

  it('puts the search box in its slot', () => {
    renderTopBar({ search: <input type="search" aria-label="Search titles" /> });
    expect(screen.getByRole('searchbox', { name: 'Search titles' })).toBeTruthy();
  });

  it("navigates its links in the page through the shell's one listener, as page links, without a reload", async () => {
    const Frame = () => {
      usePageLinks();
      const { pathname } = useLocation();
      return (
        <>
          <TopBar
            brand="audiora"
            categories={CATEGORIES}
            cartCount={0}
            favouritesCount={0}
            locale="en"
            routing={ROUTING}
          />
          <output>{pathname}</output>
        </>
      );
    };
    const Stub = createRoutesStub([{ path: '*', Component: Frame }]);
    render(
      <TranslatorProvider translator={createTestTranslator('en')}>
        <Stub initialEntries={['/en/help-center']} />
      </TranslatorProvider>,
    );
    const visits = [
      ['My shelf', '/en/shelf'],
      ['Favourites', '/en/favourites'],
      ['Cart', '/en/cart'],
      ['Sign in', '/en/sign-in'],
      [CATEGORIES[0]?.name ?? '', `/en/catalog/${CATEGORIES[0]?.slug ?? ''}`],
      ['Audiora: home page', '/en'],
    ] as const;
    for (const [name, path] of visits) {
      // The catalogue's entries are there once it is open.
      if (name === CATEGORIES[0]?.name) fireEvent.click(screen.getByRole('button', { name: 'Catalogue' }));
      let notPrevented = true;
      await act(async () => {
        notPrevented = fireEvent.click(screen.getByRole('link', { name }));
      });
      expect(notPrevented, name).toBe(false);
      expect(screen.getByRole('status').textContent, name).toBe(path);
    }
  });

  it('opens the mobile menu from the hamburger and returns focus there on Escape', async () => {
    renderTopBar();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    hamburger.focus();
    fireEvent.click(hamburger);
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    // The menu's code is fetched on first use.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(hamburger);
  });
});
