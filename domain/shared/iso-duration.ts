const MS_PER_SECOND = 1_000;
const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3_600;

interface ClockParts {
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

// Whole seconds, rounded down; a negative or non-finite length counts as none.
const clockParts = (ms: number): ClockParts => {
  const total = Number.isFinite(ms) ? Math.floor(Math.max(0, ms) / MS_PER_SECOND) : 0;
  return {
    hours: Math.floor(total / SECONDS_PER_HOUR),
    minutes: Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
    seconds: total % SECONDS_PER_MINUTE,
  };
};

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * A length of time as an ISO 8601 duration in whole hours, minutes and seconds (`PT3H25M7S`), as schema.org's
 * `duration` takes it; parts that are zero are left out, and no time at all is `PT0S`. Milliseconds are rounded
 * down; a negative or non-finite length counts as none.
 */
export const isoDuration = (ms: number): string => {
  const { hours, minutes, seconds } = clockParts(ms);
  const text = [hours > 0 ? `${hours}H` : '', minutes > 0 ? `${minutes}M` : '', seconds > 0 ? `${seconds}S` : ''].join(
    '',
  );
  return `PT${text === '' ? '0S' : text}`;
};

/**
 * A position within a recording as a clock reading (`1:02:05`, or `2:05` under an hour), as a chapter list shows
 * where each chapter starts. Milliseconds are rounded down; a negative or non-finite position reads `0:00`.
 */
export const clockPosition = (ms: number): string => {
  const { hours, minutes, seconds } = clockParts(ms);
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}` : `${minutes}:${twoDigits(seconds)}`;
};
