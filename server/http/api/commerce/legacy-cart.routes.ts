import type { Context, Hono, Next } from 'hono';
import type { CartAddResponseWire, LegacyCartResponseWire } from '#contract/cart.schema';
import { isLocale } from '#domain/market/locale';
import type { Market } from '#domain/market/market';
import { MARKETS } from '#domain/market/markets';
import { readCart } from '#server/commerce/cart/cart-view';
import type { KyselyCartRepository } from '#server/commerce/cart/kysely-cart-repository';
import type { AppEnv } from '../../app-env';
import { requireViewer } from '../../auth/require-viewer';
import type { ServerServices } from '../area-context';
import { cartWire } from './cart-wire';
import { requireSameOriginCall } from './same-origin-navigation';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

const marketOf = (c: Context<AppEnv>): Market | null => {
  const locale = c.req.param('locale');
  return isLocale(locale) ? MARKETS[locale] : null;
};

/**
 * The legacy store host's cart (spec §7), at the site root: `GET /{locale}/user/profile.json?mode=cart` and
 * `GET /{locale}/cart/add/{id}`. Other modes of the profile and unknown locales fall through to later routes.
 */
export const registerLegacyCart = (
  site: Hono<AppEnv>,
  deps: { readonly services: ServerServices; readonly carts: KyselyCartRepository },
): void => {
  const { db, now } = deps.services;

  site.get('/:locale/user/profile.json', async (c: Context<AppEnv>, next: Next) => {
    const market = marketOf(c);
    if (!market || c.req.query('mode') !== 'cart') return next();
    const viewer = requireViewer(c);
    const cart = await readCart(db, { userId: viewer.userId, market, now: now() });
    const body: LegacyCartResponseWire = { cart: cartWire(market.locale, cart) };
    return c.json(body, 200, PRIVATE);
  });

  site.get('/:locale/cart/add/:id', async (c: Context<AppEnv>, next: Next) => {
    const market = marketOf(c);
    if (!market) return next();
    const viewer = requireViewer(c);
    requireSameOriginCall(c, viewer);
    const at = now();
    await deps.carts.add(viewer.userId, market, c.req.param('id') ?? '', at);
    const cart = await readCart(db, { userId: viewer.userId, market, now: at });
    const body: CartAddResponseWire = { ok: true, cart: cartWire(market.locale, cart) };
    return c.json(body, 200, PRIVATE);
  });
};
