import { describe, expect, it } from 'vitest';
import { PlaybackReporter } from '#application/player/playback-reporter';
import type { AudiobookId, MediaId } from '#domain/playback/playback-ids';
import type { PlaybackSpan } from '#domain/playback/playback-report';
import type { ReportedTrack } from '#domain/playback/playback-report.reducer';
import { epochMs } from '#domain/shared/time';
import { RecordingPlaybackReporter } from '#test/support/fakes/recording-playback-reporter';
import { VirtualTime } from '#test/support/virtual-time';

const BOOK: ReportedTrack = { audiobookId: 'book-1' as AudiobookId, mediaId: 'media-1' as MediaId, isSample: false };
const OTHER_BOOK: ReportedTrack = {
  audiobookId: 'book-2' as AudiobookId,
  mediaId: 'media-2' as MediaId,
  isSample: false,
};
const SAMPLE: ReportedTrack = { ...BOOK, isSample: true };

const setup = () => {
  const time = new VirtualTime();
  const port = new RecordingPlaybackReporter({ scheduler: time.scheduler });
  const reporter = new PlaybackReporter({ reporter: port, scheduler: time.scheduler });
  const failures = time.record(reporter.failures$);
  return { time, port, reporter, failures };
};

const span = (startedAt: number, stoppedAt: number, track: ReportedTrack = BOOK): PlaybackSpan => ({
  audiobookId: track.audiobookId,
  mediaId: track.mediaId,
  startedAt: epochMs(startedAt),
  stoppedAt: epochMs(stoppedAt),
});

