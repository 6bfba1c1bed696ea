import { elapsedBetween, type EpochMs, milliseconds, type Milliseconds } from '../shared/time';
import { positionMs, type PositionMs } from './playback-position';

/** Issue 20: positions further apart than this are both offered instead of resuming silently. */
export const RESUME_CHOICE_THRESHOLD_MS: Milliseconds = milliseconds(30_000);

/** This browser's last position for a title, and when it was saved. */
export interface LocalSavedPosition {
  readonly position: PositionMs;
  readonly updatedAt: EpochMs;
}

/** The position the server keeps for a title, when it was saved and by which device. */
export interface ServerSavedPosition extends LocalSavedPosition {
  readonly deviceName: string;
}

/** Which side a position comes from. */
export type ResumeSource = 'server' | 'local';

/** One position the listener may continue from, and how long ago it was saved (0 if its clock ran ahead). */
export interface ResumeOption {
  readonly position: PositionMs;
  readonly updatedAt: EpochMs;
  readonly savedAgoMs: Milliseconds;
}

/** Issue 20: resume silently from one position (`none`: nothing saved, from the start), or offer both. */
export type ResumeDecision =
  | { readonly kind: 'resume'; readonly position: PositionMs; readonly source: ResumeSource | 'none' }
  | {
      readonly kind: 'choose';
      readonly server: ResumeOption & { readonly deviceName: string };
      readonly local: ResumeOption;
      readonly newer: ResumeSource;
    };

const usable = <T extends LocalSavedPosition>(saved: T | null): saved is T =>
  saved !== null && Number.isFinite(saved.position) && saved.position >= 0 && Number.isFinite(saved.updatedAt);

const option = (saved: LocalSavedPosition, now: EpochMs): ResumeOption => ({
  position: saved.position,
  updatedAt: saved.updatedAt,
  savedAgoMs: milliseconds(Math.max(0, elapsedBetween(saved.updatedAt, now))),
});

/**
 * Issue 20 resume across devices: when the server's position and this browser's last one differ by more than 30 s,
 * offer both, saying which is newer and how long ago each was saved ("continue from 1:23:10, saved on another
 * device 2 h ago"); otherwise resume from the newer one (the server's on a tie) silently. A missing side (or one with
 * a position that is not a finite non-negative number) leaves the other; with neither, playback starts at 0.
 */
export const decideResume = (
  server: ServerSavedPosition | null,
  local: LocalSavedPosition | null,
  now: EpochMs,
): ResumeDecision => {
  const hasServer = usable(server);
  const hasLocal = usable(local);
  if (hasServer && hasLocal) {
    const newer: ResumeSource = local.updatedAt > server.updatedAt ? 'local' : 'server';
    if (Math.abs(server.position - local.position) > RESUME_CHOICE_THRESHOLD_MS) {
      return {
        kind: 'choose',
        server: { ...option(server, now), deviceName: server.deviceName },
        local: option(local, now),
        newer,
      };
    }
    return { kind: 'resume', position: newer === 'local' ? local.position : server.position, source: newer };
  }
  if (hasServer) return { kind: 'resume', position: server.position, source: 'server' };
  if (hasLocal) return { kind: 'resume', position: local.position, source: 'local' };
  return { kind: 'resume', position: positionMs(0), source: 'none' };
};
