import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import type { Category } from '#domain/catalog/category';
import { brandName } from '#ui/i18n/locale-provider';
import { CatalogueDropdown } from './CatalogueDropdown';
import { PageLink } from '../link/PageLink';
import { CountBadge } from './CountBadge';
import { CartIcon, HeartIcon, HistoryIcon, MenuIcon, ShelfIcon } from './icons';
import { SignInLink } from '../user-menu/SignInLink';
import { type ShellRouting, shellPath } from './shell-links';
import styles from './TopBar.module.css';

const loadMobileMenu = () => import('./MobileMenu').then((module) => ({ default: module.MobileMenu }));
// A closed menu shows nothing: its code (and the dialog helpers) is fetched when the hamburger is about to be used.
const MobileMenu = lazy(loadMobileMenu);
const preloadMobileMenu = () => void loadMobileMenu().catch(() => undefined);

export interface TopBarProps extends ShellRouting {
  readonly brand: string;
  /** The catalogue screen's categories, for the dropdown and the mobile menu. */
  readonly categories: readonly Category[];
  readonly cartCount: number;
  readonly favouritesCount: number;
  /** The search box. */
  readonly search?: ReactNode;
  /** The cart's address when the launch test sends it to another host; else the market's cart route. */
  readonly cartHref?: string;
  /** The account cell (the user button: spinner, sign-in link or account menu); without it, the sign-in link. */
  readonly account?: ReactNode;
  /** Shown above the bar (the mobile app-install banner). */
  readonly banner?: ReactNode;
}

/**
 * The top bar (spec §2 "Shell"): hamburger below the large breakpoint, logo link home, catalogue dropdown,
 * search, shelf and recently-played icons, favourites and cart with count badges, and sign-in or the user menu.
 */
export function TopBar(props: TopBarProps) {
  const { brand, categories, cartCount, favouritesCount, search, cartHref, locale, routing } = props;
  const { account, banner } = props;
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const shell = { locale, routing };
  const name = brandName(brand);
  const cartLabel = cartCount > 0 ? t('shell.top_bar.cart_items', { count: cartCount }) : t('shell.top_bar.cart');

  return (
    <>
      {banner}
      <header className={`${styles.bar} ${search ? styles.withSearch : ''}`}>
        <div className={styles.inner}>
          <button
            ref={hamburgerRef}
            type="button"
            className={styles.hamburger}
            aria-label={t('shell.top_bar.open_menu')}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </button>
          <PageLink
            href={shellPath(shell, 'home', {})}
            className={styles.logo}
            aria-label={t('shell.top_bar.home', { brand: name })}
          >
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <span className={styles.brand}>{name}</span>
          </PageLink>
          <CatalogueDropdown categories={categories} locale={locale} routing={routing} />
          <div className={`${styles.search} ${search ? styles.searchRow : ''}`}>{search}</div>
          <nav className={styles.nav} aria-label={t('shell.top_bar.account_links')}>
            <ul className={styles.actions}>
              <li className={styles.library}>
                <PageLink
                  href={shellPath(shell, 'shelf', {})}
                  className={styles.icon}
                  aria-label={t('shell.top_bar.shelf')}
                >
                  <ShelfIcon />
                </PageLink>
              </li>
              <li className={styles.library}>
                <PageLink
                  href={shellPath(shell, 'recentlyPlayed', {})}
                  className={styles.icon}
                  aria-label={t('shell.top_bar.recently_played')}
                >
                  <HistoryIcon />
                </PageLink>
              </li>
              <li>
                <PageLink
                  href={shellPath(shell, 'favourites', {})}
                  className={styles.icon}
                  aria-label={
                    favouritesCount > 0
                      ? t('shell.top_bar.favourites_items', { count: favouritesCount })
                      : t('shell.top_bar.favourites')
                  }
                >
                  <HeartIcon />
                  <CountBadge count={favouritesCount} className={styles.badge} />
                </PageLink>
              </li>
              <li>
                {cartHref && !cartHref.startsWith('/') ? (
                  // The legacy store's cart (launch test): another host's page, which this store does not navigate
                  // in the page.
                  <a href={cartHref} className={styles.icon} aria-label={cartLabel}>
                    <CartIcon />
                    <CountBadge count={cartCount} className={styles.badge} />
                  </a>
                ) : (
                  <PageLink
                    href={cartHref ?? shellPath(shell, 'cart', {})}
                    className={styles.icon}
                    aria-label={cartLabel}
                  >
                    <CartIcon />
                    <CountBadge count={cartCount} className={styles.badge} />
                  </PageLink>
                )}
              </li>
              <li>{account ?? <SignInLink to={shellPath(shell, 'signIn', {})} />}</li>
            </ul>
          </nav>
        </div>
        {menuUsed && (
          <Suspense fallback={null}>
            <MobileMenu
              open={menuOpen}
              onClose={closeMenu}
              brand={brand}
              categories={categories}
              locale={locale}
              routing={routing}
              returnFocusTo={hamburgerRef}
            />
          </Suspense>
        )}
      </header>
    </>
  );
}
