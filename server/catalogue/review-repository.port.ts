import type { Page } from './queries/page';

export interface ReviewRecord {
  readonly id: string;
  readonly productId: string;
  readonly userId: string | null;
  readonly rating: number;
  /** Null for a rating without a written review. */
  readonly review: string | null;
  readonly authorSignature: string | null;
  readonly createdAt: string;
  /** The author holds a license for the title or has played it (`server/library/verified-listener.ts`). */
  readonly verifiedListener: boolean;
}

/** The catalogue's read of written reviews; a user's own rating and review belong to the library (server/library). */
export interface ReviewRepository {
  /** Written reviews of a product of the catalogue, newest first. */
  listByProduct(
    catalogId: string,
    productId: string,
    page: { readonly page: number; readonly limit: number },
  ): Promise<Page<ReviewRecord>>;
}
