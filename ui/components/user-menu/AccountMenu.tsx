import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';
import { avatarLetter } from '#domain/auth/avatar-letter';
import { CloseIcon, UserIcon } from '../shell/icons';
import styles from './AccountMenu.module.css';
import { Marquee } from './Marquee';

/** Spec §2: where the account menu's links lead. */
export interface AccountLinks {
  readonly favourites: string;
  readonly shelf: string;
  readonly recentlyPlayed: string;
  readonly profile: string;
}

export interface AccountMenuProps {
  readonly email: string;
  readonly isClubMember: boolean;
  /** Spec §6: the account sees features before everyone; the menu says so, so testers know what they are seeing. */
  readonly isAlphaTester?: boolean;
  readonly links: AccountLinks;
  readonly onSignOut: () => void;
}

type FocusTarget = 'first' | 'last' | null;

const StarIcon = () => (
  <svg width={12} height={12} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M12 2l3 6.9 7.5.6-5.7 5 1.7 7.4L12 18l-6.5 3.9 1.7-7.4-5.7-5 7.5-.6z" />
  </svg>
);

/**
 * Spec §2 user button and account menu (favourites, my shelf, recently played, profile settings, logout) as a menu
 * button: Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; arrows move and wrap, Home and End
 * jump, Escape closes and returns focus to the button, Tab and a click outside close it. Full screen on mobile.
 */
export function AccountMenu({ email, isClubMember, isAlphaTester = false, links, onSignOut }: AccountMenuProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // Where focus goes once the menu has opened (it cannot be focused while still hidden).
  const focusOnOpen = useRef<FocusTarget>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const clubId = useId();
  const letter = avatarLetter(email);

  const items = (): HTMLElement[] => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const open = (target: FocusTarget) => {
    focusOnOpen.current = target;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    focusOnOpen.current = null;
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    const target = focusOnOpen.current;
    if (!isOpen || target === null) return;
    focusOnOpen.current = null;
    const all = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    (target === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index < 0 ? all.length - 1 : index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(all.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      default:
        return undefined;
    }
  };

  return (
    <div ref={root} className={styles.account}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={t('shell.user_menu.open', { email })}
        aria-describedby={isClubMember ? clubId : undefined}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => (isOpen ? close(false) : open('first'))}
        onKeyDown={onButtonKeyDown}
        data-testid="user-button"
      >
        <span className={styles.avatar} aria-hidden="true" data-testid="avatar">
          {letter ?? <UserIcon />}
        </span>
        {isClubMember ? (
          <span className={styles.badge} data-testid="club-badge">
            <StarIcon />
            <span id={clubId} className="visually-hidden">
              {t('shell.user_menu.club_member')}
            </span>
          </span>
        ) : null}
        <Marquee text={email} className={styles.email} />
      </button>
      <div className={styles.panel} hidden={!isOpen}>
        <div className={styles.panelHeader}>
          <span className={styles.avatar} aria-hidden="true">
            {letter ?? <UserIcon />}
          </span>
          <span className={styles.panelEmail}>
            {email}
            {isAlphaTester ? (
              <span className={styles.alphaTester} data-testid="alpha-tester">
                {t('shell.user_menu.alpha_tester')}
              </span>
            ) : null}
          </span>
          <button
            type="button"
            className={styles.closeButton}
            aria-label={t('shell.user_menu.close')}
            onClick={() => close(true)}
          >
            <CloseIcon />
          </button>
        </div>
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('shell.user_menu.label')}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {(
            [
              ['favourites', links.favourites],
              ['shelf', links.shelf],
              ['recently_played', links.recentlyPlayed],
              ['profile', links.profile],
            ] as const
          ).map(([key, href]) => (
            <li key={key} role="none">
              <Link to={href} role="menuitem" tabIndex={-1} className={styles.item} onClick={() => close(false)}>
                {t(`shell.user_menu.${key}`)}
              </Link>
            </li>
          ))}
          <li role="none" className={styles.separated}>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => {
                close(false);
                onSignOut();
              }}
            >
              {t('shell.user_menu.sign_out')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
