import { describe, expect, it } from 'vitest';
import { demoEncryptionFor } from '../../../scripts/media/demo-keys';
import {
  describeRecording,
  keysModuleSource,
  recordingProblem,
  type RecordingFacts,
} from '../../../scripts/media/recordings-description';

const minutes = (n: number) => n * 60_000;
const chapters = (...lengths: number[]) =>
  lengths.map((durationMs, i) => ({
    title: `Chapter ${i + 1}`,
    startMs: lengths.slice(0, i).reduce((a, b) => a + b, 0),
    durationMs,
  }));
const book = (overrides: Partial<RecordingFacts> = {}): RecordingFacts => ({
  id: 'cs-posledni-tramvaj',
  kind: 'audiobook',
  locale: 'cz',
  title: 'Poslední tramvaj',
  durationMs: minutes(4),
  chapters: chapters(minutes(1), minutes(1.5), minutes(1.5)),
  encryption: demoEncryptionFor('cs-posledni-tramvaj'),
  ...overrides,
});

describe("the recordings' rules", () => {
  it('accept three chapters of one to three minutes', () => {
    expect(recordingProblem(book())).toBeNull();
  });

  it('refuse fewer than three chapters, or a chapter shorter than a minute or longer than three', () => {
    expect(recordingProblem(book({ chapters: chapters(minutes(2), minutes(2)) }))).toMatch(/2 chapters/);
    expect(recordingProblem(book({ chapters: chapters(59_000, minutes(2), 61_000) }))).toMatch(
      /"Chapter 1" lasts 59.0 s/,
    );
    expect(recordingProblem(book({ chapters: chapters(minutes(1), minutes(3.1), 60_000) }))).toMatch(/Chapter 2/);
  });

  it('refuse an encrypted podcast episode', () => {
    const episode = book({ kind: 'podcast-episode', chapters: chapters(30_000), durationMs: 30_000 });
    expect(recordingProblem(episode)).toMatch(/clear/);
    expect(recordingProblem({ ...episode, encryption: null })).toBeNull();
  });
});

describe("a recording's description", () => {
  it('names its market, language, key id as a UUID, streams, sample and download', () => {
    const described = describeRecording(book());
    expect(described).toMatchObject({
      id: 'cs-posledni-tramvaj',
      locale: 'cz',
      language: 'cs',
      protected: true,
      stream: { dash: 'cs-posledni-tramvaj/manifest.mpd', hls: 'cs-posledni-tramvaj/master.m3u8' },
      sample: {
        dash: 'cs-posledni-tramvaj/sample/manifest.mpd',
        hls: 'cs-posledni-tramvaj/sample/master.m3u8',
        durationMs: 30_000,
      },
      download: 'cs-posledni-tramvaj.m4a',
    });
    expect(described.keyId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('of a clear episode has no key id, sample or download', () => {
    const described = describeRecording(
      book({ kind: 'podcast-episode', encryption: null, chapters: chapters(30_000), durationMs: 30_000 }),
    );
    expect(described).toMatchObject({ protected: false, keyId: null, sample: null, download: null });
  });

  it('keeps the key itself out: only the keys module holds it, marked as demo keys', () => {
    const encryption = demoEncryptionFor('cs-posledni-tramvaj');
    expect(JSON.stringify(describeRecording(book()))).not.toContain(encryption.keyHex);
    const keys = keysModuleSource([encryption]);
    expect(keys).toContain('DEMO KEYS');
    expect(keys).toContain(encryption.keyHex);
  });
});
