import type { MiddlewareHandler } from 'hono';
import { isLocale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';

/** Resolves `/{lang}/v2` to its market; an unknown market is a 404 for every path beneath it. */
export const marketMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const lang = c.req.param('lang');
  if (!isLocale(lang)) throw apiErrorOf({ code: 'MARKET_NOT_FOUND' });
  c.set('market', MARKETS[lang]);
  await next();
};
