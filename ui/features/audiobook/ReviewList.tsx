import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';
import type { ReviewPage } from '#application/audiobook/audiobook';
import { Pagination } from '#ui/components/pagination/Pagination';
import { useRoutePath } from '#ui/routes/use-route-path';
import styles from './AudiobookPage.module.css';

export interface ReviewListProps {
  /** Null when the reviews could not be read. */
  readonly reviews: ReviewPage | null;
  /** Each review's date, written out by the loader in the market's language. */
  readonly dates: Readonly<Record<string, string>>;
  /** The address of a page of reviews. */
  readonly hrefOf: (page: number) => string;
  /** The signed-in listener's own review, marked as theirs; known in the browser only. */
  readonly ownReviewId?: string | null;
}

/** One page of the listeners' reviews, newest first, with a pager of plain links and the review guidelines. */
export function ReviewList({ reviews, dates, hrefOf, ownReviewId = null }: ReviewListProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <>
      {reviews === null ? (
        <p role="status">{t('audiobook.reviews_unavailable')}</p>
      ) : reviews.total === 0 ? (
        <p>{t('audiobook.no_reviews')}</p>
      ) : (
        <ul className={styles.reviews}>
          {reviews.reviews.map((review) => (
            <li key={review.id} className={styles.review} data-own={review.id === ownReviewId || undefined}>
              {review.id === ownReviewId && <p className={styles.ownMark}>{t('own_review.yours')}</p>}
              <p className={styles.reviewRating}>
                <span aria-hidden="true">{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}</span>
                <span className="visually-hidden">{t('audiobook.review_rating', { rating: review.rating })}</span>
              </p>
              {review.text !== '' && <p className={styles.reviewText}>{review.text}</p>}
              <p className={styles.muted}>
                {review.signature ?? t('audiobook.anonymous')}
                {review.verifiedListener && ` · ${t('audiobook.verified_listener')}`}
                {dates[review.id] !== undefined && (
                  <>
                    {' · '}
                    <time dateTime={review.createdAt}>{dates[review.id]}</time>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      {reviews !== null && <Pagination page={reviews.page} pages={reviews.pages} hrefOf={hrefOf} />}
      <p>
        <Link to={path('reviewTerms', {})}>{t('pages.reviewTerms.title')}</Link>
      </p>
    </>
  );
}
