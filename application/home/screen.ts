import type { Category } from '#domain/catalog/category';
import type { ProductSummary, ProductType } from '../catalog/product-summary';

/**
 * The screens the storefront reads (spec §7 `/me/screen`, `/me/screen/catalog`, and the visitor's
 * `/visitor/{catalogId}/screen/search` and `/visitor/{catalogId}/screen/web-paywall`).
 */
export type ScreenKey = 'home' | 'catalog' | 'search' | 'web-paywall';

/** Spec §3 Product type: which page a product links to. */
export type ScreenProductType = ProductType;

/** A product in a swimlane: what a card shows. */
export type ScreenProduct = ProductSummary;

/** Spec §3: one element of an item-sets section, linked through its short link. */
export interface ScreenElement {
  readonly label: string;
  readonly slug: string;
  readonly deeplink: string;
}

interface SectionCore {
  readonly id: string;
  readonly title: string | null;
}

export interface SwimlaneSection extends SectionCore {
  readonly type: 'products-swimlane';
  /** How many products the whole swimlane has; the section carries only its first ones. */
  readonly total: number;
  readonly products: readonly ScreenProduct[];
}

export interface ItemSetsSection extends SectionCore {
  readonly type: 'item-sets';
  readonly elements: readonly ScreenElement[];
}

export interface CategoryListSection extends SectionCore {
  readonly type: 'category-list';
  readonly categories: readonly Category[];
}

/** Spec §3 "Screen sections": a products swimlane, item sets or a category list. */
export type ScreenSection = SwimlaneSection | ItemSetsSection | CategoryListSection;

/** A screen: its sections in the order they are shown. */
export interface Screen {
  readonly id: string;
  readonly title: string;
  readonly sections: readonly ScreenSection[];
}

/** A section with nothing in it would render as a bare heading. */
export const hasContent = (section: ScreenSection): boolean => {
  switch (section.type) {
    case 'products-swimlane':
      return section.products.length > 0;
    case 'item-sets':
      return section.elements.length > 0;
    case 'category-list':
      return section.categories.length > 0;
  }
};
