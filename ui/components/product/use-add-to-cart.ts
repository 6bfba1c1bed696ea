import { useCallback } from 'react';
import type { User } from '#domain/auth/user';
import type { CartItem } from '#domain/cart/cart-item';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { usePageLocale } from '#ui/i18n/locale-provider';

/**
 * Spec §4, §7 add to cart, for a title's page and a list's cards alike: a visitor's cart stays in this browser until
 * they sign in (the store then takes it over); a listener's goes to the store, and a session that has ended asks for
 * sign-in with the way back to `currentPath`. Settles once the add is done or refused (a refusal only stops loading).
 */
export const useAddToCart = (): ((item: CartItem, user: User | null, currentPath: string) => Promise<void>) => {
  const { locale } = usePageLocale();
  const addToCart = useService(TOKENS.AddToCart);
  const addToGuestCart = useService(TOKENS.AddToGuestCart);
  const requireSignIn = useService(TOKENS.RequireSignIn);
  return useCallback(
    async (item, user, currentPath) => {
      if (user === null) {
        addToGuestCart.execute({ locale, item });
        return;
      }
      const result = await addToCart.execute({ item }).catch(() => null);
      if (result && !result.ok && result.error.code === 'AUTH.NOT_SIGNED_IN') requireSignIn.execute({ currentPath });
    },
    [addToCart, addToGuestCart, requireSignIn, locale],
  );
};
