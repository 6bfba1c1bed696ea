import { type MouseEvent, type RefObject } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';
import type { Category } from '#domain/catalog/category';
import { kidsShelfCategory } from '#domain/market/market-links';
import { categoryPathId } from '#domain/routing/category-path-id';
import { catalogueEntries } from '#domain/shell/catalogue-dropdown';
import { useDialog } from '../a11y/use-dialog';
import { brandName } from '#ui/i18n/locale-provider';
import { CloseIcon } from './icons';
import styles from './MobileMenu.module.css';
import { type ShellRouting, shellPath } from './shell-links';

export interface MobileMenuProps extends ShellRouting {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly brand: string;
  /** The catalogue screen's categories; only the top-level ones are listed. */
  readonly categories: readonly Category[];
  /** The hamburger button, which gets focus back when the menu closes. */
  readonly returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The side menu below the large breakpoint: logo, close button, the catalogue link and its entries. A modal
 * dialog: focus stays inside, page scroll is locked, Escape closes it and focus returns to the hamburger.
 */
export function MobileMenu({ open, onClose, brand, categories, locale, routing, returnFocusTo }: MobileMenuProps) {
  const { t } = useTranslation();
  const { ref, onKeyDown, onCancel } = useDialog(open, onClose, returnFocusTo);
  const shell = { locale, routing };
  // Spec §1 kids (pl): the children's shelf, after the link to the whole catalogue.
  const kidsShelf = kidsShelfCategory(locale);
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  return (
    <dialog
      ref={ref}
      className={styles.panel}
      aria-label={t('shell.mobile_menu.label')}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onBackdropClick}
    >
      <div className={styles.header}>
        <Link
          to={shellPath(shell, 'home', {})}
          className={styles.logo}
          aria-label={t('shell.top_bar.home', { brand: brandName(brand) })}
          onClick={onClose}
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{brandName(brand)}</span>
        </Link>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t('shell.mobile_menu.close')}
          data-autofocus=""
        >
          <CloseIcon />
        </button>
      </div>
      <nav className={styles.nav} aria-label={t('shell.mobile_menu.catalogue')}>
        <Link to={shellPath(shell, 'catalog', {})} className={styles.catalogue} onClick={onClose}>
          {t('shell.mobile_menu.catalogue')}
        </Link>
        {kidsShelf && (
          <Link to={shellPath(shell, 'category', { id: kidsShelf })} className={styles.catalogue} onClick={onClose}>
            {t('info_pages.market_links.kids_shelf')}
          </Link>
        )}
        <ul className={styles.list}>
          {catalogueEntries(categories).map((category) => (
            <li key={category.id}>
              <Link
                to={shellPath(shell, 'category', { id: categoryPathId(category) })}
                className={styles.entry}
                onClick={onClose}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
}
