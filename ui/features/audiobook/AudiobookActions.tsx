import type { TitleControl } from '#domain/playback/title-control';
import { useTranslation } from '#ui/i18n/use-translation';
import { CartIcon, HeartIcon } from '#ui/components/shell/icons';
import { HOLDS_CLICK_ATTRIBUTE } from '#domain/shell/held-clicks';
import { heldClicks } from '#ui/di/held-clicks';
import styles from './AudiobookPage.module.css';

// The actions are the server's HTML until the services arrive at the visitor's first intent: a press meanwhile waits.
const HOLDS_CLICK = { [HOLDS_CLICK_ATTRIBUTE]: '', ref: heldClicks.liveControl } as const;

// While the title loads, a button keeps the label it was pressed with.
const LISTEN_LABEL = {
  start: 'player.listen',
  loading: 'player.listen',
  pause: 'audiobook.listen_pause',
  resume: 'audiobook.listen_resume',
} as const satisfies Record<TitleControl, string>;
const SAMPLE_LABEL = {
  start: 'audiobook.sample',
  loading: 'audiobook.sample',
  pause: 'audiobook.sample_pause',
  resume: 'audiobook.sample_resume',
} as const satisfies Record<TitleControl, string>;

export interface AudiobookActionsProps {
  /** Null when the title cannot be bought here (free, already listenable, or no reference id: spec §5). */
  readonly onAddToCart: (() => void) | null;
  readonly addingToCart: boolean;
  readonly isFavourite: boolean;
  readonly onToggleFavourite: () => void;
  /** Who is signed in is not known yet: what the favourite and the cart would do is not known either. */
  readonly waitingForSession: boolean;
  /** Null unless the listener's licence is CAN_LISTEN: then the title plays in full. */
  readonly onListen?: (() => void) | null;
  /** Null when the title has no sample (spec §3 sample_url ""). */
  readonly onListenSample: (() => void) | null;
  /** What the listen and sample buttons offer while the player holds this title (`titleControl`); start otherwise. */
  readonly listenControl?: TitleControl;
  readonly sampleControl?: TitleControl;
  /** Null where the market does not share (spec §1 sharing flag). */
  readonly onShare: (() => void) | null;
  /** The pointer or focus is on a play button: the player may get ready. */
  readonly onIntentToListen?: () => void;
}

/** An audiobook's actions: add to cart, the favourite toggle, its sample and sharing. */
export function AudiobookActions({
  onAddToCart,
  addingToCart,
  isFavourite,
  onToggleFavourite,
  waitingForSession,
  onListenSample,
  onListen = null,
  listenControl = 'start',
  sampleControl = 'start',
  onShare,
  onIntentToListen,
}: AudiobookActionsProps) {
  const { t } = useTranslation();
  const intent = onIntentToListen && {
    onPointerEnter: onIntentToListen,
    onPointerMove: onIntentToListen,
    onFocus: onIntentToListen,
  };
  return (
    <div className={styles.actions}>
      {onListen && (
        <button
          type="button"
          className={styles.primaryAction}
          onClick={onListen}
          {...intent}
          aria-busy={listenControl === 'loading' || undefined}
        >
          {t(LISTEN_LABEL[listenControl])}
        </button>
      )}
      {onAddToCart && (
        <button
          {...HOLDS_CLICK}
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
        {...HOLDS_CLICK}
        type="button"
        className={styles.action}
        onClick={onListenSample ?? undefined}
        {...(onListenSample && intent)}
        disabled={onListenSample === null}
        data-sample={onListenSample === null ? 'none' : 'available'}
        aria-busy={sampleControl === 'loading' || undefined}
      >
        {t(SAMPLE_LABEL[sampleControl])}
      </button>
      <button
        {...HOLDS_CLICK}
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
        <button {...HOLDS_CLICK} type="button" className={styles.action} onClick={onShare}>
          {t('audiobook.share')}
        </button>
      )}
    </div>
  );
}
