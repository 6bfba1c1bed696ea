import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PlaybackReporter } from '#application/player/playback-reporter';
import type { AudiobookId, MediaId } from '#domain/playback/playback-ids';
import {
  MIN_REPORTED_SPAN_MS,
  PLAYBACK_REPORT_INTERVAL_MS,
  REPORT_RETRY_POLICY,
  spanLength,
} from '#domain/playback/playback-report';
import type { PlaybackReportEvent } from '#domain/playback/playback-report.reducer';
import { playbackReportEventArbitrary, reportGapArbitrary } from '#test/support/arbitraries/playback.arbitrary';
import { RecordingPlaybackReporter } from '#test/support/fakes/recording-playback-reporter';
import { VirtualTime } from '#test/support/virtual-time';

const setup = () => {
  const time = new VirtualTime();
  const port = new RecordingPlaybackReporter({ scheduler: time.scheduler });
  const reporter = new PlaybackReporter({ reporter: port, scheduler: time.scheduler });
  const failures = time.record(reporter.failures$);
  return { time, port, reporter, failures };
};

const feed = (reporter: PlaybackReporter, event: PlaybackReportEvent): void => {
  switch (event.type) {
    case 'playStarted':
      return reporter.played(event.track, event.isAnonymous);
    case 'paused':
      return reporter.paused();
    case 'seeked':
      return reporter.seeked();
    case 'ticked':
      return reporter.ticked();
    case 'ended':
      return reporter.ended();
    case 'unloaded':
      return reporter.unloaded();
  }
};

const timelineArbitrary = (events: fc.Arbitrary<PlaybackReportEvent>) =>
  fc.array(fc.tuple(reportGapArbitrary, events), { maxLength: 25 });

describe('PlaybackReporter properties', () => {
  it('reports spans of 5 to 60 s that never overlap, and keeps a timer only while counting (spec §5, §9)', async () => {
    await fc.assert(
      fc.asyncProperty(timelineArbitrary(playbackReportEventArbitrary()), async (timeline) => {
        const { time, port, reporter } = setup();
        for (const [gap, event] of timeline) {
          await time.advanceBy(gap);
          feed(reporter, event);
          expect(time.pendingTimers.length).toBe(reporter.isCounting ? 1 : 0);
        }
        reporter.unloaded();
        await time.advanceBy(10_000);
        const spans = port.reported;
        for (const span of spans) {
          expect(spanLength(span)).toBeGreaterThanOrEqual(MIN_REPORTED_SPAN_MS);
          expect(spanLength(span)).toBeLessThanOrEqual(PLAYBACK_REPORT_INTERVAL_MS);
        }
        for (let i = 1; i < spans.length; i += 1) {
          expect(spans[i]?.startedAt).toBeGreaterThanOrEqual(spans[i - 1]?.stoppedAt ?? 0);
        }
        expect(time.pendingTimers).toEqual([]);
      }),
    );
  });

  it('reports nothing for samples or anonymous listeners, whatever they do (spec §5, §6)', async () => {
    const samplesOrAnonymous = fc.oneof(
      playbackReportEventArbitrary({ isSample: fc.constant(true) }),
      playbackReportEventArbitrary({ isAnonymous: fc.constant(true) }),
    );
    await fc.assert(
      fc.asyncProperty(timelineArbitrary(samplesOrAnonymous), async (timeline) => {
        const { time, port, reporter } = setup();
        for (const [gap, event] of timeline) {
          await time.advanceBy(gap);
          feed(reporter, event);
        }
        reporter.unloaded();
        await time.advanceBy(10_000);
        expect(port.attempts).toEqual([]);
      }),
    );
  });

  it('a report failing k times is tried min(k + 1, 3) times 1 s apart, and fails for good only after 3 (spec §7, §8)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 6 }),
        fc.integer({ min: 5_000, max: 60_000 }),
        fc.boolean(),
        async (k, listened, throws) => {
          const { time, port, reporter, failures } = setup();
          port.failing(k, { throws });
          reporter.played({ audiobookId: 'a' as AudiobookId, mediaId: 'm' as MediaId, isSample: false }, false);
          await time.advanceBy(listened);
          reporter.paused();
          await time.advanceBy(10_000);
          const attempts = Math.min(k + 1, REPORT_RETRY_POLICY.maxAttempts);
          expect(port.attemptTimes).toEqual(
            Array.from({ length: attempts }, (_, i) => listened + i * REPORT_RETRY_POLICY.delayMs),
          );
          const givesUp = k >= REPORT_RETRY_POLICY.maxAttempts;
          expect(port.reported).toHaveLength(givesUp ? 0 : 1);
          expect(failures.map(({ at }) => at)).toEqual(givesUp ? [listened + 2 * REPORT_RETRY_POLICY.delayMs] : []);
        },
      ),
    );
  });
});
