import { useHydrated } from '#ui/hooks/use-hydrated';
import { useTranslation } from '#ui/i18n/use-translation';
import styles from './TopProgressBar.module.css';

/** A thin bar across the top while a route transition is under way (`active`); still under reduced motion. */
export function TopProgressBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  // A navigation begun while the shell still hydrates shows once it has: the server drew the bar idle.
  const shown = useHydrated() && active;
  return (
    <div className={styles.track} data-active={shown}>
      {shown ? (
        <div role="progressbar" aria-label={t('shell.progress.loading')} className={styles.bar} />
      ) : (
        <div className={styles.bar} />
      )}
    </div>
  );
}
