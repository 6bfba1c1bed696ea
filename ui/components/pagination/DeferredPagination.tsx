import { deferred } from '../deferred/deferred';
import type { PaginationProps } from './Pagination';

/**
 * The pager below a list, hydrated once its code has arrived after the page's: give it a stable `hrefOf`. Its links
 * work meanwhile; the page imports `Pagination.css`, so they are styled from the first paint.
 */
export const DeferredPagination = deferred<PaginationProps>(() =>
  import('./Pagination').then((module) => ({ default: module.Pagination })),
);
