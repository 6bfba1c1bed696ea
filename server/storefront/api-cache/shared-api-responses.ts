import type { CatalogueRevision } from '../../catalogue/catalogue-revision.port';
import type { PageStore, StoredPage } from '../page-cache/page-store';

/** An API answer kept for every render that asks the same: its bytes and the parts of it a reader looks at. */
export interface KeptApiResponse extends StoredPage {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Uint8Array;
  /** How long the API said anyone may keep it (its `max-age`). */
  readonly maxAgeMs: number;
}

export interface SharedApiResponsesDeps {
  readonly revision: CatalogueRevision;
  readonly store: PageStore<KeptApiResponse>;
  /** The clock, in milliseconds. */
  readonly nowMs: () => number;
}

// A representation may be handed to another render only if it varies by nothing a request here could differ in, or by
// what its key holds: a request with Authorization is never answered from here, and one varying by Cookie is kept
// under the cookies it was asked with.
const KEYED_VARY = new Set(['accept-encoding', 'origin', 'authorization', 'cookie']);

/** Whether an answer varies by the cookies it was asked with (a visitor's `/me` screen, say). */
const variesByCookie = (response: Response): boolean =>
  (response.headers.get('Vary') ?? '').split(',').some((name) => name.trim().toLowerCase() === 'cookie');

/** The key of an answer kept for the cookies it was asked with. */
const cookieKey = (request: Request): string => `${request.url}\ncookie: ${request.headers.get('Cookie') ?? ''}`;

/** The `max-age` of an answer any cache may keep (spec §7: catalogue GETs, `public, max-age=900`), else null. */
export const sharedMaxAgeMs = (response: Response): number | null => {
  if (response.status !== 200 || response.headers.has('Set-Cookie')) return null;
  const directives = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  if (!/\bpublic\b/.test(directives) || /\b(?:private|no-store|no-cache)\b/.test(directives)) return null;
  const vary = (response.headers.get('Vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (vary.some((name) => name !== '' && !KEYED_VARY.has(name))) return null;
  const seconds = Number(/\bmax-age=(\d+)/.exec(directives)?.[1] ?? 0);
  return seconds > 0 ? seconds * 1000 : null;
};

const keptResponse = (kept: KeptApiResponse): Response =>
  new Response(kept.body.slice(), {
    status: kept.status,
    headers: kept.headers.map(([name, value]) => [name, value] as [string, string]),
  });

/**
 * Server rendering's reads of the API, shared between renders as a cache in front of it would share them: a GET the
 * API marks `public` (the catalogue, never anything of a user's) is answered from memory until its `max-age` passes
 * or the catalogue changes, whichever comes first, so a change is seen by the next render. Returns, for each render,
 * a fetch over that render's own in-process fetch; the catalogue revision is read once per render, when first needed.
 */
export const sharedApiResponses = (deps: SharedApiResponsesDeps) => {
  const fetching = new Map<string, Promise<KeptApiResponse | null>>();

  const fetchAndKeep = async (fetchApi: typeof fetch, request: Request, revision: number) => {
    const response = await fetchApi(request);
    const maxAgeMs = sharedMaxAgeMs(response);
    if (maxAgeMs === null) return { response, kept: null };
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers];
    const kept: KeptApiResponse = {
      status: response.status,
      headers,
      body,
      maxAgeMs,
      revision,
      storedAtMs: deps.nowMs(),
      bytes: body.byteLength + 64 * headers.length,
    };
    deps.store.set(variesByCookie(response) ? cookieKey(request) : request.url, kept);
    return { response: keptResponse(kept), kept };
  };

  return (fetchApi: typeof fetch): typeof fetch => {
    let revision: Promise<number> | undefined;
    return async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'GET' || request.headers.has('Authorization')) return fetchApi(request);
      revision ??= deps.revision.current();
      const at = await revision;
      const nowMs = deps.nowMs();
      const kept = deps.store.get(request.url, at, nowMs) ?? deps.store.get(cookieKey(request), at, nowMs);
      if (kept && nowMs - kept.storedAtMs < kept.maxAgeMs) return keptResponse(kept);
      // Renders asking for the same answer at once wait for one fetch of it; whether it varies by cookie is not known yet.
      const flightKey = `${at} ${cookieKey(request)}`;
      const inFlight = fetching.get(flightKey);
      if (inFlight) {
        const shared = await inFlight;
        if (shared) return keptResponse(shared);
        return fetchApi(request);
      }
      const outcome = fetchAndKeep(fetchApi, request, at);
      fetching.set(
        flightKey,
        outcome.then(
          ({ kept: done }) => done,
          () => null,
        ),
      );
      try {
        return (await outcome).response;
      } finally {
        fetching.delete(flightKey);
      }
    };
  };
};
