import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import type { OwnReview } from '#application/reviews/own-review';
import { isAuthSettled } from '#domain/auth/auth-state';
import type { ReviewDraft } from '#domain/catalog/review-draft';
import { TOKENS } from '#infrastructure/composition/tokens';
import buttons from '#ui/components/button/button.module.css';
import { useSessionView } from '#ui/components/session/use-session-view';
import { useService } from '#ui/di/container-context';
import { useHydrated } from '#ui/hooks/use-hydrated';
import { useTranslation } from '#ui/i18n/use-translation';
import type { OwnReviewPanelProps } from './OwnReviewPanel';
import styles from './OwnReview.module.css';

// The form's code is fetched when the listener opens it, never with the page.
const ReviewForm = lazy(() => import('./ReviewForm'));

type Loaded = { readonly key: string; readonly review: OwnReview | null };
type Mode = 'view' | 'editing' | 'confirmingDelete';

/**
 * The signed-in listener's own review of the title, read in their browser (the page's HTML is shared by every
 * visitor): shown marked as theirs, with edit and delete; a first one is written from "Write a review". A visitor's
 * press sends them to sign-in with the page stored (spec §6). After a change the page's rating and reviews reload.
 */
export default function ConnectedOwnReview({ productId, signedInHint, onOwnReviewChange }: OwnReviewPanelProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}`;
  const hydrated = useHydrated();
  const auth = useSessionView(signedInHint);
  const user = auth.user;
  const settled = isAuthSettled(auth);
  const load = useService(TOKENS.LoadOwnReview);
  const save = useService(TOKENS.SaveOwnReview);
  const remove = useService(TOKENS.RemoveOwnReview);
  const requireSignIn = useService(TOKENS.RequireSignIn);
  const revalidator = useRevalidator();
  const key = `${user?.id ?? ''}:${productId}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [mode, setMode] = useState<Mode>('view');
  const [status, setStatus] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const [focusOpener, setFocusOpener] = useState(false);
  const review = loaded?.key === key ? loaded.review : null;

  useEffect(() => {
    if (!settled || user === null) return;
    let current = true;
    load.execute({ productId, user }).then(
      (result) => {
        if (current && result.ok) setLoaded({ key, review: result.value });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load, productId, user, settled, key]);

  useEffect(() => {
    onOwnReviewChange(review?.id ?? null);
  }, [review, onOwnReviewChange]);

  // Back from the form or the question, the focus returns to the button that opens it again.
  const closeTo = (next: Mode) => {
    setMode(next);
    setFocusOpener(true);
  };
  useEffect(() => {
    if (!focusOpener || !opener.current) return;
    opener.current.focus();
    setFocusOpener(false);
  }, [focusOpener]);

  const submit = async (draft: ReviewDraft) => {
    const result = await save.execute({ productId, draft, hadText: review?.text != null, user, currentPath });
    if (result.ok) {
      setLoaded({ key, review: result.value });
      setStatus(result.value.text === null ? t('own_review.rating_saved') : t('own_review.saved'));
      closeTo('view');
      revalidator.revalidate().catch(() => undefined);
    }
    return result;
  };

  const confirmDelete = () => {
    remove.execute({ productId, user, currentPath }).then(
      (result) => {
        if (result.ok || result.error.code === 'OWN_REVIEW.NOT_FOUND') {
          setLoaded({ key, review: null });
          setStatus(t('own_review.deleted'));
          closeTo('view');
          revalidator.revalidate().catch(() => undefined);
        } else setStatus(t('own_review.unavailable'));
      },
      () => setStatus(t('own_review.unavailable')),
    );
  };

  // Nothing personal before the browser knows who is there: the server's HTML is everyone's.
  if (!hydrated || !settled) return null;
  const waiting = user !== null && loaded?.key !== key;
  const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);
  return (
    <div className={styles.own}>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {mode === 'editing' ? (
        <Suspense fallback={null}>
          <ReviewForm review={review} onSubmit={submit} onCancel={() => closeTo('view')} />
        </Suspense>
      ) : review !== null ? (
        <article className={styles.card} aria-labelledby="own-review-title">
          <h3 id="own-review-title" className={styles.cardTitle}>
            {t('own_review.title')}
          </h3>
          <p className={styles.stars}>
            <span aria-hidden="true">{stars(review.rating)}</span>
            <span className="visually-hidden">{t('audiobook.review_rating', { rating: review.rating })}</span>
          </p>
          {review.text !== null && <p className={styles.text}>{review.text}</p>}
          {review.signature !== null && <p>{review.signature}</p>}
          {mode === 'confirmingDelete' ? (
            <div className={styles.row} role="group" aria-labelledby="own-review-delete-question">
              <p id="own-review-delete-question">{t('own_review.delete_confirm')}</p>
              <button type="button" className={buttons.primary} onClick={confirmDelete} autoFocus>
                {t('own_review.delete_yes')}
              </button>
              <button type="button" className={buttons.secondary} onClick={() => closeTo('view')}>
                {t('own_review.cancel')}
              </button>
            </div>
          ) : (
            <div className={styles.row}>
              <button ref={opener} type="button" className={buttons.secondary} onClick={() => setMode('editing')}>
                {t('own_review.edit')}
              </button>
              <button type="button" className={buttons.secondary} onClick={() => setMode('confirmingDelete')}>
                {t('own_review.delete')}
              </button>
            </div>
          )}
        </article>
      ) : (
        !waiting && (
          <div className={styles.row}>
            <button
              ref={opener}
              type="button"
              className={buttons.primary}
              onClick={() => (user === null ? requireSignIn.execute({ currentPath }) : setMode('editing'))}
              onPointerEnter={() => void import('./ReviewForm')}
            >
              {t('own_review.write')}
            </button>
          </div>
        )
      )}
    </div>
  );
}
