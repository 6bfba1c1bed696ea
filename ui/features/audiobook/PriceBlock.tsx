import { useTranslation } from '#ui/i18n/use-translation';
import type { FormatPrice } from '#ui/components/price/format-price';
import type { OfferPrices } from './offer-prices';
import styles from './AudiobookPage.module.css';

export interface PriceBlockProps {
  readonly offer: OfferPrices;
  readonly currency: string;
  readonly isFree: boolean;
  /** A licence lets the user listen already (spec §4 CAN_LISTEN): no price to pay. */
  readonly listenable: boolean;
  /** The title is in the club of a market that runs one (spec §1, §3 is_available_in_subscription). */
  readonly inClub: boolean;
  readonly formatPrice: FormatPrice;
}

/**
 * Spec §5 an audiobook's price: what to pay, the base price struck through beside a reduced one with the lowest price
 * of the 30 days before it (EU Omnibus), the club price a non-member could have, and whether the club includes it.
 */
export function PriceBlock({ offer, currency, isFree, listenable, inClub, formatPrice }: PriceBlockProps) {
  const { t } = useTranslation();
  const price = (amount: number) => formatPrice(amount as Parameters<FormatPrice>[0], currency);
  return (
    <div className={styles.priceBlock}>
      {listenable ? (
        <p className={styles.listenable}>{t('audiobook.listenable')}</p>
      ) : isFree ? (
        <p className={styles.price}>{t('shell.home.free')}</p>
      ) : offer.displayed !== null ? (
        <>
          <p className={styles.price}>
            <span className="visually-hidden">{t('shell.home.price')}: </span>
            {price(offer.displayed)}
            {offer.was !== null && (
              <s className={styles.was}>
                <span className="visually-hidden">{t('shell.home.regular_price')}: </span>
                {price(offer.was)}
              </s>
            )}
          </p>
          {offer.lowest !== null && (
            <p className={styles.note}>{t('audiobook.lowest_price', { price: price(offer.lowest) })}</p>
          )}
          {offer.clubPrice !== null && (
            <p className={styles.note}>{t('audiobook.club_price', { price: price(offer.clubPrice) })}</p>
          )}
        </>
      ) : null}
      {inClub && <p className={styles.clubBadge}>{t('audiobook.in_club')}</p>}
    </div>
  );
}
