import { describe, expect, it } from 'vitest';
import type { CategoryId } from '#domain/catalog/category';
import {
  catalogueDropdownReducer,
  catalogueEntries,
  CLOSED_CATALOGUE_DROPDOWN,
  isEntryNavigationKey,
  nextEntryIndex,
} from '#domain/shell/catalogue-dropdown';
import { aCategory } from '#test/support/mothers/category.mother';

describe('catalogue dropdown (spec §2, §4)', () => {
  it('lists only top-level categories, in order', () => {
    const crime = aCategory({ name: 'Crime' });
    const noir = aCategory({ name: 'Noir', parentId: crime.id });
    const kids = aCategory({ name: 'Kids' });
    expect(catalogueEntries([crime, noir, kids])).toEqual([crime, kids]);
    expect(catalogueEntries([aCategory({ parentId: 'x' as CategoryId })])).toEqual([]);
  });

  it.each([
    [null, 'ArrowDown', 5, 0],
    [null, 'ArrowUp', 5, 4],
    [0, 'ArrowDown', 5, 1],
    [4, 'ArrowDown', 5, 0],
    [0, 'ArrowUp', 5, 4],
    [3, 'ArrowUp', 5, 2],
    [3, 'Home', 5, 0],
    [1, 'End', 5, 4],
    [0, 'ArrowDown', 1, 0],
    [0, 'ArrowUp', 1, 0],
    [7, 'ArrowDown', 5, 0],
    [null, 'ArrowDown', 0, null],
    [2, 'End', 0, null],
  ] as const)('from %s, %s among %s -> %s', (current, key, count, expected) => {
    expect(nextEntryIndex(current, key, count)).toBe(expected);
  });

  it('recognises the navigation keys', () => {
    expect(['ArrowUp', 'ArrowDown', 'Home', 'End'].every(isEntryNavigationKey)).toBe(true);
    expect(isEntryNavigationKey('ArrowLeft')).toBe(false);
  });

  it('opens and closes with the trigger', () => {
    const open = catalogueDropdownReducer(CLOSED_CATALOGUE_DROPDOWN, { type: 'triggerClicked' }).state;
    expect(open).toEqual({ isOpen: true, activeIndex: null });
    expect(catalogueDropdownReducer(open, { type: 'triggerClicked' }).state).toEqual(CLOSED_CATALOGUE_DROPDOWN);
  });

  it('closes on Escape and returns focus to the trigger', () => {
    const open = { isOpen: true, activeIndex: 2 };
    expect(catalogueDropdownReducer(open, { type: 'escapePressed' })).toEqual({
      state: CLOSED_CATALOGUE_DROPDOWN,
      commands: [{ type: 'focusTrigger' }],
    });
    expect(catalogueDropdownReducer(CLOSED_CATALOGUE_DROPDOWN, { type: 'escapePressed' }).commands).toEqual([]);
  });

  it.each(['outsideClicked', 'linkChosen'] as const)('closes on %s', (type) => {
    expect(catalogueDropdownReducer({ isOpen: true, activeIndex: 1 }, { type }).state).toEqual(
      CLOSED_CATALOGUE_DROPDOWN,
    );
  });

  it('moves between entries only while open', () => {
    const key = { type: 'keyPressed', key: 'ArrowDown', entryCount: 3 } as const;
    expect(catalogueDropdownReducer({ isOpen: true, activeIndex: 2 }, key).state).toEqual({
      isOpen: true,
      activeIndex: 0,
    });
    expect(catalogueDropdownReducer(CLOSED_CATALOGUE_DROPDOWN, key).state).toEqual(CLOSED_CATALOGUE_DROPDOWN);
  });
});
