import type { SearchIndexWriter } from './search-index-writer.port';

/**
 * Writes to every index given, each even when another fails (a hosted index out of reach must not keep the local
 * one stale), and then fails with the first error, if any.
 */
export const fanOutSearchIndexWriter = (writers: readonly SearchIndexWriter[]): SearchIndexWriter => {
  const all = async (write: (writer: SearchIndexWriter) => Promise<void>) => {
    const outcomes = await Promise.allSettled(writers.map(write));
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  };
  return {
    upsert: (locale, records) => all((writer) => writer.upsert(locale, records)),
    remove: (locale, objectIds) => all((writer) => writer.remove(locale, objectIds)),
  };
};
