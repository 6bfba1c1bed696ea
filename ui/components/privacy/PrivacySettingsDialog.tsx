import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import {
  ALL_OPTIONAL_COOKIES,
  COOKIE_PURPOSES,
  type CookieConsent,
  type CookiePurpose,
  NO_OPTIONAL_COOKIES,
} from '#domain/privacy/cookie-consent';
import { Modal } from '../modal/Modal';
import buttons from '../button/button.module.css';
import styles from './PrivacySettingsDialog.module.css';

export interface PrivacySettingsDialogProps {
  /** The choices the dialog opens with (the stored ones, or none allowed). */
  readonly initial: CookieConsent;
  readonly onSave: (consent: CookieConsent) => void;
  readonly onClose: () => void;
}

const PURPOSE_TEXT = {
  analytics: { label: 'shell.privacy.analytics.label', description: 'shell.privacy.analytics.description' },
  marketing: { label: 'shell.privacy.marketing.label', description: 'shell.privacy.marketing.description' },
} as const satisfies Record<CookiePurpose, { label: string; description: string }>;

/**
 * Spec §2 footer privacy settings: a modal with the strictly necessary cookies (always on) and a switch for each
 * optional purpose, off until chosen; rejecting all is as easy as accepting all, and saving keeps the choices.
 */
export function PrivacySettingsDialog({ initial, onSave, onClose }: PrivacySettingsDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [choices, setChoices] = useState<CookieConsent>(initial);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(choices);
  };
  return (
    <Modal open onClose={onClose} title={t('shell.footer.privacy_settings')}>
      <form onSubmit={onSubmit}>
        <p className={styles.lead}>{t('shell.privacy.lead')}</p>
        <fieldset className={styles.purposes}>
          <legend className="visually-hidden">{t('shell.privacy.purposes')}</legend>
          <div className={styles.purpose}>
            <p className={styles.label}>
              {t('shell.privacy.necessary.label')}{' '}
              <span className={styles.always}>{t('shell.privacy.necessary.always_on')}</span>
            </p>
            <p className={styles.description}>{t('shell.privacy.necessary.description')}</p>
          </div>
          {COOKIE_PURPOSES.map((purpose) => (
            <div key={purpose} className={styles.purpose}>
              <div className={styles.choice}>
                <input
                  id={`${id}-${purpose}`}
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  checked={choices[purpose]}
                  aria-describedby={`${id}-${purpose}-description`}
                  onChange={(event) => setChoices((current) => ({ ...current, [purpose]: event.target.checked }))}
                />
                <label htmlFor={`${id}-${purpose}`} className={styles.label}>
                  {t(PURPOSE_TEXT[purpose].label)}
                </label>
              </div>
              <p id={`${id}-${purpose}-description`} className={styles.description}>
                {t(PURPOSE_TEXT[purpose].description)}
              </p>
            </div>
          ))}
        </fieldset>
        <div className={buttons.actions}>
          <button type="button" className={buttons.choice} onClick={() => onSave(NO_OPTIONAL_COOKIES)}>
            {t('shell.privacy.reject_all')}
          </button>
          <button type="submit" className={buttons.choice}>
            {t('shell.privacy.save')}
          </button>
          <button type="button" className={buttons.choice} onClick={() => onSave(ALL_OPTIONAL_COOKIES)}>
            {t('shell.privacy.accept_all')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
