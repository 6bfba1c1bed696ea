import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appStoreLinksFor } from '#domain/market/app-store-badges';
import { LOCALES, type Locale } from '#domain/market/locale';
import { Footer, type FooterProps } from '#ui/components/shell/Footer';
import { BADGE_ALT_KEYS } from '#ui/components/shell/footer-links';
import { renderWithI18n, type ShellLanguage } from '#test/support/i18n-test';
import { CATEGORIES, ROUTING } from './shell-fixtures';

const languageOf = (locale: Locale): ShellLanguage => (locale === 'cz' ? 'cs' : locale);

const renderFooter = (locale: Locale, props: Partial<FooterProps> = {}) =>
  renderWithI18n(
    <Footer
      brand="audiora"
      year={2031}
      categories={CATEGORIES}
      isSignedIn={false}
      locale={locale}
      routing={ROUTING}
      {...props}
    />,
    { language: languageOf(locale) },
  );

const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  it('renders nothing at all in es', () => {
    const { container } = renderFooter('es');
    expect(container.innerHTML).toBe('');
  });

  it.each(LOCALES.filter((locale) => locale !== 'es'))('renders a footer in %s', (locale) => {
    renderFooter(locale);
    expect(footer()).toBeTruthy();
  });

  it('lists the top-level categories and the help, legal and app links in the market paths', () => {
    renderFooter('pl');
    const links = within(footer());
    expect(links.getByRole('link', { name: 'Crime' }).getAttribute('href')).toBe('/pl/katalog/crime');
    expect(links.queryByRole('link', { name: 'Nordic noir' })).toBeNull();
    expect(links.getByRole('link', { name: 'Centrum pomocy' }).getAttribute('href')).toBe('/pl/centrum-pomocy');
    expect(links.getByRole('link', { name: 'Polityka prywatności' }).getAttribute('href')).toBe(
      '/pl/polityka-prywatnosci',
    );
    expect(links.getByRole('link', { name: 'Pobierz aplikację' }).getAttribute('href')).toBe('/pl/aplikacje');
  });

  it('carries the copyright line with the year it is given', () => {
    renderFooter('en');
    expect(within(footer()).getByText('© 2031 Audiora. All rights reserved.')).toBeTruthy();
  });

  it('has the text-and-data-mining reservation linking to the copyright notice in pl only', () => {
    renderFooter('pl');
    const tdm = screen.getByTestId('tdm-reservation');
    expect(tdm.textContent).toContain('eksploracji tekstów i danych');
    expect(within(tdm).getByRole('link', { name: 'nocie prawnej' }).getAttribute('href')).toBe('/pl/nota-prawna');
  });

  it.each(['de', 'cz', 'sk', 'en'] as const)('has no reservation paragraph in %s', (locale) => {
    renderFooter(locale);
    expect(screen.queryByTestId('tdm-reservation')).toBeNull();
  });

  it('offers 4 € off the first audiobook in sk only', () => {
    renderFooter('sk');
    expect(within(footer()).getByText(/Zľava 4,00\s€ na prvú audioknihu/)).toBeTruthy();
  });

  it.each(['pl', 'de', 'cz'] as const)('has no first-audiobook promo in %s', (locale) => {
    renderFooter(locale);
    expect(footer().textContent).not.toMatch(/4,00\s€/);
  });

  it('links the club landing page where the club is on and not where it is off', () => {
    renderFooter('de');
    expect(within(footer()).getByRole('link', { name: 'Audiora Club' }).getAttribute('href')).toBe(
      'https://club.audiora.example/de',
    );
  });

  it('has no club link in sk, where the club is off', () => {
    renderFooter('sk');
    expect(within(footer()).queryByRole('link', { name: /klub/i })).toBeNull();
  });

  it.each([
    ['pl', 'Pobierz z Google Play', 'Pobierz w App Store'],
    ['de', 'Jetzt bei Google Play', 'Laden im App Store'],
    ['cz', 'Stáhnout z Google Play', 'Stáhnout v App Store'],
  ] as const)('shows 135 by 40 app-store badges with localised alt text in %s', (locale, googleAlt, appleAlt) => {
    renderFooter(locale);
    const google = within(footer()).getByRole('img', { name: googleAlt });
    const apple = within(footer()).getByRole('img', { name: appleAlt });
    for (const badge of [google, apple]) {
      expect(badge.getAttribute('width')).toBe('135');
      expect(badge.getAttribute('height')).toBe('40');
    }
    expect(google.closest('a')?.getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//);
    expect(apple.closest('a')?.getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//);
  });

  it('lists all eight markets in the country chooser, each in its own language', () => {
    renderFooter('pl');
    const chooser = within(footer()).getByRole('group');
    const markets = within(chooser).getAllByRole('link');
    expect(markets.map((a) => a.getAttribute('href'))).toEqual(LOCALES.map((locale) => `/${locale}`));
    expect(within(chooser).getByRole('link', { name: 'Česko' }).getAttribute('hreflang')).toBe('cs');
    expect(within(chooser).getByRole('link', { name: 'Polska' }).getAttribute('aria-current')).toBe('true');
  });

  it('links the newsletter route when signed out', () => {
    renderFooter('pl', { onNewsletterOpen: vi.fn() });
    expect(within(footer()).getByRole('link', { name: 'Newsletter' }).getAttribute('href')).toBe('/pl/newsletter');
  });

  it('opens the newsletter modal from a button when signed in', () => {
    const onNewsletterOpen = vi.fn();
    renderFooter('pl', { isSignedIn: true, onNewsletterOpen });
    expect(within(footer()).queryByRole('link', { name: 'Newsletter' })).toBeNull();
    fireEvent.click(within(footer()).getByRole('button', { name: 'Newsletter' }));
    expect(onNewsletterOpen).toHaveBeenCalledOnce();
  });

  it('opens the privacy settings from a button', () => {
    const onPrivacySettingsOpen = vi.fn();
    renderFooter('en', { onPrivacySettingsOpen });
    fireEvent.click(within(footer()).getByRole('button', { name: 'Privacy settings' }));
    expect(onPrivacySettingsOpen).toHaveBeenCalledOnce();
  });
});

describe('footer badge keys', () => {
  it("are the domain's alt-text keys under the shell prefix", () => {
    for (const badge of appStoreLinksFor('pl')) expect(BADGE_ALT_KEYS[badge.store]).toBe(`shell.${badge.altKey}`);
  });

  it('links the legacy web store where the market has it (spec §1 oldWeb) and the page was given its address', () => {
    renderFooter('de', { legacyStoreHref: 'https://store.audiora.example/de' });
    expect(within(footer()).getByRole('link', { name: 'Vorherige Version des Shops' }).getAttribute('href')).toBe(
      'https://store.audiora.example/de',
    );
  });

  it('has no legacy store link without its address', () => {
    renderFooter('pl');
    expect(within(footer()).queryByRole('link', { name: 'Poprzednia wersja sklepu' })).toBeNull();
  });
});
