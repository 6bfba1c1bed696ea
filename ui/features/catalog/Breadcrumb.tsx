import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';
import styles from './Breadcrumb.module.css';

/** A step of a breadcrumb above the current page. */
export interface Crumb {
  readonly label: string;
  readonly href: string;
}

export interface BreadcrumbProps {
  readonly crumbs: readonly Crumb[];
  /** The current page's name, the last step (not a link). */
  readonly current: string;
}

/** Where a page sits: links to the pages above it, then the page itself marked as current. */
export function Breadcrumb({ crumbs, current }: BreadcrumbProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('catalog.breadcrumb')} className={styles.breadcrumb}>
      <ol className={styles.steps}>
        {crumbs.map((crumb) => (
          <li key={crumb.href} className={styles.step}>
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li className={styles.step} aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
