import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderCoverSvg } from '#server/catalogue/cover-art';
import { ResvgCoverRasteriser } from '#server/catalogue/resvg-cover-rasteriser';
import { webpSize } from '#test/support/server/webp-size';

const rasteriser = new ResvgCoverRasteriser();

/** White lettering in one typeface on black: what is left after decoding shows whether any glyph was drawn. */
const lettering = (fontFamily: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 256 64"><rect width="256" height="64" fill="#000"/><text x="8" y="48" font-family="${fontFamily}" font-size="40" fill="#fff">Łódź Žemaitė</text></svg>`;

const brightPixels = async (webp: Uint8Array) => {
  const { data } = await sharp(webp).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((value) => value > 128).length;
};

describe('ResvgCoverRasteriser', () => {
  it('turns a cover into a square WebP of the asked width', async () => {
    const svg = renderCoverSvg({ title: 'Lalka', author: 'Bolesław Prus' }, 176);
    const webp = await rasteriser.rasterise(svg, 176);
    expect(webpSize(webp)).toEqual([176, 176]);
    expect(webp.byteLength).toBeLessThan(12_000);
  });

  it('draws the same bytes for the same cover', async () => {
    const svg = renderCoverSvg({ title: 'Potop', author: 'Henryk Sienkiewicz' }, 64);
    expect(await rasteriser.rasterise(svg, 64)).toEqual(await rasteriser.rasterise(svg, 64));
  });

  it.each(["'Noto Serif'", "'Noto Sans'", 'Georgia, serif', 'Helvetica, sans-serif', 'NoSuchFace'])(
    'letters text set in %s with the typefaces it ships, whatever the machine has',
    async (family) => {
      expect(await brightPixels(await rasteriser.rasterise(lettering(family), 240))).toBeGreaterThan(500);
    },
  );
});
