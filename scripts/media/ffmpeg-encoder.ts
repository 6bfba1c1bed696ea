import { writeFile } from 'node:fs/promises';
import { ffmetadataOf, type ChapterMark } from './ffmetadata';
import { runTool } from './run-tool';

/**
 * Speech settings of every recording: AAC-LC, mono, at espeak-ng's own 22.05 kHz (no resampling). ffmpeg's encoder
 * overshoots low targets, so a nominal 12 kb/s with the fast coder and a 5 kHz band lands near 14.5 kb/s and keeps
 * more of the voice than the twoloop coder's 16 kb/s, which narrows the band to 3.2 kHz and lands near 20 kb/s.
 */
export const SPEECH_ENCODING = {
  codec: 'aac',
  profile: 'aac_low',
  sampleRate: 22_050,
  channels: 1,
  bitrate: '12k',
  coder: 'fast',
  cutoffHz: 5000,
} as const;

/** No version strings, dates or source names in the output: the same input gives the same bytes. */
const BITEXACT = ['-fflags', '+bitexact', '-flags:a', '+bitexact'] as const;

const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'] as const;

/** Encodes a WAV (or its first `limitMs`, faded out over `fadeOutMs`) to an AAC-LC `.m4a` with no metadata. */
export const encodeSpeech = async (
  wavPath: string,
  m4aPath: string,
  options: { readonly limitMs?: number; readonly fadeOutMs?: number } = {},
): Promise<void> => {
  const { limitMs, fadeOutMs } = options;
  const trim = limitMs === undefined ? [] : ['-t', (limitMs / 1000).toFixed(3)];
  const fade =
    limitMs !== undefined && fadeOutMs !== undefined
      ? ['-af', `afade=t=out:st=${((limitMs - fadeOutMs) / 1000).toFixed(3)}:d=${(fadeOutMs / 1000).toFixed(3)}`]
      : [];
  await runTool('ffmpeg', [
    ...QUIET,
    '-i',
    wavPath,
    ...trim,
    ...fade,
    '-map',
    '0:a',
    '-map_metadata',
    '-1',
    '-ac',
    String(SPEECH_ENCODING.channels),
    '-ar',
    String(SPEECH_ENCODING.sampleRate),
    '-c:a',
    SPEECH_ENCODING.codec,
    '-profile:a',
    SPEECH_ENCODING.profile,
    '-aac_coder',
    SPEECH_ENCODING.coder,
    '-b:a',
    SPEECH_ENCODING.bitrate,
    '-cutoff',
    String(SPEECH_ENCODING.cutoffHz),
    ...BITEXACT,
    m4aPath,
  ]);
};

/**
 * The DRM-free download: the same AAC stream, remuxed with its title and chapter marks (a QuickTime chapter track
 * and a Nero `chpl` box, so both Apple's players and the rest find them), `moov` first so it plays while loading.
 */
export const muxDownload = async (
  encodedM4aPath: string,
  metadataPath: string,
  downloadPath: string,
  title: string,
  chapters: readonly ChapterMark[],
): Promise<void> => {
  await writeFile(metadataPath, ffmetadataOf(title, chapters), 'utf8');
  await runTool('ffmpeg', [
    ...QUIET,
    '-i',
    encodedM4aPath,
    '-f',
    'ffmetadata',
    '-i',
    metadataPath,
    '-map',
    '0:a',
    '-map_metadata',
    '1',
    '-map_chapters',
    '1',
    '-c',
    'copy',
    '-movflags',
    '+faststart',
    ...BITEXACT,
    downloadPath,
  ]);
};
