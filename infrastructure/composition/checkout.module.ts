import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { ApplyPromoCode } from '#application/cart/apply-promo-code.use-case';
import { LoadCartPage } from '#application/cart/load-cart-page.use-case';
import { RemoveFromCart } from '#application/cart/remove-from-cart.use-case';
import { RemovePromoCode } from '#application/cart/remove-promo-code.use-case';
import { StartCheckout } from '#application/checkout/start-checkout.use-case';
import type { CartGateway } from '#application/ports/cart-gateway.port';
import { KyCartGateway } from '../http/ky-cart-gateway';
import type { SessionRefresh } from '../http/session-refresh';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/** The cart page and checkout (spec §2, §7): the priced cart over the store's API unless overridden, and its use cases. */
export const checkoutModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const gatewayOf = (http: KyInstance, refreshSession: SessionRefresh): CartGateway =>
      overrides.cartGateway ?? new KyCartGateway({ http, refreshSession });
    const over = [TOKENS.HttpClient, TOKENS.SessionRefresh] as const;
    bind(TOKENS.LoadCartPage).toResolvedValue(
      (http: KyInstance, refresh: SessionRefresh) => new LoadCartPage({ cartGateway: gatewayOf(http, refresh) }),
      [...over],
    );
    bind(TOKENS.RemoveFromCart).toResolvedValue(
      (http: KyInstance, refresh: SessionRefresh) => new RemoveFromCart({ cartGateway: gatewayOf(http, refresh) }),
      [...over],
    );
    bind(TOKENS.ApplyPromoCode).toResolvedValue(
      (http: KyInstance, refresh: SessionRefresh) => new ApplyPromoCode({ cartGateway: gatewayOf(http, refresh) }),
      [...over],
    );
    bind(TOKENS.RemovePromoCode).toResolvedValue(
      (http: KyInstance, refresh: SessionRefresh) => new RemovePromoCode({ cartGateway: gatewayOf(http, refresh) }),
      [...over],
    );
    bind(TOKENS.StartCheckout).toResolvedValue(
      (http: KyInstance, refresh: SessionRefresh) => new StartCheckout({ cartGateway: gatewayOf(http, refresh) }),
      [...over],
    );
  });
