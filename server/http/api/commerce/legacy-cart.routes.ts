import type { Context, Hono, Next } from 'hono';
import type { CartAddResponseWire, LegacyCartResponseWire } from '#contract/cart.schema';
import { isLocale } from '#domain/market/locale';
import type { Market } from '#domain/market/market';
import { MARKETS } from '#domain/market/markets';
import type { CommerceModule } from '#server/composition/commerce.module';
import type { AppEnv } from '../../app-env';
import { requireViewer } from '../../auth/require-viewer';
import { unwrap } from '../../error-status';
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
export const registerLegacyCart = (site: Hono<AppEnv>, cart: CommerceModule['cart']): void => {
  site.get('/:locale/user/profile.json', async (c: Context<AppEnv>, next: Next) => {
    const market = marketOf(c);
    if (!market || c.req.query('mode') !== 'cart') return next();
    const viewer = requireViewer(c);
    const view = unwrap(await cart.getCart.execute({ userId: viewer.userId, market }));
    const body: LegacyCartResponseWire = { cart: cartWire(market.locale, view) };
    return c.json(body, 200, PRIVATE);
  });

  site.get('/:locale/cart/add/:id', async (c: Context<AppEnv>, next: Next) => {
    const market = marketOf(c);
    if (!market) return next();
    const viewer = requireViewer(c);
    requireSameOriginCall(c, viewer);
    const input = { userId: viewer.userId, market, cartProductId: c.req.param('id') ?? '' };
    const view = unwrap(await cart.addToCart.execute(input));
    const body: CartAddResponseWire = { ok: true, cart: cartWire(market.locale, view) };
    return c.json(body, 200, PRIVATE);
  });
};
