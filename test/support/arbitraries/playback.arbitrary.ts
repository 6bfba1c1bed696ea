import fc from 'fast-check';
import type { AudiobookId, MediaId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import type { PlaybackReportEvent, ReportedTrack } from '#domain/playback/playback-report.reducer';
import type { PlayerEvent } from '#domain/playback/player.reducer';

export const audiobookIdArbitrary: fc.Arbitrary<AudiobookId> = fc
  .constantFrom('a-1', 'a-2')
  .map((id) => id as AudiobookId);

/** Tracks from a small pool, so the same track often starts again; some are samples. */
/** Mostly false: most generated plays should be reportable so the reporting rules get exercised. */
const mostlyFalse: fc.Arbitrary<boolean> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);

export const reportedTrackArbitrary = (isSample: fc.Arbitrary<boolean> = mostlyFalse): fc.Arbitrary<ReportedTrack> =>
  fc.record({
    audiobookId: audiobookIdArbitrary,
    mediaId: fc.constantFrom('m-1', 'm-2').map((id) => id as MediaId),
    isSample,
  });

/** Reporting events; the optional arbitraries let a property pin samples or anonymity. */
export const playbackReportEventArbitrary = (
  options: { readonly isSample?: fc.Arbitrary<boolean>; readonly isAnonymous?: fc.Arbitrary<boolean> } = {},
): fc.Arbitrary<PlaybackReportEvent> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.constant('playStarted' as const),
        track: reportedTrackArbitrary(options.isSample),
        isAnonymous: options.isAnonymous ?? mostlyFalse,
      }),
    },
    { weight: 2, arbitrary: fc.constant({ type: 'paused' as const }) },
    { weight: 2, arbitrary: fc.constant({ type: 'seeked' as const }) },
    { weight: 5, arbitrary: fc.constant({ type: 'ticked' as const }) },
    { weight: 1, arbitrary: fc.constant({ type: 'ended' as const }) },
    { weight: 1, arbitrary: fc.constant({ type: 'unloaded' as const }) },
  );

/** Gaps between reporting events: often at the 5 s and 60 s edges, mostly a few seconds, sometimes past 60 s. */
export const reportGapArbitrary: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(4_999, 5_000, 5_001, 60_000),
  fc.nat({ max: 6_000 }),
  fc.integer({ min: 4_000, max: 6_000 }),
  fc.nat({ max: 130_000 }),
);

const position = fc.oneof(
  fc.integer({ min: -10_000, max: 4_000_000 }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity),
);

/** Player events, including stale loads, out-of-range seeks and positions that are not numbers. */
export const playerEventArbitrary: fc.Arbitrary<PlayerEvent> = fc.oneof(
  fc.record({
    type: fc.constant('loadRequested' as const),
    audiobookId: audiobookIdArbitrary,
    savedPosition: fc.nat({ max: 4_000_000 }).map(positionMs),
    autoPlay: fc.boolean(),
    isSample: fc.boolean(),
    isLimitedListening: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('loaded' as const),
    audiobookId: audiobookIdArbitrary,
    duration: fc.oneof(fc.nat({ max: 3_600_000 }), fc.integer({ min: 10_000, max: 120_000 })).map(positionMs),
  }),
  fc.constant({ type: 'played' as const }),
  fc.constant({ type: 'paused' as const }),
  fc.record({ type: fc.constant('seeked' as const), position }),
  fc.record({ type: fc.constant('timeUpdated' as const), position }),
  fc.constant({ type: 'ended' as const }),
  fc.record({ type: fc.constant('failed' as const), reason: fc.constantFrom('network', 'drm') }),
  fc.constant({ type: 'retried' as const }),
);
