import { redirect } from 'react-router';

/** The page's 1-based number from `?page=`; anything else is the first. */
export const pageNumberOf = (url: URL): number => {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** A page past the last (a title removed meanwhile) sends the listener to the last page there is, or the first. */
export const redirectPastLastPage = (list: { readonly page: number; readonly pages: number }, url: URL): void => {
  if (list.page <= Math.max(1, list.pages)) return;
  const target = new URL(url);
  if (list.pages > 1) target.searchParams.set('page', String(list.pages));
  else target.searchParams.delete('page');
  throw redirect(`${target.pathname}${target.search}`);
};
