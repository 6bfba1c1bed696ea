/** The keys of the demo category tree; the same in every market, each market names them in its language. */
export const CATEGORY_KEYS = [
  'crime',
  'crime-classic',
  'crime-thriller',
  'speculative',
  'speculative-fantasy',
  'speculative-scifi',
  'speculative-horror',
  'classics',
  'classics-novel',
  'classics-adventure',
  'classics-short',
  'classics-poetry',
  'classics-local',
  'history',
  'history-ancient',
  'history-biography',
  'kids',
  'kids-fairy-tales',
  'kids-adventure',
  'growth',
  'growth-philosophy',
] as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];
