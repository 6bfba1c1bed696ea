import { useState } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import type { AuthStatus } from '#domain/auth/auth-state';
import { MARKETS } from '#domain/market/markets';
import { CLUB_PROMO_COOKIE, shouldShowClubPromoBar } from '#domain/shell/club-promo-bar';
import { brandName } from '#ui/i18n/locale-provider';
import { PageLink } from '../link/PageLink';
import { CloseIcon } from '../shell/icons';
import { type ShellRouting, shellPath } from '../shell/shell-links';
import styles from './ClubPromoBar.module.css';
import { rememberClubPromoClosed } from './promo-cookie';

export interface ClubPromoBarProps extends ShellRouting {
  readonly brand: string;
  readonly userStatus: AuthStatus;
  readonly isClubMember: boolean;
  /** The w3club cookie's value when the page was requested. */
  readonly promoCookie: string | undefined;
}

/**
 * The club promo above the top bar (spec §2, §4): a line on the club with a link to join it and a close button.
 * It shows only once the user status is fetched, to non-members, in markets with the club, until closed.
 */
export function ClubPromoBar({ brand, userStatus, isClubMember, promoCookie, locale, routing }: ClubPromoBarProps) {
  const { t } = useTranslation();
  const [cookie, setCookie] = useState(promoCookie);
  const visible = shouldShowClubPromoBar({
    userStatus,
    isClubMember,
    promoCookie: cookie,
    isClubEnabled: MARKETS[locale].features.club,
  });
  if (!visible) return null;
  const name = brandName(brand);
  const close = () => {
    rememberClubPromoClosed(document);
    setCookie(CLUB_PROMO_COOKIE.closedValue);
  };
  return (
    <aside className={styles.bar} aria-label={t('shell.promo.label', { brand: name })}>
      <p className={styles.text}>
        {t('shell.promo.text', { brand: name })}{' '}
        <PageLink href={shellPath({ locale, routing }, 'joinClub', {})} className={styles.cta}>
          {t('shell.promo.cta')}
        </PageLink>
      </p>
      <button type="button" className={styles.close} onClick={close} aria-label={t('shell.promo.close')}>
        <CloseIcon />
      </button>
    </aside>
  );
}
