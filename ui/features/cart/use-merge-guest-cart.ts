import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { usePageLocale } from '#ui/i18n/locale-provider';

/**
 * The signed-in cart page, reached right after signing in, may have been rendered before this browser's visitor cart
 * went to the store: once it has, the page loads the store's cart again.
 */
export const useMergeGuestCart = (): void => {
  const { locale } = usePageLocale();
  const guestCart = useService(TOKENS.GuestCartStorage);
  const mergeGuestCart = useService(TOKENS.MergeGuestCart);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (guestCart.read(locale).length === 0) return;
    mergeGuestCart.execute({ locale }).then(
      (added) => {
        if (added > 0) void revalidate();
      },
      () => undefined,
    );
  }, [guestCart, mergeGuestCart, locale, revalidate]);
};
