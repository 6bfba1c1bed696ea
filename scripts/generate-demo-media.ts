// Regenerates all demo media from scratch: narrated recordings, their DASH/HLS packages, samples and downloads, the
// recordings' description and the demo keys. Needs espeak-ng and ffmpeg (Debian packages) and the npm packager.
// Usage: npm run media:generate
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, resolve } from 'node:path';
import { generateDemoMedia } from './media/demo-media-generator';
import { probeMediaToolchain } from './media/media-tools';
import { DEMO_TEXTS } from './media/texts';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Runs the command and returns its exit code. */
export const generateDemoMediaCli = async (repoRoot: string, io: CliIo): Promise<number> => {
  const probe = await probeMediaToolchain();
  if (!probe.available) {
    io.err(`Cannot generate the demo media: ${probe.missing.join(', ')} not found.`);
    io.err('Install them with: apt-get install -y --no-install-recommends espeak-ng ffmpeg; npm install');
    return 1;
  }
  const started = performance.now();
  const report = await generateDemoMedia({
    outRoot: repoRoot,
    repoRoot,
    languages: DEMO_TEXTS,
    toolchain: probe.toolchain,
    log: (line) => io.out(line),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  io.out(`${report.recordings.length} recordings, ${(report.totalBytes / 1e6).toFixed(2)} MB, in ${seconds} s`);
  return 0;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await generateDemoMediaCli(resolve(dirname(fileURLToPath(import.meta.url)), '..'), {
    out: (l) => process.stdout.write(`${l}\n`),
    err: (l) => process.stderr.write(`${l}\n`),
  });
}
