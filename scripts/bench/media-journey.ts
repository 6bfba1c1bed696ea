// What a listener does before pressing play, through the API as the storefront's scripts do it: sign up, buy titles
// through the cart and the sandbox payment, and ask for their streams. Shared by the playback tests and bench:media.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** A stream as the API describes it (`GET /catalogs/{catalogId}/audiobooks/{id}/media`). */
export interface StreamMedia {
  readonly id: string;
  readonly key_id?: string | null;
  readonly table_of_contents: readonly { readonly title: string; readonly start_ms: number }[];
  readonly dash: { readonly url: string; readonly license_url?: string | null };
  readonly hls: { readonly url: string; readonly license_url?: string | null };
}

export interface ListedProduct {
  readonly id: string;
  readonly reference_id: string;
}

const sameOrigin = (origin: string) => ({ Origin: origin });

const expectStatus = async (what: string, answer: { status(): number; text(): Promise<string> }, ok: number[]) => {
  if (!ok.includes(answer.status())) throw new Error(`${what} answered ${answer.status()}: ${await answer.text()}`);
};

/** The market's catalogue id. */
export const catalogIdOf = async (request: APIRequestContext, market: string): Promise<string> =>
  ((await (await request.get(`/${market}/v2/`)).json()) as { catalog_id: string }).catalog_id;

/** Titles of the market's home screen, as the API lists them. */
export const homeProducts = async (request: APIRequestContext, market: string): Promise<ListedProduct[]> => {
  const screen = (await (await request.get(`/${market}/v2/me/screen?_f[noLinks]=1`)).json()) as {
    _embedded: { 'app:section': { _embedded?: { 'app:product'?: ListedProduct[] } }[] };
  };
  const all = screen._embedded['app:section'].flatMap((section) => section._embedded?.['app:product'] ?? []);
  return [...new Map(all.map((product) => [product.id, product])).values()];
};

/** The media answer of a title, full or its sample. */
export const mediaOf = (request: APIRequestContext, market: string, catalogId: string, id: string, samples = false) =>
  request.get(`/${market}/v2/catalogs/${catalogId}/audiobooks/${id}/media${samples ? '?samples=true' : ''}`);

/** Signs a new account up; the request context keeps its cookies, so its pages are signed in. */
export const signUp = async (request: APIRequestContext, origin: string, market: string): Promise<string> => {
  const catalogId = await catalogIdOf(request, market);
  const registered = await request.post(`/${market}/v2/commands`, {
    data: {
      name: 'RegisterUser',
      email: `listener-${randomUUID().slice(0, 8)}@example.test`,
      password: `Pw-${randomUUID()}`,
      catalog_id: catalogId,
      terms_of_service: true,
      device_id: 'web-player',
    },
    headers: sameOrigin(origin),
  });
  await expectStatus('RegisterUser', registered, [201]);
  return catalogId;
};

/** Signs a new account up, buys the first `count` titles of the home screen and answers their full media. */
export const buyTitles = async (
  request: APIRequestContext,
  origin: string,
  market: string,
  count: number,
): Promise<StreamMedia[]> => buyHomeTitles(request, origin, market, count, await signUp(request, origin, market));

/** The signed-in account of `request` buys the first `count` titles of the home screen; answers their full media. */
export const buyHomeTitles = async (
  request: APIRequestContext,
  origin: string,
  market: string,
  count: number,
  catalogId: string,
): Promise<StreamMedia[]> => {
  const products = (await homeProducts(request, market)).slice(0, count);
  for (const product of products) {
    const added = await request.get(`/${market}/cart/add/${product.reference_id.slice(3)}`, {
      headers: sameOrigin(origin),
    });
    await expectStatus('Adding to the cart', added, [200]);
  }
  const started = await request.post(`/${market}/v2/commands`, {
    data: { name: 'StartCheckout' },
    headers: sameOrigin(origin),
  });
  await expectStatus('StartCheckout', started, [201]);
  const { payment_url: paymentUrl } = (await started.json()) as { payment_url: string };
  const paid = await request.post(`${new URL(paymentUrl, origin).pathname}/confirm`, {
    headers: { ...sameOrigin(origin), 'Content-Type': 'application/x-www-form-urlencoded' },
    maxRedirects: 0,
  });
  await expectStatus('The sandbox payment', paid, [200, 302, 303]);
  const media: StreamMedia[] = [];
  for (const product of products) {
    const answer = await mediaOf(request, market, catalogId, product.id);
    await expectStatus('The media', answer, [200]);
    media.push((await answer.json()) as StreamMedia);
  }
  return media;
};

/** The stream of one engine, as the harness plays it. */
export const streamOf = (media: StreamMedia, engine: 'dash' | 'hls') => ({
  url: media[engine].url,
  licenseUrl: media[engine].license_url ?? undefined,
});
