import type { CatalogueRevision } from '../../catalogue/catalogue-revision.port';
import type { StorefrontHandler, StorefrontRequestOptions } from '../storefront-handler';
import type { PageStore } from './page-store';
import { hashedPolicyFor, isShareable, type SharedPage, sharedPageResponse, sharePage } from './shared-page';
import { sharedPageRequest } from './shared-page-request';

export interface SharedPagesDeps {
  readonly revision: CatalogueRevision;
  readonly store: PageStore<SharedPage>;
  /** The clock, in milliseconds. */
  readonly nowMs: () => number;
}

/** A user's page is theirs: no cache anywhere may keep it. */
const PERSONAL = 'private, no-store';
/** A visitor's page that could not be shared (a redirect, a 404, one that sets a cookie) is not kept either. */
const UNSHARED = 'no-store';

const withCacheControl = (response: Response, value: string): Response => {
  if (response.headers.has('Cache-Control')) return response;
  const marked = new Response(response.body, response);
  marked.headers.set('Cache-Control', value);
  return marked;
};

/** A page rendered without a nonce goes out with a policy built from its own inline scripts and styles. */
const hashedPolicyPage = async (response: Response): Promise<Response> => {
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return response;
  const html = await response.text();
  const page = new Response(html, response);
  page.headers.set('Content-Security-Policy', hashedPolicyFor(html));
  return page;
};

type Outcome = { readonly page: SharedPage } | { readonly response: Response };

/**
 * Renders each visitor's page once per catalogue revision and hands everyone the same bytes from memory, with an
 * ETag and a Cache-Control a CDN can keep; a change to the catalogue is seen at the next request, since the revision
 * is read for every one. Visitors asking for a page being rendered wait for that render instead of starting their
 * own. A user's page (session cookies, a bearer token) is rendered for them alone and marked private.
 */
export const sharedPages = (render: StorefrontHandler, deps: SharedPagesDeps): StorefrontHandler => {
  const rendering = new Map<string, Promise<SharedPage | null>>();

  const renderShared = async (
    request: Request,
    revision: number,
    { apiFetch, publicOrigin }: StorefrontRequestOptions,
  ): Promise<Outcome> => {
    const response = await render(request, { apiFetch, publicOrigin, wholeDocument: true });
    if (!isShareable(response)) return { response: withCacheControl(await hashedPolicyPage(response), UNSHARED) };
    const page = await sharePage(response, revision, deps.nowMs());
    return { page };
  };

  return async (request, options) => {
    const shared = sharedPageRequest(request);
    if (!shared) return withCacheControl(await render(request, options), PERSONAL);
    const revision = await deps.revision.current();
    const kept = deps.store.get(shared.key, revision, deps.nowMs());
    if (kept) return sharedPageResponse(kept, request);

    const flightKey = `${revision} ${shared.key}`;
    const inFlight = rendering.get(flightKey);
    if (inFlight) {
      const page = await inFlight;
      // The render it waited for could not be shared, so this visitor's page is rendered for them.
      return page ? sharedPageResponse(page, request) : withCacheControl(await render(request, options), UNSHARED);
    }
    const outcome = renderShared(shared.toRender(), revision, options);
    const flight = outcome.then(
      (done) => ('page' in done ? done.page : null),
      () => null,
    );
    rendering.set(flightKey, flight);
    try {
      const done = await outcome;
      if (!('page' in done)) return done.response;
      deps.store.set(shared.key, done.page);
      return sharedPageResponse(done.page, request);
    } finally {
      rendering.delete(flightKey);
    }
  };
};

/** Pages with the cache switched off: each rendered for its request, none kept by anyone. */
export const unsharedPages =
  (render: StorefrontHandler): StorefrontHandler =>
  async (request, options) =>
    withCacheControl(await render(request, options), sharedPageRequest(request) ? UNSHARED : PERSONAL);
