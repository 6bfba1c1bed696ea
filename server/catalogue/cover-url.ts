import { renderCoverSvg } from './cover-art';
import { stringHash } from './seeded-random';

/** What a cover is drawn from: the product's title and its credit line. */
export interface CoverSource {
  readonly title: string;
  readonly author: string;
}

/** Changes when a raster would change while its SVG stays (typefaces, encoder), so browsers fetch the new picture. */
const RASTER_REVISION = 1;

// Rendering is deterministic, so a version is computed once per title and credit; the bound keeps memory flat.
const MAX_REMEMBERED = 20_000;
const versions = new Map<string, string>();

/**
 * The cover's content version: a hash of the SVG it renders to and of the raster's revision, so the URL changes
 * whenever the picture would (a new title, credit or drawing) and the image may be cached for a year.
 */
export const coverVersion = (source: CoverSource): string => {
  const key = `${source.title}\u0000${source.author}`;
  const known = versions.get(key);
  if (known !== undefined) return known;
  const version = stringHash(`${RASTER_REVISION}\u0000${renderCoverSvg(source)}`).toString(36);
  if (versions.size >= MAX_REMEMBERED) versions.clear();
  versions.set(key, version);
  return version;
};

/**
 * api-contract "Images": the cover's URL under the market's API (`/{lang}/v2`), content-addressed; clients append
 * `?w=<px>`. A WebP: the same drawing as `.svg`, which browsers would paint on the page's main thread.
 */
export const coverUrl = (locale: string, coverId: string, source: CoverSource): string =>
  `/${locale}/v2/covers/${encodeURIComponent(coverId)}/${coverVersion(source)}.webp`;
