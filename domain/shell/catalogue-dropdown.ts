import { type Category, topLevelCategories } from '../catalog/category';

/** Spec §2: the keys that move between catalogue entries. */
export type EntryNavigationKey = 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/** Spec §2: whether a key (KeyboardEvent.key) moves between entries. */
export const isEntryNavigationKey = (key: string): key is EntryNavigationKey =>
  key === 'ArrowUp' || key === 'ArrowDown' || key === 'Home' || key === 'End';

/** Spec §2: the dropdown lists only top-level categories (no parent_id), in the order given. */
export const catalogueEntries = (categories: readonly Category[]): readonly Category[] =>
  topLevelCategories(categories);

/**
 * Spec §2: the entry a key moves to among `count` entries: arrows step and wrap around at both ends, Home and
 * End jump to the first and last. With nothing active yet, ArrowDown starts at the first and ArrowUp at the
 * last. No entries: none active.
 */
export const nextEntryIndex = (current: number | null, key: EntryNavigationKey, count: number): number | null => {
  if (!Number.isSafeInteger(count) || count <= 0) return null;
  const from = current !== null && Number.isSafeInteger(current) && current >= 0 && current < count ? current : null;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowDown':
      return from === null ? 0 : (from + 1) % count;
    case 'ArrowUp':
      return from === null ? count - 1 : (from - 1 + count) % count;
  }
};

/** Spec §4: the catalogue dropdown is open or closed; `activeIndex` is the entry keyboard focus is on. */
export interface CatalogueDropdownState {
  readonly isOpen: boolean;
  readonly activeIndex: number | null;
}

/** Spec §2: what the listener did to the dropdown. */
export type CatalogueDropdownEvent =
  | { readonly type: 'triggerClicked' }
  | { readonly type: 'keyPressed'; readonly key: EntryNavigationKey; readonly entryCount: number }
  | { readonly type: 'outsideClicked' }
  | { readonly type: 'escapePressed' }
  | { readonly type: 'linkChosen' };

/** What the interface does besides rendering: return focus to the trigger after Escape. */
export type CatalogueDropdownCommand = { readonly type: 'focusTrigger' };

/** Spec §4: the dropdown starts closed. */
export const CLOSED_CATALOGUE_DROPDOWN: CatalogueDropdownState = { isOpen: false, activeIndex: null };

/**
 * Spec §2 and §4: the trigger toggles the dropdown; it closes on an outside click, on choosing a link and on
 * Escape (which returns focus to the trigger); arrow keys, Home and End move between entries while open.
 */
export const catalogueDropdownReducer = (
  state: CatalogueDropdownState,
  event: CatalogueDropdownEvent,
): { readonly state: CatalogueDropdownState; readonly commands: readonly CatalogueDropdownCommand[] } => {
  switch (event.type) {
    case 'triggerClicked':
      return { state: state.isOpen ? CLOSED_CATALOGUE_DROPDOWN : { isOpen: true, activeIndex: null }, commands: [] };
    case 'keyPressed':
      if (!state.isOpen) return { state, commands: [] };
      return {
        state: { isOpen: true, activeIndex: nextEntryIndex(state.activeIndex, event.key, event.entryCount) },
        commands: [],
      };
    case 'escapePressed':
      return state.isOpen
        ? { state: CLOSED_CATALOGUE_DROPDOWN, commands: [{ type: 'focusTrigger' }] }
        : { state, commands: [] };
    case 'outsideClicked':
    case 'linkChosen':
      return { state: CLOSED_CATALOGUE_DROPDOWN, commands: [] };
  }
};
