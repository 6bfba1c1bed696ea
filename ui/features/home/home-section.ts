import type { ItemSetsSection, ScreenSection } from '#application/home/screen';

/** The home screen's sections as the application gives them (spec §3 "Screen sections"). */
export type {
  CategoryListSection,
  ItemSetsSection,
  ScreenProduct as HomeProduct,
  SwimlaneSection,
} from '#application/home/screen';

/** An item-set element with where it leads, resolved from its short link by the page's loader (`home-links.ts`). */
export interface LinkedElement {
  readonly label: string;
  readonly slug: string;
  /** A path of this store, or the link itself when it is no short link of ours. */
  readonly href: string;
  readonly internal: boolean;
}

/** Item sets whose elements know where they lead, so the page carries no short-link rules of its own. */
export interface LinkedItemSetsSection extends Omit<ItemSetsSection, 'elements'> {
  readonly elements: readonly LinkedElement[];
}

/** A section of the home page as it renders: item sets linked, the others as the application gives them. */
export type HomeSection = Exclude<ScreenSection, ItemSetsSection> | LinkedItemSetsSection;
