import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { RoutingContext } from '#domain/routing/routing-context';
import { NEWSLETTER_OFFER_COOKIE, shouldOfferNewsletter } from '#domain/shell/newsletter-offer';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { useHydrated } from '#ui/hooks/use-hydrated';
import { useStateObservable } from '#ui/hooks/use-state-observable';
import { usePageLocale } from '#ui/i18n/locale-provider';
import { cookieValue } from '../promo/promo-cookie';
import { rememberClosed } from '../shell/closing-cookie';
import { addedCartItem } from './added-cart-item';
import type { ShellHostProps } from './ShellHost';

// Each dialog is fetched when it first opens: most pages never show one.
const AddToCartModal = lazy(() => import('../modal/AddToCartModal').then((m) => ({ default: m.AddToCartModal })));
const NewsletterModal = lazy(() => import('../newsletter/ConnectedNewsletterModal'));
const PrivacySettingsDialog = lazy(() => import('../privacy/ConnectedPrivacySettingsDialog'));

/** Starts the counts' sync for the market and reports the session (user and counts) up to the shell. */
const useSessionCounts = (onSessionChange: ShellHostProps['onSessionChange']) => {
  const { locale } = usePageLocale();
  const sync = useService(TOKENS.SessionCountsSync);
  const { user } = useStateObservable(useService(TOKENS.AuthStore).state$);
  const { cart } = useStateObservable(useService(TOKENS.CartStore).state$);
  const { count } = useStateObservable(useService(TOKENS.FavouritesCountStore).state$);
  useEffect(() => sync.start({ locale }), [sync, locale]);
  // A visitor's cart is the one the browser keeps; they have no favourites count, whatever a store still holds.
  const cartCount = cart.items.length;
  const favouritesCount = user === null ? 0 : count;
  useEffect(() => {
    onSessionChange({ user, cartCount, favouritesCount });
  }, [onSessionChange, user, cartCount, favouritesCount]);
};

/** How long a dismissed newsletter offer stays away: a year, as the club promo. */
const OFFER_CLOSED_FOR_S = 365 * 24 * 60 * 60;

/**
 * Spec §2 footer: whether the newsletter modal offers itself now, decided in the browser once the session is fetched
 * (the cookie is read there); and its dismissal, kept in a cookie unless the user subscribed.
 */
const useNewsletterOffer = () => {
  const { locale } = usePageLocale();
  const auth = useStateObservable(useService(TOKENS.AuthStore).state$);
  const [dismissed, setDismissed] = useState(false);
  // The cookie is the browser's: read once hydrated, never on the server.
  const hydrated = useHydrated();
  const offered =
    hydrated &&
    shouldOfferNewsletter({ auth, locale, offerCookie: cookieValue(document.cookie, NEWSLETTER_OFFER_COOKIE.name) });
  // Once shown it stays until closed: subscribing must not whisk away the modal that confirms it.
  const [shown, setShown] = useState(false);
  if (offered && !shown) setShown(true);
  const close = () => {
    if (auth.user !== null && !auth.user.newsletter)
      rememberClosed(document, NEWSLETTER_OFFER_COOKIE, OFFER_CLOSED_FOR_S);
    setDismissed(true);
  };
  return { open: (offered || shown) && !dismissed, close };
};

/** The shell host bound to the auth, cart and favourites-count stores. */
export default function ConnectedShellHost({ dialog, onDialogClose, cartHref, onSessionChange }: ShellHostProps) {
  const { locale, brand } = usePageLocale();
  const routing = useMemo<RoutingContext>(() => ({ product: brand }), [brand]);
  const cartStore = useService(TOKENS.CartStore);
  const { cart, recentItemModal } = useStateObservable(cartStore.state$);
  useSessionCounts(onSessionChange);
  const offer = useNewsletterOffer();
  return (
    <>
      {/* One boundary each: a dialog whose code is still on its way must not hide one already open. */}
      <Suspense fallback={null}>
        {recentItemModal && (
          <AddToCartModal
            item={addedCartItem(recentItemModal, cart.currency)}
            onClose={() => cartStore.recentItemModalClosed()}
            cartHref={cartHref}
            locale={locale}
            routing={routing}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {dialog === 'newsletter' ? (
          <NewsletterModal onClose={onDialogClose} />
        ) : (
          offer.open && <NewsletterModal onClose={offer.close} offered />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {dialog === 'privacySettings' && <PrivacySettingsDialog onClose={onDialogClose} />}
      </Suspense>
    </>
  );
}
