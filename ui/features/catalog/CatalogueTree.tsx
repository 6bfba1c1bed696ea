import { Link } from 'react-router';
import type { CategoryBranch } from '#domain/catalog/category-tree';
import type { Locale } from '#domain/market/locale';
import type { RoutingContext } from '#domain/routing/routing-context';
import { categoryPath } from '#ui/components/product/product-links';
import styles from './CatalogueTree.module.css';

export interface CatalogueTreeProps {
  readonly branches: readonly CategoryBranch[];
  readonly locale: Locale;
  readonly routing: RoutingContext;
}

/** Spec §2 catalogue: each top-level category as a heading linking to its page, its subcategories listed below it. */
export function CatalogueTree({ branches, locale, routing }: CatalogueTreeProps) {
  return (
    <ul className={styles.tree}>
      {branches.map(({ category, children }) => (
        <li key={category.id} className={styles.branch}>
          <h2 className={styles.heading}>
            <Link to={categoryPath(category, locale, routing)} className={styles.top}>
              {category.name}
            </Link>
          </h2>
          {children.length > 0 && (
            <ul className={styles.children}>
              {children.map((child) => (
                <li key={child.id}>
                  <Link to={categoryPath(child, locale, routing)} className={styles.child}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
