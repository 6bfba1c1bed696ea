import { memo, type ReactNode } from 'react';
import { PageBoundary } from '#ui/di/container-context';
import { useTranslation } from '#ui/i18n/use-translation';
import type { Category } from '#domain/catalog/category';
import { deferred } from '../deferred/deferred';
import type { FooterProps } from './Footer';
// The footer's HTML shows from the first paint: its stylesheet comes with the shell, its code after the page's.
import './Footer.module.css';
import styles from './Shell.module.css';
import type { ShellRouting } from './shell-links';
import { TopBar as TopBarView } from './TopBar';
import { TopProgressBar } from './TopProgressBar';

// The router re-renders every route on each of its state changes (a navigation's start and end, a fetcher); the top
// bar and the footer are most of the shell's work and their props rarely change, so they skip those.
const TopBar = memo(TopBarView);
// Links, the newsletter and privacy buttons: nothing a visitor needs before the page answers input.
const Footer = deferred<FooterProps>(() => import('./Footer').then((module) => ({ default: module.Footer })));

export interface ShellProps extends ShellRouting {
  readonly brand: string;
  /** The catalogue screen's top-level categories (empty when it could not be read). */
  readonly categories: readonly Category[];
  /** The copyright year, from the request's clock in the markets' timezone. */
  readonly year: number;
  /** A route transition is under way. */
  readonly navigating: boolean;
  /** The club promo above the top bar. */
  readonly promo?: ReactNode;
  /** The mobile app-install banner. */
  readonly banner?: ReactNode;
  readonly search?: ReactNode;
  /** The user button: spinner, sign-in link or account menu. */
  readonly account?: ReactNode;
  readonly isSignedIn?: boolean;
  readonly cartCount?: number;
  readonly favouritesCount?: number;
  /** The cart's address when the launch test sends it to another host; else the market's cart route. */
  readonly cartHref?: string;
  /** Spec §1 oldWeb: the market's page on the legacy web store, linked from the footer; none without one. */
  readonly legacyStoreHref?: string | null;
  /** Opens the newsletter modal (for signed-in users). */
  readonly onNewsletterOpen?: () => void;
  /** Opens the privacy settings. */
  readonly onPrivacySettingsOpen?: () => void;
  /** The shell's dialogs (newsletter, privacy settings, the add-to-cart modal). */
  readonly dialogs?: ReactNode;
  /** The toast region, once there is one. */
  readonly toasts?: ReactNode;
  /** The persistent player, once an audiobook is loaded. */
  readonly player?: ReactNode;
  /** The page. */
  readonly children: ReactNode;
}

/**
 * The frame of every page of a market (spec §2 "Shell"): skip link, progress bar, club promo, top bar (with the
 * catalogue dropdown and the mobile menu), the page, the market's footer, and the places of the toasts and the player.
 */
export function Shell(props: ShellProps) {
  const { brand, categories, year, locale, routing, children } = props;
  const { t } = useTranslation();
  return (
    <>
      <a href="#main-content" className={styles.skip}>
        {t('shell.skip_to_content')}
      </a>
      <TopProgressBar active={props.navigating} />
      {props.promo}
      <TopBar
        brand={brand}
        categories={categories}
        cartCount={props.cartCount ?? 0}
        favouritesCount={props.favouritesCount ?? 0}
        cartHref={props.cartHref}
        banner={props.banner}
        search={props.search}
        account={props.account}
        locale={locale}
        routing={routing}
      />
      <div id="main-content" className={styles.content} tabIndex={-1}>
        <PageBoundary>{children}</PageBoundary>
      </div>
      <Footer
        brand={brand}
        year={year}
        categories={categories}
        isSignedIn={props.isSignedIn ?? false}
        onNewsletterOpen={props.onNewsletterOpen}
        onPrivacySettingsOpen={props.onPrivacySettingsOpen}
        legacyStoreHref={props.legacyStoreHref ?? null}
        locale={locale}
        routing={routing}
      />
      {props.dialogs}
      <div id="toast-slot" data-slot="toasts">
        {props.toasts}
      </div>
      <div id="player-slot" data-slot="player" className={styles.player}>
        {props.player}
      </div>
    </>
  );
}
