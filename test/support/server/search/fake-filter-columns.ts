import { Bitset } from '#server/search/bitset';
import type { FilterColumns } from '#server/search/filter/filter-evaluator';

/** A record's facet values by attribute. */
export type FacetRecord = Readonly<Record<string, readonly string[] | undefined>>;

/** Filter columns over a few records' facet values (slot = position), compared case-insensitively as the index does. */
export const fakeFilterColumns = (records: readonly FacetRecord[]): FilterColumns => {
  const where = (keep: (record: FacetRecord) => boolean) => {
    const set = new Bitset();
    records.forEach((record, slot) => {
      if (keep(record)) set.add(slot);
    });
    return set;
  };
  return {
    all: () => where(() => true),
    facet: (attribute, value) =>
      where((record) => (record[attribute] ?? []).some((v) => v.toLowerCase() === value.toLowerCase())),
    numeric: () => new Bitset(),
  };
};
