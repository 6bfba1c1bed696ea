import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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

  it('changes when a source file is edited, added or removed', () => {
    const fingerprints = new Set([currentFingerprint(root)]);
    const rule = join(root, 'domain', 'rule.ts');
    const { mtime } = statSync(rule);
    // Same size and the same modification time: only the content tells this edit apart.
    writeFileSync(rule, 'export const a = 2;\n');
    utimesSync(rule, mtime, mtime);
    fingerprints.add(currentFingerprint(root));
    writeFileSync(join(root, 'ui', 'new-page.tsx'), 'export default 2;\n');
    fingerprints.add(currentFingerprint(root));
    rmSync(rule);
    fingerprints.add(currentFingerprint(root));
    expect(fingerprints.size).toBe(4);
  });

  it('does not ask for a rebuild when a file is only touched', () => {
    const before = currentFingerprint(root);
    const page = join(root, 'ui', 'page.tsx');
    utimesSync(page, new Date(), new Date(Date.now() + 60_000));
    expect(currentFingerprint(root)).toBe(before);
  });

  it('ignores the build output itself', () => {
    const before = currentFingerprint(root);
    writeFileSync(join(root, 'build', 'index.js'), 'built\n');
    expect(currentFingerprint(root)).toBe(before);
  });
});
