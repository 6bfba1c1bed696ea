import type { MiddlewareHandler } from 'hono';
import { publicOrigin } from '../identity/public-origin';
import type { AppEnv } from './app-env';
import type { InProcessBindings } from './client/client-address.middleware';

/**
 * Settles where this request's links point (mails, canonical addresses): the configured `PUBLIC_ORIGIN`, or without
 * one, for a call made while rendering a page, where that page's links point, else the request's origin only when its
 * host is the loopback or one of the product's domains (`publicOrigin`).
 */
export const publicOrigins =
  (configured: string | undefined): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // A call made while rendering a page has no origin of its own: it links where that page does.
    const page = (c.env as Partial<InProcessBindings> | undefined)?.publicOrigin;
    c.set('publicOrigin', configured ?? page ?? publicOrigin(c.req.url));
    await next();
  };
