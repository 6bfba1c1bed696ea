import type { CoverWidth } from './cover-art';

/** The image format covers are served in to browsers. */
export const COVER_RASTER_TYPE = 'image/webp';

/**
 * Turns a drawn cover (SVG) into a square WebP `width` pixels wide. Browsers paint an SVG with text on the page's
 * main thread; a raster is decoded and drawn off it.
 */
export interface CoverRasteriser {
  rasterise(svg: string, width: CoverWidth): Promise<Uint8Array<ArrayBuffer>>;
}
