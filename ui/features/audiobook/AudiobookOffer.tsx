import type { Audiobook } from '#application/audiobook/audiobook';
import { lazyWithServices } from '#ui/di/lazy-with-services';
import type { PriceLabels } from '#ui/components/price/price-labels';

/** What of the audiobook its price block and actions need. */
export type OfferProduct = Pick<
  Audiobook,
  | 'id'
  | 'name'
  | 'imageUrl'
  | 'referenceId'
  | 'prices'
  | 'currency'
  | 'isFree'
  | 'isAvailableInSubscription'
  | 'sampleUrl'
> & { readonly authors: readonly string[] };

export interface AudiobookOfferProps {
  readonly product: OfferProduct;
  /** The product's prices written out by the loader, so hydrating formats none. */
  readonly priceLabels: PriceLabels;
  /** The request carried the loggedIn cookie (see `sessionView`). */
  readonly signedInHint: boolean;
  /** The page's canonical address, which sharing hands on. */
  readonly shareUrl: string;
}

/**
 * The audiobook's price block and actions. They act through the client services, so their code arrives with the
 * container, at the visitor's first intent; the server renders them in place, and they keep that HTML until then. A
 * press on an action meanwhile is held and given to it once it is live (`HeldClicks`).
 */
export const AudiobookOffer = lazyWithServices<AudiobookOfferProps>(() => import('./ConnectedAudiobookOffer'));
