import type { liteClient } from 'algoliasearch/lite';

/** What the algoliasearch client sends its requests through (its `requester` option). */
export type AlgoliaRequester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;

export interface FetchRequesterDeps {
  /** The origin reached in-process (server rendering's API origin): its requests go through `localFetch`. */
  readonly localOrigin: string;
  /** The in-process fetch of server rendering (the app itself, no socket). */
  readonly localFetch: typeof fetch;
  /** Every other host (a hosted Algolia); the global fetch unless told. */
  readonly fetch?: typeof fetch;
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * An algoliasearch requester over fetch. Server rendering hands the search config's same-origin host out as its own
 * in-process address, so a query to it goes through the in-process fetch, never a network hop; a hosted Algolia is
 * reached over the network. Answers are never thrown: a failure is status 0, which the client retries on its next host.
 */
export const fetchRequester = (deps: FetchRequesterDeps): AlgoliaRequester => ({
  async send(request) {
    const local = originOf(request.url) === new URL(deps.localOrigin).origin;
    const send = local ? deps.localFetch : (deps.fetch ?? fetch);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), request.connectTimeout + request.responseTimeout);
    try {
      const response = await send(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.data === undefined ? null : (request.data as BodyInit),
        signal: controller.signal,
      });
      return { status: response.status, content: await response.text(), isTimedOut: false };
    } catch (error) {
      const isTimedOut = controller.signal.aborted;
      const content = isTimedOut ? 'Request timed out' : error instanceof Error ? error.message : 'Request failed';
      return { status: 0, content, isTimedOut };
    } finally {
      clearTimeout(timer);
    }
  },
});
