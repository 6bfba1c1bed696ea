import type { MiddlewareHandler } from 'hono';
import { publicOrigin } from '../identity/public-origin';
import type { AppEnv } from './app-env';

/**
 * Settles where this request's links point (mails, canonical addresses): the configured `PUBLIC_ORIGIN`, or without
 * one the request's origin only when its host is the loopback or one of the product's domains (`publicOrigin`).
 */
export const publicOrigins =
  (configured: string | undefined): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('publicOrigin', configured ?? publicOrigin(c.req.url));
    await next();
  };
