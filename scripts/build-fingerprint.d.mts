export declare const ROOT: string;
export declare const FINGERPRINT_FILE: string;
/** A hash over the paths, sizes and modification times of every build input. */
export declare const currentFingerprint: (root?: string) => string;
/** True when the last build exists and was made from the current inputs. */
export declare const isBuildFresh: () => boolean;
