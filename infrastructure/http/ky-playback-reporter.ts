import type { KyInstance } from 'ky';
import type { PlaybackReportError } from '#application/player/player.errors';
import type { PlaybackReporterPort } from '#application/ports/playback-reporter.port';
import type { Locale } from '#domain/market/locale';
import { type PlaybackSpan, playbackTimePayload } from '#domain/playback/playback-report';
import { err, ok, type Result } from '#domain/shared/result';
import { isRemoteFailure } from './http-failure';
import { type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyPlaybackReporterDeps {
  readonly http: KyInstance;
  readonly locale: () => Locale;
  readonly refreshSession: SessionRefresh;
}

/**
 * SavePlaybackTime over `POST /{lang}/v2/commands` (spec §3, §7; times in epoch seconds), as keep-alive requests so the
 * last span of a tab being closed still arrives.
 */
export class KyPlaybackReporter implements PlaybackReporterPort {
  readonly #deps: KyPlaybackReporterDeps;

  constructor(deps: KyPlaybackReporterDeps) {
    this.#deps = deps;
  }

  async report(span: PlaybackSpan): Promise<Result<void, PlaybackReportError>> {
    const { http, locale, refreshSession } = this.#deps;
    const json = { name: 'SavePlaybackTime', ...playbackTimePayload(span) };
    try {
      await withSessionRefresh(() => http.post(`${locale()}/v2/commands`, { json, keepalive: true }), refreshSession);
      return ok(undefined);
    } catch (error) {
      if (isRemoteFailure(error)) return err({ code: 'PLAYBACK.REPORT_FAILED' });
      throw error;
    }
  }
}
