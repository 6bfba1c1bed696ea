import { createRequestHandler, type ServerBuild } from 'react-router';
import { createContainer } from '#infrastructure/composition/create-container';
import type { RequestContext } from '#infrastructure/composition/request-context';
import { inlineStylesheetsInHead, type StylesheetSource } from './inline-stylesheets';
import { lowerModulePreloads } from './lower-module-preloads';
import { rewriteHead } from './rewrite-head';

/** The server-rendered storefront, as the HTTP app calls it. */
export type StorefrontHandler = (request: Request, options: StorefrontRequestOptions) => Promise<Response>;

export interface StorefrontRequestOptions {
  readonly nonce: string;
  /** Reaches the API in-process, so server rendering never leaves the process. */
  readonly apiFetch: typeof fetch;
}

/** Server rendering talks to the API in-process; the origin only completes the URL. */
export const IN_PROCESS_API_ORIGIN = 'http://api.internal';

export interface StorefrontOptions {
  readonly mode: 'production' | 'development';
  /** The brand name (spec: `product`). */
  readonly brand: string;
  /** The legacy store's host that keeps the cart outside the launch test; without one the cart stays here. */
  readonly legacyStoreHost?: string | undefined;
  /**
   * The built stylesheets. With them, each page's head is tuned for its first paint: its stylesheets are copied in
   * and its module preloads are marked low priority.
   */
  readonly stylesheets?: StylesheetSource;
}

/** Wraps a React Router server build: each request gets its nonce and a request-scoped container. */
export const createStorefrontHandler = (
  build: ServerBuild | (() => Promise<ServerBuild>),
  { mode, brand, legacyStoreHost, stylesheets }: StorefrontOptions,
): StorefrontHandler => {
  const handle = createRequestHandler(build, mode);
  return (request, { nonce, apiFetch }) => {
    const context = {
      nonce,
      brand,
      ...(legacyStoreHost ? { legacyStoreHost } : {}),
      container: createContainer({
        apiOrigin: IN_PROCESS_API_ORIGIN,
        brand,
        userAgent: request.headers.get('user-agent') ?? 'unknown',
        fetch: apiFetch,
        cookie: request.headers.get('cookie') ?? undefined,
      }),
    } satisfies RequestContext;
    const page = handle(request, context);
    if (!stylesheets) return page;
    const tune = (head: string) => lowerModulePreloads(inlineStylesheetsInHead(head, nonce, stylesheets));
    return page.then((response) => rewriteHead(response, tune));
  };
};
