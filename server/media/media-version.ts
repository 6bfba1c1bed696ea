import { createHash } from 'node:crypto';
import type { DemoRecording } from './demo-recording';
import { DEMO_MEDIA_TOOLCHAIN, DEMO_RECORDINGS } from './demo-recordings';

/**
 * The static media tree's version: a hash of the recordings' description and the tools that packaged them, which the
 * generator rewrites whenever it packages anything differently (texts, durations, key ids, paths, tool versions).
 * Segment names say nothing of their content, so the version goes into every media URL instead, and a file under one
 * version never changes: segments may be cached for good, and new media comes with new URLs.
 */
export const mediaTreeVersion = (
  recordings: readonly DemoRecording[] = DEMO_RECORDINGS,
  toolchain: Readonly<Record<string, string>> = DEMO_MEDIA_TOOLCHAIN,
): string => createHash('sha256').update(JSON.stringify({ recordings, toolchain })).digest('hex').slice(0, 16);
