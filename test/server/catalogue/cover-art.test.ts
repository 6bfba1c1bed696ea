import { describe, expect, it } from 'vitest';
import { coverWidthFor, renderCoverSvg, wrapText } from '#server/catalogue/cover-art';

const svgWidth = (svg: string) => svg.match(/^<svg[^>]* width="(\d+)" height="(\d+)"/)?.slice(1, 3);

describe('generated covers', () => {
  it('draw the same SVG for the same title and author', () => {
    const source = { title: 'Pan Tadeusz', author: 'Adam Mickiewicz' };
    expect(renderCoverSvg(source)).toBe(renderCoverSvg({ ...source }));
  });

  it('look different for different titles', () => {
    const a = renderCoverSvg({ title: 'Potop', author: 'Henryk Sienkiewicz' });
    const b = renderCoverSvg({ title: 'Ogniem i mieczem', author: 'Henryk Sienkiewicz' });
    expect(a).not.toBe(b);
    const colours = (svg: string) => svg.match(/stop-color="#[0-9a-f]{6}"/g);
    expect(colours(a)).not.toEqual(colours(b));
  });

  it('write the title and the author, escaping < & " \'', () => {
    const svg = renderCoverSvg({ title: `Tom & Jerry's <"Tale">`, author: 'A. <B> & C' });
    expect(svg).toContain('Tom &amp; Jerry&#39;s &lt;&quot;Tale&quot;&gt;');
    expect(svg).toContain('A. &lt;B&gt; &amp; C');
    expect(svg).not.toMatch(/<"Tale">|<B>/);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('keep letters of every market readable', () => {
    const svg = renderCoverSvg({ title: 'Baskerville’lerin Köpeği', author: 'Žemaitė, Łukasz Dvořák' });
    expect(svg).toContain('Baskerville’lerin');
    expect(svg).toContain('Žemaitė, Łukasz Dvořák');
  });

  it('wrap a long title over several lines, ending with an ellipsis when it does not fit', () => {
    const title = 'Osudy dobrého vojáka Švejka IV: Pokračování slavného výprasku';
    const svg = renderCoverSvg({ title, author: 'Jaroslav Hašek' });
    expect((svg.match(/<tspan/g) ?? []).length).toBeGreaterThan(2);
    expect(wrapText(title, 14, 3)).toHaveLength(3);
    expect(wrapText(title, 14, 3)[2]).toMatch(/…$/);
    expect(wrapText('Effi Briest', 14, 3)).toEqual(['Effi Briest']);
    expect(wrapText('Donaudampfschifffahrtsgesellschaft', 10, 5)).toEqual([
      'Donaudampf',
      'schifffahr',
      'tsgesellsc',
      'haft',
    ]);
  });

  it.each([
    [undefined, 512],
    ['', 512],
    ['abc', 512],
    [Number.NaN, 512],
    [-5, 32],
    [1, 32],
    [32, 32],
    [33, 48],
    ['100', 128],
    [176, 176],
    [300, 320],
    [352, 352],
    [512, 512],
    [513, 560],
    [801, 1024],
    [5000, 1024],
    [Number.POSITIVE_INFINITY, 512],
  ] as const)('render a requested width of %s at %i pixels', (requested, expected) => {
    expect(coverWidthFor(requested)).toBe(expected);
    expect(svgWidth(renderCoverSvg({ title: 'T', author: 'A' }, coverWidthFor(requested)))).toEqual([
      String(expected),
      String(expected),
    ]);
  });
});

describe('cover title wrapping', () => {
  it('keeps a one-letter word with the word after it', () => {
    expect(wrapText('Stoik w tramwaju', 14, 3)).toEqual(['Stoik', 'w tramwaju']);
    expect(wrapText('Dům v dešti za mlhou', 10, 3)).toEqual(['Dům', 'v dešti za', 'mlhou']);
  });
});
