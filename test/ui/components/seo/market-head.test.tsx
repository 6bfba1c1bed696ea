import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#domain/market/locale';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';
import { MarketHead } from '#ui/components/seo/MarketHead';
import { openGraphLocale, pageAddress } from '#ui/components/seo/market-head';
import { organizationJsonLd } from '#ui/components/seo/structured-data';

const ORIGIN = 'https://audiora.example';

describe('pageAddress', () => {
  it('names the home page in all eight markets by their locale tags, with x-default on the market chooser', () => {
    expect(pageAddress(ORIGIN, '/cz', DEFAULT_ROUTING_CONTEXT)).toEqual({
      canonical: `${ORIGIN}/cz`,
      alternates: [
        { hrefLang: 'pl-PL', href: `${ORIGIN}/pl` },
        { hrefLang: 'cs-CZ', href: `${ORIGIN}/cz` },
        { hrefLang: 'sk-SK', href: `${ORIGIN}/sk` },
        { hrefLang: 'de-DE', href: `${ORIGIN}/de` },
        { hrefLang: 'lt-LT', href: `${ORIGIN}/lt` },
        { hrefLang: 'es-ES', href: `${ORIGIN}/es` },
        { hrefLang: 'en-GB', href: `${ORIGIN}/en` },
        { hrefLang: 'tr-TR', href: `${ORIGIN}/tr` },
        { hrefLang: 'x-default', href: `${ORIGIN}/` },
      ],
    });
  });

  it("links a page every market has to each market's own path, x-default to the default market's", () => {
    const address = pageAddress(ORIGIN, '/pl/koszyk/', DEFAULT_ROUTING_CONTEXT);
    expect(address?.canonical).toBe(`${ORIGIN}/pl/koszyk`);
    const hrefs = Object.fromEntries(address?.alternates.map((a) => [a.hrefLang, a.href]) ?? []);
    expect(hrefs).toMatchObject({
      'pl-PL': `${ORIGIN}/pl/koszyk`,
      'cs-CZ': `${ORIGIN}/cz/kosik`,
      'de-DE': `${ORIGIN}/de/cart`,
      'x-default': `${ORIGIN}/pl/koszyk`,
    });
  });

  it("gives a market's own product page a canonical address and no counterparts: it names only itself", () => {
    expect(pageAddress(ORIGIN, '/de/audiobook/42', DEFAULT_ROUTING_CONTEXT, '?utm=x')).toEqual({
      canonical: `${ORIGIN}/de/audiobook/42`,
      alternates: [{ hrefLang: 'de-DE', href: `${ORIGIN}/de/audiobook/42` }],
    });
  });

  it.each([
    ['/pl/katalog/klasyka-literatury', '', '/pl/katalog/klasyka-literatury'],
    ['/pl/katalog/klasyka-literatury', '?page=1&sort=price', '/pl/katalog/klasyka-literatury'],
    ['/pl/katalog/klasyka-literatury', '?sort=price-desc&page=2', '/pl/katalog/klasyka-literatury?page=2'],
    ['/cz/autor/karel-capek', '?page=3&utm_source=x', '/cz/autor/karel-capek?page=3'],
    ['/de/publisher/audiora-klassik', '?page=abc', '/de/publisher/audiora-klassik'],
    ['/en/audiobook/42', '?page=2', '/en/audiobook/42'],
  ])('keeps a paged list page after the first in its canonical address: %s%s', (path, search, canonical) => {
    expect(pageAddress(ORIGIN, path, DEFAULT_ROUTING_CONTEXT, search)?.canonical).toBe(`${ORIGIN}${canonical}`);
  });

  it('has no address for a path no route claims', () => {
    expect(pageAddress(ORIGIN, '/pl/nie/ma/takiej', DEFAULT_ROUTING_CONTEXT)).toBeNull();
  });
});

describe('organizationJsonLd', () => {
  it.each(LOCALES.filter((locale) => locale !== 'es'))('describes the organisation in %s', (locale) => {
    const json = JSON.parse(organizationJsonLd(locale, ORIGIN, 'Audiora') ?? 'null') as Record<string, unknown>;
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Audiora',
      url: `${ORIGIN}/${locale}`,
      logo: `${ORIGIN}/favicon.svg`,
    });
  });

  it('is absent in es, which has no structured data', () => {
    expect(organizationJsonLd('es', ORIGIN, 'Audiora')).toBeNull();
  });

  it('cannot close its script element early', () => {
    expect(organizationJsonLd('pl', ORIGIN, '</script><script>alert(1)</script>')).not.toContain('<');
  });
});

const renderHead = (locale: Locale, path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <MarketHead
        locale={locale}
        brand="audiora"
        origin={ORIGIN}
        nonce="n0nce"
        organization={organizationJsonLd(locale, ORIGIN, 'Audiora') ?? undefined}
      />
    </MemoryRouter>,
  );

// React 19 hoists <meta> and <link> into the document's head wherever they are rendered.
const head = () => document.head;
const content = (property: string) => head().querySelector(`meta[property="${property}"]`)?.getAttribute('content');

describe('MarketHead', () => {
  it('renders the canonical link, the alternates, Open Graph and the JSON-LD with the nonce', () => {
    const { container } = renderHead('de', '/de/cart');
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/de/cart`);
    expect(head().querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(9);
    expect(content('og:url')).toBe(`${ORIGIN}/de/cart`);
    expect(content('og:locale')).toBe('de_DE');
    expect(content('og:site_name')).toBe('Audiora');
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.getAttribute('nonce')).toBe('n0nce');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ '@type': 'Organization', url: `${ORIGIN}/de` });
  });

  it("gives a category's later page its own canonical address, in its market's language only", () => {
    renderHead('pl', '/pl/katalog/klasyka-literatury?page=2&sort=name');
    const canonical = `${ORIGIN}/pl/katalog/klasyka-literatury?page=2`;
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(content('og:url')).toBe(canonical);
    const alternates = head().querySelectorAll('link[rel="alternate"][hreflang]');
    expect(Array.from(alternates, (link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
      ['pl-PL', canonical],
    ]);
  });

  it('leaves the JSON-LD out in es but keeps its meta tags', () => {
    const { container } = renderHead('es', '/es');
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(content('og:locale')).toBe('es_ES');
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/es`);
  });

  it('names no canonical address for a 404 page', () => {
    renderHead('pl', '/pl/nie/ma');
    expect(content('og:locale')).toBe('pl_PL');
    expect(head().querySelector('link[rel="canonical"]')).toBeNull();
    expect(head().querySelector('link[rel="alternate"]')).toBeNull();
  });

  it.each([
    ['pl', 'pl_PL'],
    ['cz', 'cs_CZ'],
    ['en', 'en_GB'],
    ['tr', 'tr_TR'],
  ] as const)('gives %s the Open Graph locale %s', (locale, og) => {
    expect(openGraphLocale(locale)).toBe(og);
  });
});
