import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_MEDIA_TOOLCHAIN } from '#server/media/demo-recordings';
import { generatedFiles, generateDemoMedia } from '../../../scripts/media/demo-media-generator';
import { probeMediaToolchain } from '../../../scripts/media/media-tools';
import { DEMO_TEXTS } from '../../../scripts/media/texts';

const REPO = join(import.meta.dirname, '../../..');
const probe = await probeMediaToolchain();

/** Why the bytes cannot be compared here, or null when they can. */
const reasonToSkip = ((): string | null => {
  if (!probe.available) return `${probe.missing.join(', ')} not installed`;
  const differing = (Object.keys(DEMO_MEDIA_TOOLCHAIN) as (keyof typeof DEMO_MEDIA_TOOLCHAIN)[]).filter(
    (tool) => probe.toolchain[tool] !== DEMO_MEDIA_TOOLCHAIN[tool],
  );
  if (differing.length === 0) return null;
  return `other versions than the media was made with (${differing
    .map(
      (tool) =>
        `${tool}: ${probe.available ? probe.toolchain[tool] : '?'} here, ${DEMO_MEDIA_TOOLCHAIN[tool]} committed`,
    )
    .join('; ')})`;
})();

if (reasonToSkip) {
  console.warn(`The demo media reproducibility test is SKIPPED: ${reasonToSkip}.`);
}

describe('the demo media generator', () => {
  let outRoot: string | undefined;
  afterAll(async () => {
    if (outRoot) await rm(outRoot, { recursive: true, force: true });
  });

  it.skipIf(reasonToSkip !== null)(
    reasonToSkip
      ? `regenerates the committed media byte for byte: SKIPPED, ${reasonToSkip}`
      : 'regenerates the committed media byte for byte',
    async () => {
      if (!probe.available) return;
      outRoot = await mkdtemp(join(tmpdir(), 'audiora-media-check-'));
      await generateDemoMedia({
        outRoot,
        repoRoot: REPO,
        languages: DEMO_TEXTS,
        toolchain: probe.toolchain,
        log: () => undefined,
      });
      const fresh = await generatedFiles(outRoot);
      expect(fresh).toEqual(await generatedFiles(REPO));
      const differing: string[] = [];
      for (const file of fresh) {
        const [made, committed] = await Promise.all([readFile(join(outRoot, file)), readFile(join(REPO, file))]);
        if (!made.equals(committed)) differing.push(file);
      }
      expect(differing, 'files whose bytes differ from the committed ones').toEqual([]);
    },
    300_000,
  );
});
