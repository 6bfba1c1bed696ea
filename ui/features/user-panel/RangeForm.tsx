import { useTranslation } from '#ui/i18n/use-translation';
import { Form } from 'react-router';
import { LISTENING_RANGE_CHOICES } from '#domain/listening/listening-range';
import buttons from '#ui/components/button/button.module.css';
import type { RangeFormValues } from './listening-stats-query';
import styles from './UserPanel.module.css';

/** Issue 21: the period to show, sent as a GET form so that it works without JavaScript too. */
export function RangeForm({ values, invalid }: { readonly values: RangeFormValues; readonly invalid: boolean }) {
  const { t } = useTranslation();
  const errorId = invalid ? 'range-error' : undefined;
  return (
    <Form method="get" className={styles.form} aria-label={t('user_panel.stats.form_label')}>
      <div className={styles.field}>
        <label htmlFor="range">{t('user_panel.stats.range')}</label>
        <select id="range" name="range" defaultValue={values.range}>
          {LISTENING_RANGE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`user_panel.stats.ranges.${choice}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="from">{t('user_panel.stats.from')}</label>
        <input id="from" name="from" type="date" defaultValue={values.from} aria-describedby={errorId} />
      </div>
      <div className={styles.field}>
        <label htmlFor="to">{t('user_panel.stats.to')}</label>
        <input id="to" name="to" type="date" defaultValue={values.to} aria-describedby={errorId} />
      </div>
      <button type="submit" className={buttons.secondary}>
        {t('user_panel.stats.show')}
      </button>
    </Form>
  );
}
