/** The orders this browser already reported to analytics, kept across reloads and tabs; best effort. */
export interface ReportedOrdersPort {
  has(orderId: string): boolean;
  add(orderId: string): void;
  remove(orderId: string): void;
}
