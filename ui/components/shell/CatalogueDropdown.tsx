import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { HOLDS_CLICK_ATTRIBUTE } from '#domain/shell/held-clicks';
import { heldClicks } from '#ui/di/held-clicks';
import { useTranslation } from '#ui/i18n/use-translation';
import type { Category } from '#domain/catalog/category';
import { kidsShelfCategory } from '#domain/market/market-links';
import { categoryPathId } from '#domain/routing/category-path-id';
import {
  CLOSED_CATALOGUE_DROPDOWN,
  type CatalogueDropdownEvent,
  type CatalogueDropdownState,
  catalogueDropdownReducer,
  catalogueEntries,
  isEntryNavigationKey,
} from '#domain/shell/catalogue-dropdown';
import { MENU_CLOSING_DELAY_MS, SUBMENU_OPEN_DELAY_MS } from '#domain/shell/shell-timing';
import { PageLink } from '../link/PageLink';
import styles from './CatalogueDropdown.module.css';
import { CatalogueIcon, ChevronIcon } from './icons';
import { type ShellRouting, shellPath } from './shell-links';

export interface CatalogueDropdownProps extends ShellRouting {
  /** The catalogue screen's categories; only the top-level ones are listed. */
  readonly categories: readonly Category[];
}

/**
 * The catalogue disclosure: a button that opens a list of category links plus a link to all categories.
 * Closes on an outside click, on Escape (focus back on the button) and on choosing a link; arrow keys wrap,
 * Home and End jump. A mouse resting on it opens it after the submenu delay and leaving closes it after the
 * menu delay, unless it was opened or pinned by a click.
 */
export function CatalogueDropdown({ categories, locale, routing }: CatalogueDropdownProps) {
  const { t } = useTranslation();
  const entries = useMemo(() => catalogueEntries(categories), [categories]);
  // Spec §1 kids (pl): the children's shelf, beside the link to every category.
  const kidsShelf = kidsShelfCategory(locale);
  const panelId = useId();
  const [state, setState] = useState<CatalogueDropdownState>(CLOSED_CATALOGUE_DROPDOWN);
  const stateRef = useRef(state);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A press before the top bar is live (a visitor taps as the page appears) is held and given back, not lost.
  const holdTrigger = useCallback((trigger: HTMLButtonElement | null) => {
    triggerRef.current = trigger;
    heldClicks.liveControl(trigger);
  }, []);
  const panelRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const openedByHover = useRef(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const entryLinks = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[data-entry]') ?? []);

  const dispatch = useCallback((event: CatalogueDropdownEvent, from: CatalogueDropdownState = stateRef.current) => {
    const { state: next, commands } = catalogueDropdownReducer(from, event);
    stateRef.current = next;
    if (!next.isOpen) openedByHover.current = false;
    setState(next);
    for (const command of commands) if (command.type === 'focusTrigger') triggerRef.current?.focus();
    return next;
  }, []);

  const cancelHoverTimer = () => clearTimeout(hoverTimer.current);

  // Focus follows the active entry once the panel is rendered visible.
  useEffect(() => {
    if (pendingFocus.current === null) return;
    entryLinks()[pendingFocus.current]?.focus();
    pendingFocus.current = null;
  });

  useEffect(() => {
    if (!state.isOpen) return;
    const doc = rootRef.current?.ownerDocument ?? document;
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      dispatch({ type: 'outsideClicked' });
    };
    doc.addEventListener('pointerdown', onPointerDown);
    return () => doc.removeEventListener('pointerdown', onPointerDown);
  }, [state.isOpen, dispatch]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const moveTo = (key: Parameters<typeof isEntryNavigationKey>[0]) => {
    if (!isEntryNavigationKey(key)) return;
    // The reducer starts from the entry that really has focus (Tab may have moved it since the last arrow key).
    const focused = entryLinks().findIndex((link) => link === link.ownerDocument.activeElement);
    const next = dispatch(
      { type: 'keyPressed', key, entryCount: entries.length },
      { ...stateRef.current, activeIndex: focused >= 0 ? focused : null },
    );
    pendingFocus.current = next.activeIndex;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      if (!stateRef.current.isOpen) return;
      event.preventDefault();
      dispatch({ type: 'escapePressed' });
      return;
    }
    if (!isEntryNavigationKey(event.key)) return;
    if (!stateRef.current.isOpen) {
      if (event.key !== 'ArrowDown' || event.target !== triggerRef.current) return;
      dispatch({ type: 'triggerClicked' });
    }
    event.preventDefault();
    moveTo(event.key);
  };

  const onTriggerClick = () => {
    cancelHoverTimer();
    // A click on a dropdown the mouse just opened pins it open instead of toggling it shut.
    if (stateRef.current.isOpen && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    dispatch({ type: 'triggerClicked' });
  };

  const onCollapse = () => {
    dispatch({ type: 'triggerClicked' });
    triggerRef.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (stateRef.current.isOpen && to instanceof Node && !event.currentTarget.contains(to)) {
      dispatch({ type: 'outsideClicked' });
    }
  };

  const onPointerEnter = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    cancelHoverTimer();
    if (stateRef.current.isOpen) return;
    hoverTimer.current = setTimeout(() => {
      if (stateRef.current.isOpen) return;
      dispatch({ type: 'triggerClicked' });
      openedByHover.current = true;
    }, SUBMENU_OPEN_DELAY_MS);
  };

  const onPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    cancelHoverTimer();
    if (!openedByHover.current) return;
    hoverTimer.current = setTimeout(() => {
      if (openedByHover.current) dispatch({ type: 'outsideClicked' });
    }, MENU_CLOSING_DELAY_MS);
  };

  const chosen = () => dispatch({ type: 'linkChosen' });
  const shell = { locale, routing };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={holdTrigger}
        {...{ [HOLDS_CLICK_ATTRIBUTE]: '' }}
        type="button"
        className={styles.trigger}
        aria-expanded={state.isOpen}
        aria-controls={panelId}
        onClick={onTriggerClick}
      >
        {/* Below md only the icon shows; the label stays the button's accessible name. */}
        <CatalogueIcon />
        <span className="visually-hidden-below-md">{t('shell.catalogue.trigger')}</span>
        <ChevronIcon />
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!state.isOpen}>
        {/* Drawn while open: closed, the entries are hidden from everyone, and drawing them would only add to every
            page's render and hydration (readers without JavaScript find the categories in the footer, or in es, which
            has none, on the home page). */}
        {state.isOpen && (
          <>
            {entries.length > 0 ? (
              <ul className={styles.list} aria-label={t('shell.catalogue.label')}>
                {entries.map((category) => (
                  <li key={category.id}>
                    <PageLink
                      href={shellPath(shell, 'category', { id: categoryPathId(category) })}
                      className={styles.entry}
                      data-entry=""
                      onClick={chosen}
                    >
                      {category.name}
                    </PageLink>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{t('shell.catalogue.empty')}</p>
            )}
            <div className={styles.footer}>
              <PageLink href={shellPath(shell, 'catalog', {})} className={styles.all} onClick={chosen}>
                {t('shell.catalogue.all_categories')}
              </PageLink>
              {kidsShelf && (
                <PageLink
                  href={shellPath(shell, 'category', { id: kidsShelf })}
                  className={styles.all}
                  onClick={chosen}
                >
                  {t('info_pages.market_links.kids_shelf')}
                </PageLink>
              )}
              <button type="button" className={styles.collapse} onClick={onCollapse}>
                {t('shell.catalogue.collapse')}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
