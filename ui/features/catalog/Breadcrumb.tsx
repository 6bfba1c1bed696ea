import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';

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

// Styled by Breadcrumb.css, which the pages showing it import: its HTML is styled before its code arrives.
/** Where a page sits: links to the pages above it, then the page itself marked as current. */
export function Breadcrumb({ crumbs, current }: BreadcrumbProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('catalog.breadcrumb')} className="breadcrumb">
      <ol className="breadcrumb__steps">
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="breadcrumb__step">
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li className="breadcrumb__step" aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
