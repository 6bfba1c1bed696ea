import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { languageOf } from '#domain/market/locale';
import {
  DEMO_MEDIA_DIR,
  DEMO_MEDIA_DOWNLOADS_DIR,
  DEMO_MEDIA_PUBLIC_DIR,
  type DemoRecording,
} from '#server/media/demo-recording';
import { withClearKeyDescriptor, withClearKeyKeyFormat } from './clearkey-manifest-fixes';
import { demoEncryptionFor } from './demo-keys';
import { narrate } from './espeak-narrator';
import { encodeSpeech, muxDownload, SPEECH_ENCODING } from './ffmpeg-encoder';
import { mapConcurrently } from './map-concurrently';
import type { MediaToolchain } from './media-tools';
import { assembleNarration, type SpokenChapter } from './narration-timeline';
import {
  describeRecording,
  keysModuleSource,
  recordingProblem,
  recordingPaths,
  recordingsModuleSource,
  SAMPLE,
  type RecordingFacts,
} from './recordings-description';
import { packageStream, PACKAGED_FILES, type RawKeyEncryption } from './shaka-packager';
import type { ChapterText, LanguageTexts } from './texts/narration-texts';
import { toWav } from './wav-pcm';

/** The generated modules beside the media tree, relative to the repository. */
export const DEMO_RECORDINGS_MODULE = 'server/media/demo-recordings.ts';
export const DEMO_KEYS_MODULE = 'server/media/demo-content-keys.ts';

/** All demo media together (public tree and downloads) stays under this, so the repository stays light. */
export const DEMO_MEDIA_BUDGET_BYTES = 15_000_000;

/** A recording to make: its text, whose language it is, and what kind. */
interface RecordingPlan {
  readonly id: string;
  readonly kind: DemoRecording['kind'];
  readonly texts: LanguageTexts;
  readonly title: string;
  readonly chapters: readonly ChapterText[];
  readonly encryption: RawKeyEncryption | null;
}

/** Every recording the texts describe, in a stable order: by language, audiobooks first. */
export const planRecordings = (languages: readonly LanguageTexts[]): readonly RecordingPlan[] =>
  languages.flatMap((texts) => {
    const language = languageOf(texts.locale);
    return [
      ...texts.audiobooks.map((book) => {
        const id = `${language}-${book.slug}`;
        return {
          id,
          kind: 'audiobook' as const,
          texts,
          title: book.title,
          chapters: book.chapters,
          encryption: book.protected ? demoEncryptionFor(id) : null,
        };
      }),
      ...texts.episodes.map((episode) => ({
        id: `${language}-${episode.slug}`,
        kind: 'podcast-episode' as const,
        texts,
        title: episode.title,
        chapters: [{ title: episode.title, heading: episode.heading, paragraphs: episode.paragraphs }],
        encryption: null,
      })),
    ];
  });

/** Speaks every part of the recording; the book's title comes before its first chapter's heading. */
const speak = async (plan: RecordingPlan): Promise<readonly SpokenChapter[]> => {
  const say = async (text: string) => {
    const pcm = await narrate(text, plan.texts.voice);
    if (pcm.sampleRate !== SPEECH_ENCODING.sampleRate) {
      throw new Error(
        `espeak-ng spoke at ${pcm.sampleRate} Hz; the recordings are made at ${SPEECH_ENCODING.sampleRate} Hz`,
      );
    }
    return pcm.samples;
  };
  const chapters: SpokenChapter[] = [];
  for (const [i, chapter] of plan.chapters.entries()) {
    const headings = plan.kind === 'audiobook' && i === 0 ? [`${plan.title}.`, chapter.heading] : [chapter.heading];
    chapters.push({
      title: chapter.title,
      headings: await Promise.all(headings.map(say)),
      paragraphs: await Promise.all(chapter.paragraphs.map(say)),
    });
  }
  return chapters;
};

/** ClearKey players need the two manifest fixes; on clear content they change nothing. */
const fixManifests = async (packagedDir: string): Promise<void> => {
  const mpdPath = join(packagedDir, PACKAGED_FILES.dash);
  const playlistPath = join(packagedDir, PACKAGED_FILES.mediaPlaylist);
  await writeFile(mpdPath, withClearKeyDescriptor(await readFile(mpdPath, 'utf8')), 'utf8');
  await writeFile(playlistPath, withClearKeyKeyFormat(await readFile(playlistPath, 'utf8')), 'utf8');
};

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
};

const bytesUnder = async (path: string): Promise<number> => {
  const files = await filesUnder(path).catch(() => []);
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  return sizes.reduce((sum, size) => sum + size, 0);
};

export interface RecordingReport {
  readonly id: string;
  readonly durationMs: number;
  readonly protected: boolean;
  /** Stream, sample and download together. */
  readonly bytes: number;
}

export interface GenerationReport {
  readonly recordings: readonly RecordingReport[];
  readonly totalBytes: number;
}

/** Where one recording's files go while it is made and once it is done. */
interface RecordingDirs {
  readonly work: string;
  readonly publicDir: string;
  readonly downloadsDir: string;
}

interface MadeRecording {
  readonly recording: DemoRecording;
  readonly report: RecordingReport;
}

