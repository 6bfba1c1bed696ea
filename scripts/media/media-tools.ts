import { runTool } from './run-tool';
import { packagerPath } from './shaka-packager';

/** What made the media: the same versions give the same bytes. */
export interface MediaToolchain {
  readonly espeakNg: string;
  /** The ffmpeg libraries' versions, which decide the bytes (a distribution's patch release keeps them). */
  readonly ffmpegLibraries: string;
  readonly shakaPackager: string;
}

export type ToolchainProbe =
  | { readonly available: true; readonly toolchain: MediaToolchain }
  | { readonly available: false; readonly missing: readonly string[] };

const versionOf = async (command: string, args: readonly string[]): Promise<string | null> => {
  try {
    return (await runTool(command, args)).toString('utf8');
  } catch {
    return null;
  }
};

/** Parses `espeak-ng --version`: "eSpeak NG text-to-speech: 1.51  Data at: ..." gives "1.51". */
export const parseEspeakVersion = (output: string): string | null =>
  /text-to-speech:\s*(\S+)/.exec(output)?.[1] ?? null;

/** Parses `ffmpeg -version`'s library lines ("libavcodec     59. 37.100 / 59. 37.100") into one line. */
export const parseFfmpegLibraries = (output: string): string | null => {
  const libraries = [...output.matchAll(/^(lib\w+)\s+(\d+)\.\s*(\d+)\.\s*(\d+)\s*\//gm)].map(
    ([, name, major, minor, micro]) => `${name} ${major}.${minor}.${micro}`,
  );
  return libraries.length > 0 ? libraries.join(', ') : null;
};

/** Parses `packager --version`: "packager version v3.4.2-c819dea-release" gives "v3.4.2-c819dea-release". */
export const parsePackagerVersion = (output: string): string | null => /version\s+(\S+)/.exec(output)?.[1] ?? null;

/** Finds espeak-ng, ffmpeg and the packager binary, and their versions; says which are missing. */
export const probeMediaToolchain = async (): Promise<ToolchainProbe> => {
  const [espeak, ffmpeg, packager] = await Promise.all([
    versionOf('espeak-ng', ['--version']),
    versionOf('ffmpeg', ['-hide_banner', '-version']),
    versionOf(packagerPath(), ['--version']).catch(() => null),
  ]);
  const espeakNg = espeak === null ? null : parseEspeakVersion(espeak);
  const ffmpegLibraries = ffmpeg === null ? null : parseFfmpegLibraries(ffmpeg);
  const shakaPackager = packager === null ? null : parsePackagerVersion(packager);
  if (espeakNg !== null && ffmpegLibraries !== null && shakaPackager !== null) {
    return { available: true, toolchain: { espeakNg, ffmpegLibraries, shakaPackager } };
  }
  const missing = [
    espeakNg === null ? 'espeak-ng' : null,
    ffmpegLibraries === null ? 'ffmpeg' : null,
    shakaPackager === null ? 'shaka-packager (npm install)' : null,
  ].filter((name): name is string => name !== null);
  return { available: false, missing };
};
