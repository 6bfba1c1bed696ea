/** An image URL asking for `width` pixels (api-contract "Images": `?w=`), keeping any other query and fragment. */
export const withWidth = (imageUrl: string, width: number): string => {
  const hashAt = imageUrl.indexOf('#');
  const base = hashAt >= 0 ? imageUrl.slice(0, hashAt) : imageUrl;
  const hash = hashAt >= 0 ? imageUrl.slice(hashAt) : '';
  const queryAt = base.indexOf('?');
  const path = queryAt >= 0 ? base.slice(0, queryAt) : base;
  const params = new URLSearchParams(queryAt >= 0 ? base.slice(queryAt + 1) : '');
  params.set('w', String(width));
  return `${path}?${params.toString()}${hash}`;
};

/** A `srcset` offering the image at `width` for 1x screens and twice that for 2x. */
export const coverSrcSet = (imageUrl: string, width: number): string =>
  `${withWidth(imageUrl, width)} 1x, ${withWidth(imageUrl, width * 2)} 2x`;
