import { useLocation } from 'react-router';
import type { ProductSummary } from '#application/catalog/product-summary';
import type { ProductId } from '#domain/cart/cart-item';
import type { RoutingContext } from '#domain/routing/routing-context';
import type { Locale } from '#domain/market/locale';
import { TOKENS } from '#infrastructure/composition/tokens';
import buttons from '#ui/components/button/button.module.css';
import { productPath } from '#ui/components/product/product-links';
import { useSessionUser } from '#ui/components/session/shell-session';
import { useService } from '#ui/di/container-context';
import { useStateObservable } from '#ui/hooks/use-state-observable';
import { useTranslation } from '#ui/i18n/use-translation';
import styles from './Library.module.css';
import { coverLoadingAt, TitleTile } from '#ui/components/product/TitleTile';

// Every listed title is a product of the catalogue, so its id is a product id.
const productIdOf = (product: ProductSummary): ProductId => product.id as ProductId;

export interface FavouritesListProps {
  readonly products: readonly ProductSummary[];
  /** All the listener's favourites, on every page. */
  readonly total: number;
  readonly locale: Locale;
  readonly routing: RoutingContext;
}

/**
 * Spec §2 `/favourites`, §4 favourite toggle: the listener's favourites, each removable with the undo toast; a title
 * taken off leaves the list at once and comes back when undone, and the top bar's count follows through the use case.
 */
export function FavouritesList({ products, total, locale, routing }: FavouritesListProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const { flags } = useStateObservable(useService(TOKENS.FavouritesStore).state$);
  const toggleFavourite = useService(TOKENS.ToggleFavourite);
  const shown = products.filter((product) => flags.get(productIdOf(product)) !== false);
  const onRemove = (product: ProductSummary) => {
    toggleFavourite
      .execute({ productId: productIdOf(product), isFavourite: true, user, currentPath: `${pathname}${search}` })
      .catch(() => undefined);
  };
  const count = (
    <p className="page__lead" role="status">
      {t('favourites.count', { count: Math.max(0, total - (products.length - shown.length)) })}
    </p>
  );
  if (shown.length === 0)
    return (
      <>
        {count}
        <p className={styles.empty}>{t('library.favourites.empty')}</p>
      </>
    );
  return (
    <>
      {count}
      <ul className={styles.list}>
        {shown.map((product, index) => (
          <TitleTile
            className={styles.item}
            key={product.id}
            product={product}
            href={productPath(product, locale, routing)}
            loading={coverLoadingAt(index)}
          >
            <button
              type="button"
              className={buttons.secondary}
              // Until the session is known a press would be taken for a visitor's.
              disabled={user === null}
              onClick={() => onRemove(product)}
            >
              {t('library.favourites.remove', { name: product.name })}
            </button>
          </TitleTile>
        ))}
      </ul>
    </>
  );
}
