import { useId } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';
import type { Category } from '#domain/catalog/category';
import type { Locale } from '#domain/market/locale';
import type { RoutingContext } from '#domain/routing/routing-context';
import { categoryPath } from '#ui/components/product/product-links';

export interface SubcategoriesProps {
  readonly categories: readonly Category[];
  readonly locale: Locale;
  readonly routing: RoutingContext;
}

// Styled by Subcategories.css, which the pages showing it import: its HTML is styled before its code arrives.
/** The categories directly below a category page's own, as links; nothing when it has none. */
export function Subcategories({ categories, locale, routing }: SubcategoriesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} className="subcategories">
      <h2 id={headingId} className="subcategories__heading">
        {t('catalog.subcategories')}
      </h2>
      <ul className="chip-list">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryPath(category, locale, routing)} className="chip">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
