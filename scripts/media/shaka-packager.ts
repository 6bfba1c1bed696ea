import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runTool } from './run-tool';

/** Segment length of every stream, in seconds. */
export const SEGMENT_SECONDS = 6;

/** The names inside a packaged folder, relative to it: one set of segments behind both manifests. */
export const PACKAGED_FILES = {
  dash: 'manifest.mpd',
  hls: 'master.m3u8',
  mediaPlaylist: 'audio/index.m3u8',
  init: 'audio/init.mp4',
  segmentTemplate: 'audio/seg-$Number%05d$.m4s',
} as const;

/** cbcs ClearKey encryption of one recording: 16-byte key id, key and constant IV, as hex. */
export interface RawKeyEncryption {
  readonly keyIdHex: string;
  readonly keyHex: string;
  readonly ivHex: string;
}

const PLATFORMS: Readonly<Record<string, string>> = { linux: 'linux', darwin: 'osx', win32: 'win' };

/**
 * The static packager binary the `shaka-packager` npm package ships. Its JS wrapper exits 0 even when packaging
 * fails, so the binary is called directly and its exit code trusted.
 */
export const packagerPath = (): string => {
  const platform = PLATFORMS[process.platform];
  if (!platform) throw new Error(`shaka-packager ships no binary for ${process.platform}`);
  const packageDir = dirname(createRequire(import.meta.url).resolve('shaka-packager/package.json'));
  return join(packageDir, 'bin', `packager-${platform}-${process.arch}${platform === 'win' ? '.exe' : ''}`);
};

/**
 * Packages an AAC `.m4a` into `outDir`: 6 s fMP4 segments, a static DASH MPD and an HLS VOD master and media
 * playlist over the same segments, encrypted (cbcs, ClearKey-ready, no clear lead) when `encryption` is given.
 * The fake muxer clock and the fixed IV make the bytes the same on every run; paths are relative to `outDir`.
 */
export const packageStream = async (
  inputPath: string,
  outDir: string,
  encryption: RawKeyEncryption | null,
): Promise<void> => {
  const stream = [
    `in=${inputPath}`,
    'stream=audio',
    `init_segment=${PACKAGED_FILES.init}`,
    `segment_template=${PACKAGED_FILES.segmentTemplate}`,
    `playlist_name=${PACKAGED_FILES.mediaPlaylist}`,
  ].join(',');
  const drm = encryption
    ? [
        '--enable_raw_key_encryption',
        '--keys',
        `label=:key_id=${encryption.keyIdHex}:key=${encryption.keyHex}`,
        '--iv',
        encryption.ivHex,
        '--protection_scheme',
        'cbcs',
        '--protection_systems',
        'CommonSystem',
        '--clear_lead',
        '0',
      ]
    : [];
  await runTool(
    packagerPath(),
    [
      stream,
      '--segment_duration',
      String(SEGMENT_SECONDS),
      '--generate_static_live_mpd',
      '--mpd_output',
      PACKAGED_FILES.dash,
      '--hls_master_playlist_output',
      PACKAGED_FILES.hls,
      '--hls_playlist_type',
      'VOD',
      ...drm,
      '--use_fake_clock_for_muxer',
    ],
    { cwd: outDir },
  );
};
