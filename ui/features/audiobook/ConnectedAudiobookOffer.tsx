import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { genericErrorToast } from '#application/shared/generic-error-toast';
import { isAuthSettled } from '#domain/auth/auth-state';
import type { User } from '#domain/auth/user';
import { channelInState, type LicenseChannels, NO_LICENSES } from '#domain/licensing/license';
import { isOfferedInClub } from '#domain/licensing/club-offer';
import { MARKETS } from '#domain/market/markets';
import { type TitleControl, titleControl, type TitleMode } from '#domain/playback/title-control';
import { TOKENS } from '#infrastructure/composition/tokens';
import { marketPriceFormatter } from '#ui/components/price/format-price';
import { withPriceLabels } from '#ui/components/price/price-labels';
import { useSessionView } from '#ui/components/session/use-session-view';
import { useService } from '#ui/di/container-context';
import { useHydrated } from '#ui/hooks/use-hydrated';
import { useStateObservable } from '#ui/hooks/use-state-observable';
import { usePageLocale } from '#ui/i18n/locale-provider';
import type { AudiobookOfferProps } from './AudiobookOffer';
import { AudiobookActions } from './AudiobookActions';
import { offerPrices } from './offer-prices';
import { usePlayTitle, usePreparePlayer } from '#ui/components/player/use-play-title';
import { PriceBlock } from './PriceBlock';
import { shareLink } from './share-link';
import { useAddToCart } from '#ui/components/product/use-add-to-cart';

/** Spec §3, §5: the signed-in user's licences for the title, asked for once the session is known (none for a visitor). */
const useLicenses = (productId: string, user: User | null): LicenseChannels => {
  const loadLicenses = useService(TOKENS.LoadLicenseChannels);
  // Kept with whose and which title's they are, so a change of either shows none until its own arrive.
  const key = `${user?.id ?? ''}:${productId}`;
  const [loaded, setLoaded] = useState<{ readonly key: string; readonly licenses: LicenseChannels } | null>(null);
  useEffect(() => {
    let current = true;
    loadLicenses.execute({ productId, user }).then(
      (result) => {
        if (current) setLoaded({ key, licenses: result.ok ? result.value : NO_LICENSES });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loadLicenses, productId, user, key]);
  return loaded !== null && loaded.key === key ? loaded.licenses : NO_LICENSES;
};

/**
 * The audiobook's price block and actions bound to the session and the stores: prices after the user's CAN_BUY
 * licence, the favourite flag and its toggle (spec §4), add to cart, the sample hook and sharing.
 */
export default function ConnectedAudiobookOffer({ product, priceLabels, signedInHint, shareUrl }: AudiobookOfferProps) {
  const { locale } = usePageLocale();
  const market = MARKETS[locale];
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}`;
  const auth = useSessionView(signedInHint);
  const user = auth.user;
  const licenses = useLicenses(product.id, user);
  const offer = offerPrices({
    prices: product.prices,
    licenses,
    isClubMember: user?.isClubMember ?? false,
    clubMarket: market.features.club,
  });
  const formatPrice = useMemo(() => withPriceLabels(priceLabels, marketPriceFormatter(locale)), [priceLabels, locale]);
  const listenable = channelInState(licenses, 'CAN_LISTEN') !== null;

  const favouritesStore = useService(TOKENS.FavouritesStore);
  const { flags } = useStateObservable(favouritesStore.state$);
  const loadFlags = useService(TOKENS.LoadFavouriteFlags);
  const settled = isAuthSettled(auth);
  useEffect(() => {
    if (settled) loadFlags.execute({ productIds: [product.id], user }).catch(() => undefined);
  }, [loadFlags, product.id, user, settled]);
  const toggleFavourite = useService(TOKENS.ToggleFavourite);
  const isFavourite = flags.get(product.id) ?? false;
  const onToggleFavourite = () => {
    // The top bar's count follows through the use case, the undo's change too.
    toggleFavourite.execute({ productId: product.id, isFavourite, user, currentPath }).catch(() => undefined);
  };

  const addToCart = useAddToCart();
  const { cart } = useStateObservable(useService(TOKENS.CartStore).state$);
  const buyable = !product.isFree && !listenable && product.referenceId !== null && offer.displayed !== null;
  const onAddToCart = () => {
    if (offer.displayed === null) return;
    const item = {
      product: {
        id: product.id,
        name: product.name,
        imageUrl: product.imageUrl,
        referenceId: product.referenceId,
        ...product.prices,
        authors: product.authors.map((name) => ({ name })),
      },
      price: offer.displayed,
    };
    addToCart(item, user, currentPath).catch(() => undefined);
  };

  const launch = usePlayTitle();
  const preparePlayer = usePreparePlayer();
  const title = { audiobookId: product.id, name: product.name, authors: product.authors, coverUrl: product.imageUrl };
  // Hydration sees the buttons as the server drew them, before a player restored from storage can say otherwise.
  const playerStore = useService(TOKENS.PlayerStore);
  const { player } = useStateObservable(playerStore.state$);
  const hydrated = useHydrated();
  const controlOf = (mode: TitleMode): TitleControl => (hydrated ? titleControl(player, product.id, mode) : 'start');
  const sampleControl = controlOf('sample');
  const listenControl = controlOf('whole');
  // Once the player holds the title, its button pauses and resumes it there; while it loads, a press changes nothing.
  const follow = (control: TitleControl, start: () => void) => () => {
    if (control === 'pause') playerStore.pause();
    else if (control === 'resume') playerStore.play();
    else if (control === 'start') start();
  };
  const onListenSample =
    product.sampleUrl === null
      ? null
      : follow(sampleControl, () => launch({ title, autoPlay: true, sampleOnly: true }));
  const onListen = listenable ? follow(listenControl, () => launch({ title, autoPlay: true })) : null;

  const toasts = useService(TOKENS.ToastPresenter);
  const onShare = market.features.sharing
    ? () => {
        shareLink(navigator, { title: product.name, url: shareUrl }).then(
          (outcome) => {
            if (outcome === 'copied') toasts.show({ title: 'audiobook.link_copied' });
            if (outcome === 'failed') toasts.show(genericErrorToast());
          },
          () => undefined,
        );
      }
    : null;

  return (
    <>
      <PriceBlock
        offer={offer}
        currency={product.currency}
        isFree={product.isFree}
        listenable={listenable}
        inClub={isOfferedInClub(market.features, product.isAvailableInSubscription)}
        formatPrice={formatPrice}
      />
      <AudiobookActions
        onAddToCart={buyable ? onAddToCart : null}
        addingToCart={cart.isLoading}
        isFavourite={isFavourite}
        onToggleFavourite={onToggleFavourite}
        waitingForSession={!settled}
        onListenSample={onListenSample}
        onListen={onListen}
        sampleControl={sampleControl}
        listenControl={listenControl}
        onShare={onShare}
        onIntentToListen={onListenSample || onListen ? preparePlayer : undefined}
      />
    </>
  );
}
