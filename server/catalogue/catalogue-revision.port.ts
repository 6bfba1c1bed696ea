/** The catalogue's current revision: any write to what an anonymous page can show raises it. */
export interface CatalogueRevision {
  current(): Promise<number>;
}
