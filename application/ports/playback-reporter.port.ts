import type { PlaybackSpan } from '#domain/playback/playback-report';
import type { PlaybackReportError } from '../player/player.errors';
import type { Result } from '#domain/shared/result';

/** Spec §3, §7 SavePlaybackTime: sends one span of played time (the adapter converts it to epoch seconds). */
export interface PlaybackReporterPort {
  /** One attempt; the application retries per REPORT_RETRY_POLICY. */
  report(span: PlaybackSpan): Promise<Result<void, PlaybackReportError>>;
}
