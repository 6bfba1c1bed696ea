/** One entry of a pager: a page to link to, or a gap standing for the pages left out. */
export type PageLink = { readonly kind: 'page'; readonly page: number } | { readonly kind: 'gap' };

// Safe for any input: a non-finite, negative or fractional number is read as the whole number below it.
const whole = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/**
 * The pages a pager links to: always the first and the last, the current one with `around` pages each side, and a
 * gap wherever pages are left out; a gap never stands for a single page (that page is shown instead). No pages, no
 * links; the current page is brought within 1..pages.
 */
export const pageLinks = (current: number, pages: number, around = 1): readonly PageLink[] => {
  const last = whole(pages);
  if (last === 0) return [];
  const at = Math.min(Math.max(1, whole(current)), last);
  const span = whole(around);
  const shown = new Set([1, last]);
  for (let page = Math.max(1, at - span); page <= Math.min(last, at + span); page += 1) shown.add(page);
  // A gap of exactly one page takes as much room as that page's link, so the page is shown instead.
  for (const page of [...shown]) {
    if (shown.has(page + 2) && !shown.has(page + 1)) shown.add(page + 1);
  }
  const links: PageLink[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page > previous + 1) links.push({ kind: 'gap' });
    links.push({ kind: 'page', page });
    previous = page;
  }
  return links;
};

/**
 * Whether a list has a 1-based page: one of its pages, or the first page of an empty list (which shows that it is
 * empty). A page past the last names nothing, so the storefront answers it with 404.
 */
export const pageExists = (page: number, pages: number): boolean =>
  Number.isSafeInteger(page) && page >= 1 && page <= Math.max(1, pages);