/** Speaks, encodes and packages one recording: its stream, its sample and its download, as its kind has them. */
const makeRecording = async (
  plan: RecordingPlan,
  { work, publicDir, downloadsDir }: RecordingDirs,
  log: (line: string) => void,
): Promise<MadeRecording> => {
  const narration = assembleNarration(await speak(plan), SPEECH_ENCODING.sampleRate);
  const facts: RecordingFacts = {
    id: plan.id,
    kind: plan.kind,
    locale: plan.texts.locale,
    title: plan.title,
    durationMs: narration.durationMs,
    chapters: narration.chapters,
    encryption: plan.encryption,
  };
  const problem = recordingProblem(facts);
  if (problem) throw new Error(problem);

  const wavPath = join(work, `${plan.id}.wav`);
  const encodedPath = join(work, `${plan.id}.m4a`);
  await writeFile(wavPath, toWav(narration));
  await encodeSpeech(wavPath, encodedPath);

  const paths = recordingPaths(plan.id, plan.kind);
  const streamDir = join(publicDir, plan.id);
  await mkdir(streamDir, { recursive: true });
  await packageStream(encodedPath, streamDir, plan.encryption);
  await fixManifests(streamDir);

  if (paths.sample) {
    const samplePath = join(work, `${plan.id}-sample.m4a`);
    await encodeSpeech(wavPath, samplePath, { limitMs: SAMPLE.durationMs, fadeOutMs: SAMPLE.fadeOutMs });
    const sampleDir = join(publicDir, dirname(paths.sample.dash));
    await mkdir(sampleDir, { recursive: true });
    await packageStream(samplePath, sampleDir, null);
    await fixManifests(sampleDir);
  }
  if (paths.download) {
    const metadataPath = join(work, `${plan.id}.ffmetadata`);
    await muxDownload(encodedPath, metadataPath, join(downloadsDir, paths.download), plan.title, narration.chapters);
  }
  await rm(wavPath);

  const bytes =
    (await bytesUnder(streamDir)) + (paths.download ? (await stat(join(downloadsDir, paths.download))).size : 0);
  log(
    `${plan.id.padEnd(34)} ${(narration.durationMs / 1000).toFixed(1).padStart(6)} s  ${narration.chapters
      .map((c) => (c.durationMs / 1000).toFixed(0))
      .join('/')
      .padEnd(12)} ${plan.encryption ? 'protected' : 'clear    '} ${(bytes / 1000).toFixed(0).padStart(5)} kB`,
  );
  return {
    recording: describeRecording(facts),
    report: { id: plan.id, durationMs: narration.durationMs, protected: plan.encryption !== null, bytes },
  };
};

/** Formats a generated module with the repository's own Prettier settings, so it passes the lint as written. */
const formatted = async (source: string, repoRoot: string, modulePath: string): Promise<string> => {
  const options = await resolveConfig(join(repoRoot, modulePath));
  return format(source, { ...options, filepath: modulePath });
};

/**
 * Makes all demo media from scratch under `outRoot` (the repository, or a scratch copy that a test compares with
 * it): the public tree and the downloads under `server/media/demo/`, the recordings' description and the demo
 * keys beside it. The same texts and tool versions give the same bytes on every run.
 */
export const generateDemoMedia = async (options: {
  readonly outRoot: string;
  readonly repoRoot: string;
  readonly languages: readonly LanguageTexts[];
  readonly toolchain: MediaToolchain;
  readonly log: (line: string) => void;
  /** Recordings made at once; one per core unless said. */
  readonly concurrency?: number;
}): Promise<GenerationReport> => {
  const { outRoot, repoRoot, languages, toolchain, log, concurrency = availableParallelism() } = options;
  const plans = planRecordings(languages);
  const ids = new Set(plans.map((p) => p.id));
  if (ids.size !== plans.length) throw new Error('Two recordings share an id');

  const publicDir = join(outRoot, DEMO_MEDIA_PUBLIC_DIR);
  const downloadsDir = join(outRoot, DEMO_MEDIA_DOWNLOADS_DIR);
  await rm(join(outRoot, DEMO_MEDIA_DIR), { recursive: true, force: true });
  await mkdir(publicDir, { recursive: true });
  await mkdir(downloadsDir, { recursive: true });
  const work = await mkdtemp(join(tmpdir(), 'audiora-media-'));

  try {
    // Each recording is made apart from the others: one per core at once, in the plans' order in the output.
    const made = await mapConcurrently(plans, concurrency, (plan) =>
      makeRecording(plan, { work, publicDir, downloadsDir }, log),
    );
    const recordings = made.map((m) => m.recording);
    const reports = made.map((m) => m.report);

    const keys = plans.flatMap((p) => (p.encryption ? [p.encryption] : []));
    await writeFile(
      join(outRoot, DEMO_RECORDINGS_MODULE),
      await formatted(recordingsModuleSource(recordings, toolchain), repoRoot, DEMO_RECORDINGS_MODULE),
    );
    await writeFile(
      join(outRoot, DEMO_KEYS_MODULE),
      await formatted(keysModuleSource(keys), repoRoot, DEMO_KEYS_MODULE),
    );

    const totalBytes = await bytesUnder(join(outRoot, DEMO_MEDIA_DIR));
    if (totalBytes > DEMO_MEDIA_BUDGET_BYTES) {
      throw new Error(`The demo media takes ${totalBytes} bytes, over its budget of ${DEMO_MEDIA_BUDGET_BYTES}`);
    }
    return { recordings: reports, totalBytes };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
};

/** Every file of the generated output, relative to its root: the media tree and the two modules. */
export const generatedFiles = async (root: string): Promise<string[]> => [
  ...(await filesUnder(join(root, DEMO_MEDIA_DIR))).map((file) => relative(root, file)).sort(),
  DEMO_RECORDINGS_MODULE,
  DEMO_KEYS_MODULE,
];
