import type { Category } from '#domain/catalog/category';
import type {
  CategoryListSection,
  ItemSetsSection,
  Screen,
  ScreenElement,
  ScreenProduct,
  ScreenSection,
  SwimlaneSection,
} from '#application/home/screen';
import type { ReferenceId } from '#domain/cart/cart-item';
import type { MinorUnits } from '#domain/pricing/minor-units';

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
};

/** Minor units from a literal amount. */
export const minorUnits = (amount: number) => amount as MinorUnits;

/** A swimlane product with sensible defaults (an audiobook at 39,90 PLN); override what the test cares about. */
export const aScreenProduct = (overrides: Partial<ScreenProduct> = {}): ScreenProduct => {
  const id = overrides.id ?? nextId();
  return {
    id,
    type: 'audiobook',
    name: `Title ${id.slice(-4)}`,
    authors: 'Jan Autor',
    imageUrl: `/pl/v2/covers/${id}/v1.svg`,
    prices: { price: minorUnits(3990), discountPrice: null, priceForSubscribers: null, lowestPrice: null },
    currency: 'PLN',
    isFree: false,
    referenceId: `pl_title-${id.slice(-4)}` as ReferenceId,
    ...overrides,
  };
};

export const aSwimlane = (title: string | null, products: readonly ScreenProduct[]): SwimlaneSection => ({
  id: nextId(),
  title,
  type: 'products-swimlane',
  total: products.length,
  products,
});

export const anItemSets = (title: string | null, elements: readonly ScreenElement[]): ItemSetsSection => ({
  id: nextId(),
  title,
  type: 'item-sets',
  elements,
});

export const aCategoryList = (title: string | null, categories: readonly Category[]): CategoryListSection => ({
  id: nextId(),
  title,
  type: 'category-list',
  categories,
});

export const aScreen = (sections: readonly ScreenSection[], title = 'Screen'): Screen => ({
  id: nextId(),
  title,
  sections,
});
