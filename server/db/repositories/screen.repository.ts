import type { ScreenKey } from '../schema';
import type { CategoryRef } from './audiobook.repository';
import type { Page, ProductRecord } from './product.repository';

export interface ItemSetElement {
  readonly label: string;
  readonly slug: string;
  readonly deeplink: string;
}

/** A block of a screen (spec §3 "Screen sections"; api-contract Screens). */
export type SectionRecord =
  | {
      readonly id: string;
      readonly type: 'products-swimlane';
      readonly title: string | null;
      readonly products: readonly ProductRecord[];
    }
  | {
      readonly id: string;
      readonly type: 'item-sets';
      readonly title: string | null;
      readonly elements: readonly ItemSetElement[];
    }
  | {
      readonly id: string;
      readonly type: 'category-list';
      readonly title: string | null;
      readonly categories: readonly CategoryRef[];
    };

export interface ScreenRecord {
  readonly id: string;
  readonly key: ScreenKey;
  readonly title: string;
  readonly sections: readonly SectionRecord[];
}

export interface SwimlaneRecord {
  readonly id: string;
  readonly title: string | null;
  readonly products: Page<ProductRecord>;
}

/** The screens of a catalogue and their sections (`/me/screen`, `/visitor/{catalogId}/screen/…`). */
export interface ScreenRepository {
  /** The catalogue's screen with its sections in order; null when the catalogue has no such screen. */
  findScreen(catalogId: string, key: ScreenKey): Promise<ScreenRecord | null>;
  /** A products swimlane by its section id, a page of its products (`/products-swimlanes/{id}`). */
  findSwimlane(
    catalogId: string,
    sectionId: string,
    page: { readonly page: number; readonly limit: number },
  ): Promise<SwimlaneRecord | null>;
}
