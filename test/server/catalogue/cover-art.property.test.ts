import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COVER_WIDTH_STEPS, coverWidthFor, renderCoverSvg } from '#server/catalogue/cover-art';
import { escapeMarkup } from '#server/catalogue/description-html';

/** What a reader sees in the SVG's text elements, markup removed and entities decoded. */
const visibleText = (svg: string): string =>
  [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)]
    .map((m) => m[1] ?? '')
    .join(' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const words = fc
  .array(fc.stringMatching(/^[\p{L}\p{N}&<>"'.,:!?-]{1,9}$/u), { minLength: 1, maxLength: 4 })
  .map((w) => w.join(' '));

describe('generated covers (properties)', () => {
  it('are well-formed: no raw markup character from the title or author reaches the SVG', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, author) => {
        const svg = renderCoverSvg({ title, author });
        const inside = svg.replace(/<\/?[a-zA-Z][^<>]*>/g, '');
        expect(inside).not.toMatch(/[<>"]/);
        expect(inside.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
        expect(svg).toContain(`aria-label="${escapeMarkup(`${title} — ${author}`)}"`);
      }),
    );
  });

  it('show every word of a short title and author', () => {
    fc.assert(
      fc.property(words, words, (title, author) => {
        const text = visibleText(renderCoverSvg({ title, author }));
        for (const word of `${title} ${author}`.split(' ')) expect(text).toContain(word);
      }),
    );
  });

  it('render any requested width at one of the steps, never outside 32..1024', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string()), (requested) => {
        const width = coverWidthFor(requested);
        expect(COVER_WIDTH_STEPS).toContain(width);
        if (typeof requested === 'number' && Number.isFinite(requested) && requested >= 32 && requested <= 1024) {
          expect(width).toBeGreaterThanOrEqual(requested);
          // The smallest step that is large enough: a raster is never drawn larger than it needs to be.
          expect(COVER_WIDTH_STEPS.filter((step) => step >= requested)[0]).toBe(width);
        }
      }),
    );
  });
});
