export declare const REFERENCE_INDEX: number;
export declare const REFERENCE_SLOWDOWN: number;
export declare const MIN_SLOWDOWN: number;

/** The Lighthouse `throttling.cpuSlowdownMultiplier` for a host of this benchmarkIndex; throws a RangeError unless positive. */
export declare const cpuSlowdownFor: (benchmarkIndex: number) => number;
