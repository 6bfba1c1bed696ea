import { useTranslation } from '#ui/i18n/use-translation';
import styles from './TopProgressBar.module.css';

/** A thin bar across the top while a route transition is under way (`active`); still under reduced motion. */
export function TopProgressBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.track} data-active={active}>
      {active ? (
        <div role="progressbar" aria-label={t('shell.progress.loading')} className={styles.bar} />
      ) : (
        <div className={styles.bar} />
      )}
    </div>
  );
}
