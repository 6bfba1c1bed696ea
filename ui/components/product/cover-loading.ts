import type { CoverLoading } from '#ui/components/media/CoverImage';

/**
 * The first row's covers that load eagerly, which React also preloads from the head: as many as the widest layout
 * shows (176px each in 1280px). Any beyond them load lazily, so they do not compete with the page's CSS and scripts.
 */
export const FIRST_ROW_EAGER_COVERS = 8;

/** How the cover at a place in a list loads: in the page's first row eagerly (its first with high priority). */
export const coverLoadingAt = (index: number, firstRow: boolean): CoverLoading =>
  !firstRow || index >= FIRST_ROW_EAGER_COVERS ? 'lazy' : index === 0 ? 'high' : 'eager';
