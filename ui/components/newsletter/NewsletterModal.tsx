import { useId, useState } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';
import { Modal } from '../modal/Modal';
import buttons from '../button/button.module.css';
import styles from './NewsletterModal.module.css';

/** Where the subscription stands: not asked yet, on its way, done now, done before, or refused. */
export type NewsletterStatus = 'idle' | 'subscribing' | 'subscribed' | 'alreadySubscribed' | 'failed';

export interface NewsletterModalProps {
  /** The signed-in user's e-mail, where the newsletter goes; null when nobody is signed in any more. */
  readonly email: string | null;
  readonly status: NewsletterStatus;
  /** False while the user has not given marketing consent: the modal offers it beside the subscription. */
  readonly hasMarketingConsent: boolean;
  /** Subscribes, with the marketing consent when the user ticked it. */
  readonly onSubscribe: (marketingConsent: boolean) => void;
  readonly onClose: () => void;
  /** The newsletter page, for a user whose session ended meanwhile. */
  readonly newsletterHref: string;
  /** The consents page of the user panel, where the newsletter can be left again. */
  readonly consentsHref: string;
  /** Set when the modal offered itself (not opened from the footer): its way out says "not now". */
  readonly offered?: boolean;
}

/**
 * Spec §2, §6 newsletter modal for signed-in users: says where the newsletter goes and subscribes with one button,
 * which stays focused and turns into "Done" once subscribed; the outcome is announced politely, a failure assertively.
 */
export function NewsletterModal(props: NewsletterModalProps) {
  const { email, status, hasMarketingConsent, onSubscribe, onClose, newsletterHref, consentsHref, offered } = props;
  const { t } = useTranslation();
  const noteId = useId();
  const consentId = useId();
  const [marketingConsent, setMarketingConsent] = useState(false);
  const isDone = status === 'subscribed' || status === 'alreadySubscribed';
  const isBusy = status === 'subscribing';
  const outcome =
    status === 'subscribed'
      ? t('shell.newsletter.subscribed')
      : status === 'alreadySubscribed'
        ? t('shell.newsletter.already_subscribed')
        : '';

  return (
    <Modal open onClose={onClose} title={t('pages.newsletter.title')}>
      <p className={styles.lead}>{t('pages.newsletter.lead')}</p>
      {email === null ? (
        <p>
          <Link to={newsletterHref} onClick={onClose} data-autofocus="">
            {t('shell.newsletter.newsletter_page')}
          </Link>
        </p>
      ) : (
        <>
          <p className={styles.address}>{t('shell.newsletter.sent_to', { email })}</p>
          <p role="status" className={styles.outcome}>
            {outcome}
          </p>
          <p role="alert" className={styles.error}>
            {status === 'failed' ? t('shell.newsletter.failed') : ''}
          </p>
          <p id={noteId} className={styles.note}>
            {t('shell.newsletter.unsubscribe_note')}{' '}
            <Link to={consentsHref} onClick={onClose}>
              {t('shell.newsletter.consents_link')}
            </Link>
          </p>
          {!isDone && !hasMarketingConsent && (
            <p className={styles.consent}>
              <input
                id={consentId}
                type="checkbox"
                checked={marketingConsent}
                onChange={(event) => setMarketingConsent(event.currentTarget.checked)}
              />
              <label htmlFor={consentId}>{t('newsletter_offer.marketing_consent')}</label>
            </p>
          )}
          <div className={buttons.actions}>
            {offered && !isDone && (
              <button type="button" className={buttons.secondary} onClick={onClose}>
                {t('newsletter_offer.not_now')}
              </button>
            )}
            {/* One button throughout, so focus stays on it; aria-disabled keeps it focusable while the call runs. */}
            <button
              type="button"
              className={buttons.primary}
              data-autofocus=""
              aria-disabled={isBusy}
              aria-describedby={isDone ? undefined : noteId}
              onClick={() => {
                if (isDone) onClose();
                else if (!isBusy) onSubscribe(marketingConsent);
              }}
            >
              {isDone
                ? t('shell.newsletter.done')
                : isBusy
                  ? t('shell.newsletter.subscribing')
                  : t('shell.newsletter.subscribe')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
