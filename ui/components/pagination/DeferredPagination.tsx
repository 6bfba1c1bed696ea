import { deferred } from '../deferred/deferred';
import type { PaginationProps } from './Pagination';
// The pager's HTML is styled from the first paint; its code comes after the page's (its links work meanwhile).
import './Pagination.module.css';

/** The pager below a list, hydrated once its code has arrived after the page's: give it a stable `hrefOf`. */
export const DeferredPagination = deferred<PaginationProps>(() =>
  import('./Pagination').then((module) => ({ default: module.Pagination })),
);
