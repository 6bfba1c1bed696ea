import type { SalePrices } from '#domain/licensing/license-channels';

/** A product of one market's catalogue as the library's rules see it. */
export interface LibraryTitle {
  readonly id: string;
  readonly name: string;
  readonly isFree: boolean;
  readonly inClub: boolean;
  /** Null when the market does not sell the product. */
  readonly prices: SalePrices | null;
  /** Only for audiobooks. */
  readonly durationMs: number | null;
}

/** The market's titles and who holds a one-off license for them; every id is looked up in one catalogue. */
export interface LibraryTitles {
  /** The product of the catalogue with this id, or undefined (another market's product is unknown here). */
  find(catalogId: string, productId: string): Promise<LibraryTitle | undefined>;
  /** The audiobook of the catalogue with this id, or undefined for an unknown id or another type of product. */
  findAudiobook(catalogId: string, productId: string): Promise<LibraryTitle | undefined>;
  /** Which of the ids name products of the catalogue. */
  existing(catalogId: string, productIds: readonly string[]): Promise<ReadonlySet<string>>;
  /** Whether the user holds a one-off license for the product. */
  hasLicense(userId: string, productId: string): Promise<boolean>;
}
