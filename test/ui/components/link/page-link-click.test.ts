import { afterEach, describe, expect, it } from 'vitest';
import { type LinkClick, pageLinkPath } from '#ui/components/link/page-link-click';

const ORIGIN = 'http://store.test';

/** An anchor in the document, as the server rendered a page link (or another anchor), and a span inside it. */
const anchor = (attributes: Record<string, string>) => {
  const element = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const inner = document.createElement('span');
  element.append(inner);
  document.body.append(element);
  return { element, inner };
};

const click = (target: EventTarget | null, overrides: Partial<LinkClick> = {}): LinkClick => ({
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  target,
  ...overrides,
});

describe('pageLinkPath', () => {
  afterEach(() => document.body.replaceChildren());

  it('gives the path, query and hash of a plain left click anywhere inside a page link', () => {
    const { inner } = anchor({ href: `${ORIGIN}/pl/audiobook/lalka?x=1#opis`, 'data-page-link': '' });
    expect(pageLinkPath(click(inner), ORIGIN)).toBe('/pl/audiobook/lalka?x=1#opis');
  });

  it.each([
    ['a modifier key', { ctrlKey: true }],
    ['the meta key', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['a middle click', { button: 1 }],
    ['a click a handler already took', { defaultPrevented: true }],
  ])('leaves %s to the browser', (_, overrides) => {
    const { element } = anchor({ href: `${ORIGIN}/pl/katalog`, 'data-page-link': '' });
    expect(pageLinkPath(click(element, overrides), ORIGIN)).toBeNull();
  });

  it('leaves links that are not page links, open elsewhere, download or lead off the store to the browser', () => {
    expect(pageLinkPath(click(anchor({ href: `${ORIGIN}/pl` }).element), ORIGIN)).toBeNull();
    const elsewhere = anchor({ href: `${ORIGIN}/pl`, 'data-page-link': '', target: '_blank' });
    expect(pageLinkPath(click(elsewhere.element), ORIGIN)).toBeNull();
    const download = anchor({ href: `${ORIGIN}/pl`, 'data-page-link': '', download: '' });
    expect(pageLinkPath(click(download.element), ORIGIN)).toBeNull();
    const offsite = anchor({ href: 'https://elsewhere.test/pl', 'data-page-link': '' });
    expect(pageLinkPath(click(offsite.element), ORIGIN)).toBeNull();
    expect(pageLinkPath(click(null), ORIGIN)).toBeNull();
  });

  it('takes a link opened in this very frame', () => {
    const { element } = anchor({ href: `${ORIGIN}/pl`, 'data-page-link': '', target: '_self' });
    expect(pageLinkPath(click(element), ORIGIN)).toBe('/pl');
  });
});