describe('PlaybackReporter', () => {
  it('reports a 150 s listen as two 60 s spans and the remainder on pause (spec §9)', async () => {
    const { time, port, reporter } = setup();
    reporter.played(BOOK, false);
    expect(time.pendingTimers).toEqual([60_000]);
    await time.advanceTo(150_000);
    reporter.paused();
    await time.advanceTo(200_000);
    expect(port.reported).toEqual([span(0, 60_000), span(60_000, 120_000), span(120_000, 150_000)]);
    expect(port.attemptTimes).toEqual([60_000, 120_000, 150_000]);
    expect(time.pendingTimers).toEqual([]);
  });

  it('reports nothing for a 3 s listen (spec §5: under 5 s)', async () => {
    const { time, port, reporter } = setup();
    reporter.played(BOOK, false);
    await time.advanceTo(3_000);
    reporter.paused();
    await time.advanceTo(100_000);
    expect(port.attempts).toEqual([]);
  });

  it('reports a span of exactly 5 s', async () => {
    const { time, port, reporter } = setup();
    reporter.played(BOOK, false);
    await time.advanceTo(5_000);
    reporter.ended();
    await time.advanceTo(6_000);
    expect(port.reported).toEqual([span(0, 5_000)]);
  });

  it.each([
    ['a sample', SAMPLE, false],
    ['an anonymous listener', BOOK, true],
  ])('reports nothing for %s, however long it plays (spec §5, §6)', async (_, track, isAnonymous) => {
    const { time, port, reporter } = setup();
    reporter.played(track, isAnonymous);
    expect(time.pendingTimers).toEqual([]);
    await time.advanceTo(300_000);
    reporter.unloaded();
    await time.advanceTo(301_000);
    expect(port.attempts).toEqual([]);
  });

  it('tries a failing report exactly 3 times, 1 s apart, then asks for the generic error toast and an unload (spec §7, §8)', async () => {
    const { time, port, reporter, failures } = setup();
    port.failing();
    reporter.played(BOOK, false);
    await time.advanceTo(30_000);
    reporter.paused();
    await time.advanceTo(31_999);
    expect(port.attemptTimes).toEqual([30_000, 31_000]);
    expect(failures).toEqual([]);
    await time.advanceTo(32_000);
    expect(port.attemptTimes).toEqual([30_000, 31_000, 32_000]);
    expect(failures).toEqual([
      {
        at: 32_000,
        value: {
          span: span(0, 30_000),
          error: { code: 'PLAYBACK.REPORT_FAILED' },
          toast: 'common.generic_error',
          unloadPlayback: true,
        },
      },
    ]);
    await time.advanceTo(100_000);
    expect(port.attempts).toHaveLength(3);
    expect(time.pendingTimers).toEqual([]);
  });

  it('counts a throwing reporter as failed attempts too', async () => {
    const { time, port, reporter, failures } = setup();
    port.failing(Number.POSITIVE_INFINITY, { throws: true });
    reporter.played(BOOK, false);
    await time.advanceTo(10_000);
    reporter.paused();
    await time.advanceTo(20_000);
    expect(port.attemptTimes).toEqual([10_000, 11_000, 12_000]);
    expect(failures.map(({ at }) => at)).toEqual([12_000]);
  });

  it('reports once when the reporter fails twice and then succeeds', async () => {
    const { time, port, reporter, failures } = setup();
    port.failing(2);
    reporter.played(BOOK, false);
    await time.advanceTo(30_000);
    reporter.paused();
    await time.advanceTo(100_000);
    expect(port.attemptTimes).toEqual([30_000, 31_000, 32_000]);
    expect(port.reported).toEqual([span(0, 30_000)]);
    expect(failures).toEqual([]);
  });

  it('keeps counting while an earlier report is retried', async () => {
    const { time, port, reporter } = setup();
    port.failing(1);
    reporter.played(BOOK, false);
    await time.advanceTo(125_000);
    reporter.paused();
    await time.advanceTo(130_000);
    expect(port.attemptTimes).toEqual([60_000, 61_000, 120_000, 125_000]);
    expect(port.reported).toEqual([span(0, 60_000), span(60_000, 120_000), span(120_000, 125_000)]);
  });

  it('reports the open span when playback is unloaded', async () => {
    const { time, port, reporter } = setup();
    reporter.played(BOOK, false);
    await time.advanceTo(90_000);
    reporter.unloaded();
    await time.advanceTo(200_000);
    expect(port.reported).toEqual([span(0, 60_000), span(60_000, 90_000)]);
    expect(reporter.isCounting).toBe(false);
    expect(time.pendingTimers).toEqual([]);
  });

  it('restarts the 60 s count after a seek, reporting the span before it', async () => {
    const { time, port, reporter } = setup();
    reporter.played(BOOK, false);
    await time.advanceTo(20_000);
    reporter.seeked();
    expect(time.pendingTimers).toEqual([80_000]);
    await time.advanceTo(80_000);
    expect(port.reported).toEqual([span(0, 20_000), span(20_000, 80_000)]);
  });

  it('closes the span of one book when another starts', async () => {
    const { time, port, reporter } = setup();
    reporter.played(BOOK, false);
    await time.advanceTo(10_000);
    reporter.played(OTHER_BOOK, false);
    await time.advanceTo(20_000);
    reporter.paused();
    await time.advanceTo(21_000);
    expect(port.reported).toEqual([span(0, 10_000), span(10_000, 20_000, OTHER_BOOK)]);
  });

  it('ignores the player asking to play the same book again', async () => {
    const { time, port, reporter } = setup();
    reporter.played(BOOK, false);
    await time.advanceTo(30_000);
    reporter.played(BOOK, false);
    await time.advanceTo(60_000);
    expect(port.reported).toEqual([span(0, 60_000)]);
  });

  it('lets the player tick early without reporting', async () => {
    const { time, port, reporter } = setup();
    reporter.played(BOOK, false);
    await time.advanceTo(59_999);
    reporter.ticked();
    expect(port.attempts).toEqual([]);
    expect(time.pendingTimers).toEqual([60_000]);
  });

  it('stops its timer and pending retries on dispose', async () => {
    const { time, port, reporter } = setup();
    port.failing();
    reporter.played(BOOK, false);
    await time.advanceTo(60_000);
    reporter.dispose();
    await time.advanceTo(200_000);
    expect(port.attemptTimes).toEqual([60_000]);
    expect(time.pendingTimers).toEqual([]);
  });
});
