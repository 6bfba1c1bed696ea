import { epochMs } from '../shared/time';
import type { AudiobookId } from './playback-ids';
import { positionMs } from './playback-position';
import type { LocalSavedPosition } from './resume-choice';

/** Issue 20: how many titles this browser keeps its last position of (the least recently heard is forgotten first). */
export const MAX_LOCAL_POSITIONS = 200;

/** Issue 20: where this browser last was in one title, and when. */
export interface LocalPosition extends LocalSavedPosition {
  readonly audiobookId: AudiobookId;
}

/** Issue 20: this browser's positions, most recently saved first, at most one per title; plain data for storage. */
export type LocalPositions = readonly LocalPosition[];

/** Nothing heard in this browser yet. */
export const NO_LOCAL_POSITIONS: LocalPositions = [];

/**
 * Issue 20 resume across devices: this browser's position in a title becomes its most recent, replacing the older one;
 * the 201st title is forgotten. A position that is not a finite non-negative number is not kept.
 */
export const rememberPosition = (positions: LocalPositions, saved: LocalPosition): LocalPositions =>
  isUsable(saved)
    ? [
        // Math.max turns -0 into 0, as storage would.
        { ...saved, position: positionMs(Math.max(0, saved.position)) },
        ...positions.filter((entry) => entry.audiobookId !== saved.audiobookId).slice(0, MAX_LOCAL_POSITIONS - 1),
      ]
    : positions;

/** Issue 20: this browser's last position in a title, or null when it never played it here. */
export const localPositionOf = (positions: LocalPositions, audiobookId: AudiobookId): LocalSavedPosition | null => {
  const entry = positions.find((candidate) => candidate.audiobookId === audiobookId);
  return entry ? { position: entry.position, updatedAt: entry.updatedAt } : null;
};

const isUsable = (entry: LocalSavedPosition): boolean =>
  Number.isFinite(entry.position) && entry.position >= 0 && Number.isFinite(entry.updatedAt);

const isEntry = (
  value: unknown,
): value is { readonly audiobookId: string; readonly position: number; readonly updatedAt: number } => {
  if (typeof value !== 'object' || value === null) return false;
  const { audiobookId, position, updatedAt } = value as Record<string, unknown>;
  return (
    typeof audiobookId === 'string' &&
    audiobookId !== '' &&
    typeof position === 'number' &&
    typeof updatedAt === 'number' &&
    isUsable({ position: positionMs(position), updatedAt: epochMs(updatedAt) })
  );
};

/**
 * Issue 20 and spec §3: positions read back from local storage made safe: anything but a list reads as none,
 * malformed entries are dropped, a title keeps its first (most recent) entry, 200 at most.
 */
export const normaliseLocalPositions = (stored: unknown): LocalPositions => {
  if (!Array.isArray(stored)) return NO_LOCAL_POSITIONS;
  const seen = new Set<string>();
  const kept: LocalPosition[] = [];
  for (const entry of stored as readonly unknown[]) {
    if (!isEntry(entry) || seen.has(entry.audiobookId)) continue;
    seen.add(entry.audiobookId);
    kept.push({
      audiobookId: entry.audiobookId as AudiobookId,
      position: positionMs(entry.position),
      updatedAt: epochMs(entry.updatedAt),
    });
    if (kept.length === MAX_LOCAL_POSITIONS) break;
  }
  return kept;
};
