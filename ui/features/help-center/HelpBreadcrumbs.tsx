import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';
import styles from './HelpCenter.module.css';

/** Where a help page sits: the help centre, its topic, and the page itself (not a link). */
export function HelpBreadcrumbs({
  trail,
  current,
}: {
  readonly trail: readonly { readonly href: string; readonly label: string }[];
  readonly current: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('help_center.breadcrumb')} className={styles.breadcrumbs}>
      <ol>
        {trail.map((step) => (
          <li key={step.href}>
            <Link to={step.href}>{step.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
