import { useTranslation } from '#ui/i18n/use-translation';
import { CartIcon, HeartIcon } from '#ui/components/shell/icons';
import styles from './AudiobookPage.module.css';

export interface AudiobookActionsProps {
  /** Null when the title cannot be bought here (free, already listenable, or no reference id: spec §5). */
  readonly onAddToCart: (() => void) | null;
  readonly addingToCart: boolean;
  readonly isFavourite: boolean;
  readonly onToggleFavourite: () => void;
  /** Who is signed in is not known yet: what the favourite and the cart would do is not known either. */
  readonly waitingForSession: boolean;
  /** Null when the title has no sample (spec §3 sample_url ""). */
  readonly onListenSample: (() => void) | null;
  /** Null where the market does not share (spec §1 sharing flag). */
  readonly onShare: (() => void) | null;
}

/** An audiobook's actions: add to cart, the favourite toggle, its sample and sharing. */
export function AudiobookActions({
  onAddToCart,
  addingToCart,
  isFavourite,
  onToggleFavourite,
  waitingForSession,
  onListenSample,
  onShare,
}: AudiobookActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      {onAddToCart && (
        <button
          type="button"
          className={styles.primaryAction}
          onClick={onAddToCart}
          disabled={waitingForSession}
          aria-busy={addingToCart || undefined}
        >
          <CartIcon />
          {t('audiobook.add_to_cart')}
        </button>
      )}
      <button
        type="button"
        className={styles.action}
        onClick={onListenSample ?? undefined}
        disabled={onListenSample === null}
        data-sample={onListenSample === null ? 'none' : 'available'}
      >
        {t('audiobook.sample')}
      </button>
      <button
        type="button"
        className={styles.favourite}
        aria-pressed={isFavourite}
        onClick={onToggleFavourite}
        disabled={waitingForSession}
      >
        <HeartIcon />
        {t('audiobook.favourite')}
      </button>
      {onShare && (
        <button type="button" className={styles.action} onClick={onShare}>
          {t('audiobook.share')}
        </button>
      )}
    </div>
  );
}
