import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { OwnReview } from '#application/reviews/own-review';
import type { OwnReviewError } from '#application/reviews/own-review.errors';
import {
  MAX_REVIEW_LENGTH,
  MAX_SIGNATURE_LENGTH,
  type ReviewDraft,
  type ReviewField,
  type ReviewFieldError,
} from '#domain/catalog/review-draft';
import type { Result } from '#domain/shared/result';
import buttons from '#ui/components/button/button.module.css';
// The same fields as the account forms, so they look and read alike.
import fields from '#ui/features/auth/AuthForm.module.css';
import { useTranslation } from '#ui/i18n/use-translation';
import { useRoutePath } from '#ui/routes/use-route-path';
import styles from './OwnReview.module.css';

export interface ReviewFormProps {
  /** The listener's stored review, which the form edits; null for a first one. */
  readonly review: OwnReview | null;
  readonly onSubmit: (draft: ReviewDraft) => Promise<Result<OwnReview, OwnReviewError>>;
  readonly onCancel: () => void;
}

const STARS = [1, 2, 3, 4, 5] as const;

/** The message of one field error, in the page's language. */
const useFieldMessage = () => {
  const { t } = useTranslation();
  return (error: ReviewFieldError | undefined): string | null => {
    if (!error) return null;
    switch (`${error.field}.${error.code}`) {
      case 'rating.REQUIRED':
      case 'rating.TOO_LONG':
        return t('own_review.errors.rating_required');
      case 'review.TOO_LONG':
        return t('own_review.errors.review_too_long', { max: MAX_REVIEW_LENGTH });
      case 'review.REQUIRED':
        return t('own_review.errors.review_required');
      case 'signature.TOO_LONG':
        return t('own_review.errors.signature_too_long', { max: MAX_SIGNATURE_LENGTH });
      default:
        return t('own_review.errors.signature_required');
    }
  };
};

/**
 * The listener's rating (a radio group of 1 to 5 stars: Tab reaches it, the arrow keys choose) and review with its
 * signature. Its errors are tied to their fields and summed up in an alert; the first invalid field takes the focus.
 */
export default function ReviewForm({ review, onSubmit, onCancel }: ReviewFormProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const id = useId();
  const messageOf = useFieldMessage();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [errors, setErrors] = useState<readonly ReviewFieldError[]>([]);
  const [failure, setFailure] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const errorOf = (field: ReviewField) => errors.find((e) => e.field === field);
  const ids = {
    rating: `${id}-rating-error`,
    review: `${id}-review-error`,
    reviewHint: `${id}-review-hint`,
    signature: `${id}-signature-error`,
    signatureHint: `${id}-signature-hint`,
    summary: `${id}-summary`,
  };

  // The form opens for writing: its first field takes the focus.
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input[name="rating"]:checked, input[name="rating"]')?.focus();
  }, []);

  const focusFirstInvalid = (fields: readonly ReviewFieldError[]) => {
    const [first] = fields;
    if (!first || !form.current) return;
    const selector = first.field === 'rating' ? 'input[name="rating"]' : `[name="${first.field}"]`;
    form.current.querySelector<HTMLElement>(selector)?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const draft: ReviewDraft = { rating, review: text('review'), signature: text('signature') };
    setBusy(true);
    onSubmit(draft).then(
      (result) => {
        setBusy(false);
        if (result.ok) return;
        if (result.error.code === 'OWN_REVIEW.INVALID') {
          setErrors(result.error.fields);
          setFailure(t('own_review.errors.summary'));
          focusFirstInvalid(result.error.fields);
          return;
        }
        setErrors([]);
        setFailure(
          result.error.code === 'OWN_REVIEW.NOT_FOUND' ? t('own_review.not_found') : t('own_review.unavailable'),
        );
      },
      () => {
        setBusy(false);
        setFailure(t('own_review.unavailable'));
      },
    );
  };

  const described = (...parts: (string | false)[]) => parts.filter(Boolean).join(' ') || undefined;
  const ratingError = messageOf(errorOf('rating'));
  const reviewError = messageOf(errorOf('review'));
  const signatureError = messageOf(errorOf('signature'));
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-describedby={ids.summary}>
      <p id={ids.summary} role="alert" className={fields.summary}>
        {failure}
      </p>
      <fieldset
        className={`${styles.rating}${ratingError ? ` ${styles.invalid}` : ''}`}
        aria-describedby={ratingError ? ids.rating : undefined}
      >
        <legend>{t('own_review.rating_legend')}</legend>
        <div className={styles.starChoices}>
          {STARS.map((n) => (
            <label key={n} className={styles.starChoice}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                aria-invalid={ratingError ? true : undefined}
              />
              <span className={styles.starGlyph} aria-hidden="true">
                {rating !== null && n <= rating ? '★' : '☆'}
              </span>
              <span className="visually-hidden">{t('own_review.star', { rating: n })}</span>
            </label>
          ))}
        </div>
        <p id={ids.rating} className={fields.error}>
          {ratingError ?? ''}
        </p>
      </fieldset>
      <div className={fields.field}>
        <label className={fields.label} htmlFor={`${id}-review`}>
          {t('own_review.review_label')}
        </label>
        <textarea
          id={`${id}-review`}
          name="review"
          rows={6}
          className={fields.input}
          defaultValue={review?.text ?? ''}
          aria-invalid={reviewError ? true : undefined}
          aria-describedby={described(ids.reviewHint, Boolean(reviewError) && ids.review)}
        />
        <p id={ids.reviewHint} className={fields.hint}>
          {t('own_review.review_hint', { max: MAX_REVIEW_LENGTH })}
        </p>
        <p id={ids.review} className={fields.error}>
          {reviewError ?? ''}
        </p>
      </div>
      <div className={fields.field}>
        <label className={fields.label} htmlFor={`${id}-signature`}>
          {t('own_review.signature_label')}
        </label>
        <input
          id={`${id}-signature`}
          name="signature"
          type="text"
          autoComplete="nickname"
          className={fields.input}
          defaultValue={review?.signature ?? ''}
          aria-invalid={signatureError ? true : undefined}
          aria-describedby={described(ids.signatureHint, Boolean(signatureError) && ids.signature)}
        />
        <p id={ids.signatureHint} className={fields.hint}>
          {t('own_review.signature_hint', { max: MAX_SIGNATURE_LENGTH })}
        </p>
        <p id={ids.signature} className={fields.error}>
          {signatureError ?? ''}
        </p>
      </div>
      <p>
        {t('own_review.terms')} <Link to={path('reviewTerms', {})}>{t('pages.reviewTerms.title')}</Link>
      </p>
      <div className={styles.row}>
        <button type="submit" className={buttons.primary} aria-disabled={busy || undefined}>
          {review ? t('own_review.save') : t('own_review.publish')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          {t('own_review.cancel')}
        </button>
      </div>
    </form>
  );
}
