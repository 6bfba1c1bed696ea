import { coverSrcSet, withWidth } from './cover-url';

/** How a cover loads: `high` for the page's largest cover, `eager` above the fold, `lazy` below it. */
export type CoverLoading = 'high' | 'eager' | 'lazy';

export interface CoverImageProps {
  readonly url: string;
  /** The CSS pixels it is shown at; the server sizes the image with `?w=` and a 2x copy serves dense screens. */
  readonly px: number;
  readonly className?: string | undefined;
  readonly loading?: CoverLoading;
}

/**
 * A product's square cover. Decorative (`alt=""`): the title is always named beside it. Width and height are set, so
 * the box is reserved before the image arrives.
 */
export function CoverImage({ url, px, className, loading = 'eager' }: CoverImageProps) {
  return (
    <img
      className={className}
      src={withWidth(url, px)}
      srcSet={coverSrcSet(url, px)}
      alt=""
      width={px}
      height={px}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'high' ? 'high' : undefined}
      decoding="async"
    />
  );
}
