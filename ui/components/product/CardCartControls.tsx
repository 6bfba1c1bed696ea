import { type RefObject, useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import type { ProductSummary } from '#application/catalog/product-summary';
import { cardCartItem } from '#application/cart/card-cart-item';
import { isAuthSettled } from '#domain/auth/auth-state';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { heldClicks } from '#ui/di/held-clicks';
import { useStateObservable } from '#ui/hooks/use-state-observable';
import { ADD_TO_CART_ATTRIBUTE } from './CardCartButton';
import { useAddToCart } from './use-add-to-cart';

export interface CardCartControlsProps {
  /** The list whose cards' add buttons this serves. */
  readonly target: RefObject<Element | null>;
  readonly products: readonly ProductSummary[];
  readonly isClubMember: boolean;
}

/**
 * Spec §4, §7 add to cart from a list: one listener for all of its cards' buttons rather than a hydrated control each.
 * The buttons go live once the session is known (a visitor's add stays in this browser, a listener's goes to the
 * store), so a press before then waits and acts once. The pressed button says it is busy until the add settles.
 */
export default function CardCartControls({ target, products, isClubMember }: CardCartControlsProps) {
  const auth = useStateObservable(useService(TOKENS.AuthStore).state$);
  const add = useAddToCart();
  const { pathname, search } = useLocation();
  const settled = isAuthSettled(auth);
  // Reads the list, the session and the address at the press, so the listener stays put while they change.
  const onPress = useEffectEvent((button: Element) => {
    const product = products.find((p) => p.id === button.getAttribute(ADD_TO_CART_ATTRIBUTE));
    const item = product && cardCartItem(product, isClubMember);
    if (!item) return;
    button.setAttribute('aria-busy', 'true');
    add(item, auth.user, `${pathname}${search}`)
      .catch(() => undefined)
      .finally(() => button.removeAttribute('aria-busy'));
  });

  useEffect(() => {
    const list = target.current;
    if (!settled || list === null) return;
    const onClick = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest(`[${ADD_TO_CART_ATTRIBUTE}]`) : null;
      if (button !== null && button.getAttribute('aria-busy') !== 'true') onPress(button);
    };
    list.addEventListener('click', onClick);
    for (const button of list.querySelectorAll<HTMLElement>(`[${ADD_TO_CART_ATTRIBUTE}]`))
      heldClicks.liveControl(button);
    return () => list.removeEventListener('click', onClick);
  }, [target, settled, products]);
  return null;
}
