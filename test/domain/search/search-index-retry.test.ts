import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_RETRY_DELAY_MS, searchIndexStep } from '#domain/search/search-index-retry';

describe('searchIndexStep (spec §4: wait 100 ms and retry while the index is not ready)', () => {
  it('queries a ready index at once', () => {
    expect(searchIndexStep(true)).toEqual({ type: 'query' });
  });

  it('retries after 100 ms when the index is not ready', () => {
    expect(SEARCH_INDEX_RETRY_DELAY_MS).toBe(100);
    expect(searchIndexStep(false)).toEqual({ type: 'retry', afterMs: 100 });
  });
});
