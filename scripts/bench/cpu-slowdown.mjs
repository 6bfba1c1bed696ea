// The CPU slowdown that makes a Lighthouse run emulate the same phone on every host, from the host's Lighthouse
// `benchmarkIndex`, as Lighthouse's throttling documentation recommends ("Calibrating the CPU slowdown"): its
// default 4x is meant to turn a desktop of index ~2000 into a mid-tier phone, so a slower host needs less.

/** The host class Lighthouse's default slowdown was chosen for: a benchmarkIndex of about 2000 gets 4x. */
export const REFERENCE_INDEX = 2000;
export const REFERENCE_SLOWDOWN = 4;
/** A host slower than the emulated phone cannot be sped up, so it runs unthrottled. */
export const MIN_SLOWDOWN = 1;

/**
 * `min(4, max(1, index / 500))`, to two decimals (the multiplier the report prints and Lighthouse is given).
 * @param {number} benchmarkIndex the host's Lighthouse benchmarkIndex, a positive number
 * @returns {number}
 */
export const cpuSlowdownFor = (benchmarkIndex) => {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`A benchmarkIndex is a positive number, got ${benchmarkIndex}`);
  }
  const proportional = (benchmarkIndex / REFERENCE_INDEX) * REFERENCE_SLOWDOWN;
  const clamped = Math.min(REFERENCE_SLOWDOWN, Math.max(MIN_SLOWDOWN, proportional));
  return Math.round(clamped * 100) / 100;
};
