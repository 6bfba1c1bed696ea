import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentFingerprint } from '../../scripts/build-fingerprint.mjs';

describe('build fingerprint (npm start rebuilds only what is stale)', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'audiora-fingerprint-'));
    for (const dir of ['domain', 'ui', 'build']) mkdirSync(join(root, dir));
    writeFileSync(join(root, 'domain', 'rule.ts'), 'export const a = 1;\n');
    writeFileSync(join(root, 'ui', 'page.tsx'), 'export default 1;\n');
    writeFileSync(join(root, 'package.json'), '{}\n');
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is stable while nothing changes', () => {
    expect(currentFingerprint(root)).toBe(currentFingerprint(root));
  });

  it('changes when a source file is edited, touched, added or removed', () => {
    const fingerprints = new Set([currentFingerprint(root)]);
    writeFileSync(join(root, 'domain', 'rule.ts'), 'export const a = 2;\n');
    fingerprints.add(currentFingerprint(root));
    utimesSync(join(root, 'ui', 'page.tsx'), new Date(), new Date(Date.now() + 60_000));
    fingerprints.add(currentFingerprint(root));
    writeFileSync(join(root, 'ui', 'new-page.tsx'), 'export default 2;\n');
    fingerprints.add(currentFingerprint(root));
    rmSync(join(root, 'domain', 'rule.ts'));
    fingerprints.add(currentFingerprint(root));
    expect(fingerprints.size).toBe(5);
  });

  it('ignores the build output itself', () => {
    const before = currentFingerprint(root);
    writeFileSync(join(root, 'build', 'index.js'), 'built\n');
    expect(currentFingerprint(root)).toBe(before);
  });
});
