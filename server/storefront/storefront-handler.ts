import { createRequestHandler, type ServerBuild } from 'react-router';
import { createContainer } from '#infrastructure/composition/create-container';
import type { RequestContext } from '#infrastructure/composition/request-context';
import { inlineStylesheetsInHead, type StylesheetSource } from './inline-stylesheets';
import { holdStartPreloads, moduleScriptHold } from './hold-page-scripts';
import { replaceFirstInStream } from './replace-in-stream';
import { rewriteHead } from './rewrite-head';

/** The server-rendered storefront, as the HTTP app calls it. */
export type StorefrontHandler = (request: Request, options: StorefrontRequestOptions) => Promise<Response>;

export interface StorefrontRequestOptions {
  /** The response's CSP nonce; none for a page shared by many visitors, whose policy lists its scripts' hashes. */
  readonly nonce?: string;
  /** Render the whole document before answering (a page to be kept), instead of streaming from the shell. */
  readonly wholeDocument?: boolean;
  /** Reaches the API in-process, so server rendering never leaves the process. */
  readonly apiFetch: typeof fetch;
  /** Where the store is reached (`PUBLIC_ORIGIN`, or a trusted request origin): pages name their addresses from it. */
  readonly publicOrigin: string;
}

/** Server rendering talks to the API in-process; the origin only completes the URL. */
export const IN_PROCESS_API_ORIGIN = 'http://api.internal';

export interface StorefrontOptions {
  readonly mode: 'production' | 'development';
  /** The brand name (spec: `product`). */
  readonly brand: string;
  /** The legacy store's host that keeps the cart outside the launch test; without one the cart stays here. */
  readonly legacyStoreHost?: string | undefined;
  /** Where browsers report failures (`SENTRY_DSN`); pages hand it on to the browser. */
  readonly errorReportingDsn?: string | undefined;
  /** The reCAPTCHA v3 site key (`RECAPTCHA_SITE_KEY`); pages hand it on to the browser. */
  readonly recaptchaSiteKey?: string | undefined;
  /** The OAuth client ids (`GOOGLE_CLIENT_ID`, `APPLE_CLIENT_ID`); pages hand them on, so sign-in asks the real providers. */
  readonly googleClientId?: string | undefined;
  readonly appleClientId?: string | undefined;
  /** Whether the development identity provider stands in for a provider without a client id (`DEV_STAND_INS`). */
  readonly developmentStandIns?: boolean;
  /**
   * The built stylesheets. With them, each page is tuned for its first paint: its stylesheets are copied into its
   * head, and its scripts wait until its main image is painted (`hold-page-scripts.ts`).
   */
  readonly stylesheets?: StylesheetSource;
}

/**
 * The identity providers sign-in offers: each one the server can check tokens of, with its client id or through the
 * development stand-in; a button for any other could only fail.
 */
export const offeredIdentityProviders = (setup: {
  readonly googleClientId?: string | undefined;
  readonly appleClientId?: string | undefined;
  readonly developmentStandIns: boolean;
}): NonNullable<RequestContext['identityProviders']> =>
  (['google', 'apple'] as const).filter(
    (provider) =>
      setup.developmentStandIns || Boolean(provider === 'google' ? setup.googleClientId : setup.appleClientId),
  );

/** Wraps a React Router server build: each request gets its nonce and a request-scoped container. */
export const createStorefrontHandler = (
  build: ServerBuild | (() => Promise<ServerBuild>),
  {
    mode,
    brand,
    legacyStoreHost,
    errorReportingDsn,
    recaptchaSiteKey,
    googleClientId,
    appleClientId,
    developmentStandIns = false,
    stylesheets,
  }: StorefrontOptions,
): StorefrontHandler => {
  const handle = createRequestHandler(build, mode);
  const identityProviders = offeredIdentityProviders({ googleClientId, appleClientId, developmentStandIns });
  return (request, options) => {
    const page = handle(request, requestContext(request, options));
    if (!stylesheets) return page;
    const { nonce } = options;
    const tune = (head: string) => holdStartPreloads(inlineStylesheetsInHead(head, nonce, stylesheets), nonce);
    const hold = moduleScriptHold(nonce);
    return page.then((response) => {
      const tuned = rewriteHead(response, tune);
      if (!tuned.body || tuned === response) return tuned;
      return new Response(tuned.body.pipeThrough(replaceFirstInStream(hold.search, hold.replacement)), tuned);
    });
  };

  /** The request's context for the router: its own container, and what the store is configured with. */
  function requestContext(
    request: Request,
    { nonce, apiFetch, wholeDocument, publicOrigin }: StorefrontRequestOptions,
  ) {
    return {
      ...(nonce === undefined ? {} : { nonce }),
      ...(wholeDocument ? { wholeDocument } : {}),
      brand,
      publicOrigin,
      ...(legacyStoreHost ? { legacyStoreHost } : {}),
      ...(errorReportingDsn ? { errorReportingDsn } : {}),
      ...(recaptchaSiteKey ? { recaptchaSiteKey } : {}),
      ...(googleClientId ? { googleClientId } : {}),
      ...(appleClientId ? { appleClientId } : {}),
      identityProviders,
      container: createContainer({
        apiOrigin: IN_PROCESS_API_ORIGIN,
        brand,
        userAgent: request.headers.get('user-agent') ?? 'unknown',
        fetch: apiFetch,
        cookie: request.headers.get('cookie') ?? undefined,
        fetchSite: request.headers.get('sec-fetch-site') ?? undefined,
      }),
    } satisfies RequestContext;
  }
};
