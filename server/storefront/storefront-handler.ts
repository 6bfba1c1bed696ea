import { createRequestHandler, type ServerBuild } from 'react-router';
import { createContainer } from '#infrastructure/composition/create-container';
import type { RequestContext } from '#infrastructure/composition/request-context';

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
}

/** Wraps a React Router server build: each request gets its nonce and a request-scoped container. */
export const createStorefrontHandler = (
  build: ServerBuild | (() => Promise<ServerBuild>),
  { mode, brand, legacyStoreHost }: StorefrontOptions,
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
    return handle(request, context);
  };
};
