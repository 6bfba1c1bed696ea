import { statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentFingerprint, ROOT } from '../../scripts/build-fingerprint.mjs';

describe('build fingerprint (npm start rebuilds only what is stale)', () => {
  it('is stable while nothing changes', () => {
    expect(currentFingerprint()).toBe(currentFingerprint());
  });

  it('changes when a source file changes, and returns when it is restored', () => {
    const file = join(ROOT, 'domain', 'market', 'locale.ts');
    const { atime, mtime } = statSync(file);
    const before = currentFingerprint();
    try {
      utimesSync(file, atime, new Date(mtime.getTime() + 1_000));
      expect(currentFingerprint()).not.toBe(before);
    } finally {
      utimesSync(file, atime, mtime);
    }
    expect(currentFingerprint()).toBe(before);
  });
});
