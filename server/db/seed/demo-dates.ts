const DAY_MS = 86_400_000;

/** The demo catalogue's titles were published between this day and about 1,000 days later. */
export const DEMO_EPOCH_MS = Date.UTC(2024, 0, 8);

/** The last day anything in the demo catalogue happened (reviews, episodes). */
export const DEMO_LATEST_MS = Date.UTC(2026, 10, 15);

/** An ISO-8601 timestamp with an explicit offset, as the API writes them (`2026-11-22T10:00:00+00:00`). */
export const isoTimestamp = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}+00:00`;

/** The moment `days` (possibly fractional) after `fromMs`. */
export const addDays = (fromMs: number, days: number): number => fromMs + Math.round(days * DAY_MS);

/** Whole days from one moment to a later one. */
export const daysBetween = (fromMs: number, toMs: number): number => Math.floor((toMs - fromMs) / DAY_MS);
