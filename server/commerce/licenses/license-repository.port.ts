/** The one-off licenses users hold, as buying grants them. */
export interface LicenseRepository {
  /** Whether the user holds a license for any of the products. */
  ownsAny(userId: string, productIds: readonly string[]): Promise<boolean>;
  /** Grants the user a license for each product, bought with the order (the pair user, product is unique). */
  grant(userId: string, productIds: readonly string[], orderId: string, at: Date): Promise<void>;
}
