export declare const REFERENCE_INDEX: number;
export declare const REFERENCE_SLOWDOWN: number;
export declare const MIN_SLOWDOWN: number;

/** Lighthouse's `throttling.cpuSlowdownMultiplier` for a host of this benchmarkIndex; a RangeError unless positive. */
export declare const cpuSlowdownFor: (benchmarkIndex: number) => number;
