import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageOf, LOCALES } from '#domain/market/locale';
import { DEMO_CONTENT_KEYS } from '#server/media/demo-content-keys';
import { DEMO_MEDIA_DIR, DEMO_MEDIA_DOWNLOADS_DIR, DEMO_MEDIA_PUBLIC_DIR } from '#server/media/demo-recording';
import { DEMO_RECORDINGS } from '#server/media/demo-recordings';
import { DEMO_MEDIA_BUDGET_BYTES, planRecordings } from '../../../scripts/media/demo-media-generator';
import { hexAsUuid } from '../../../scripts/media/demo-keys';
import { AUDIOBOOK_CHAPTERS, SAMPLE } from '../../../scripts/media/recordings-description';
import { DEMO_TEXTS } from '../../../scripts/media/texts';

const REPO = join(import.meta.dirname, '../../..');
const inPublic = (path: string) => join(REPO, DEMO_MEDIA_PUBLIC_DIR, path);
const read = (path: string) => readFileSync(inPublic(path), 'utf8');
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

const audiobooks = DEMO_RECORDINGS.filter((r) => r.kind === 'audiobook');

describe('the demo recordings cover every market language', () => {
  it.each(LOCALES)('%s has at least two audiobooks, one protected and one clear, and a podcast episode', (locale) => {
    const own = DEMO_RECORDINGS.filter((r) => r.locale === locale);
    const books = own.filter((r) => r.kind === 'audiobook');
    expect(books.length).toBeGreaterThanOrEqual(2);
    expect(books.some((r) => r.protected)).toBe(true);
    expect(books.some((r) => !r.protected)).toBe(true);
    expect(own.some((r) => r.kind === 'podcast-episode')).toBe(true);
    for (const r of own) expect(r.language).toBe(languageOf(locale));
  });

  it('describes exactly what the texts hold: regenerate after changing a text', () => {
    const planned = planRecordings(DEMO_TEXTS).map((p) => ({
      id: p.id,
      kind: p.kind,
      title: p.title,
      chapters: p.chapters.map((c) => c.title),
      protected: p.encryption !== null,
    }));
    const described = DEMO_RECORDINGS.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      chapters: r.chapters.map((c) => c.title),
      protected: r.protected,
    }));
    expect(described).toEqual(planned);
  });

  it('gives every recording its own id', () => {
    expect(new Set(DEMO_RECORDINGS.map((r) => r.id)).size).toBe(DEMO_RECORDINGS.length);
  });
});

describe.each(DEMO_RECORDINGS.map((r) => [r.id, r] as const))('the recording %s', (_id, recording) => {
  it('has chapters from 0, in order, without gaps, within its duration', () => {
    const { chapters, durationMs } = recording;
    expect(chapters.length).toBeGreaterThan(0);
    expect(chapters[0]?.startMs).toBe(0);
    chapters.forEach((chapter, i) => {
      expect(chapter.title.trim()).not.toBe('');
      expect(chapter.durationMs).toBeGreaterThan(0);
      expect(chapter.startMs + chapter.durationMs).toBeLessThanOrEqual(durationMs);
      const next = chapters[i + 1];
      expect(next?.startMs ?? durationMs).toBe(chapter.startMs + chapter.durationMs);
    });
  });

  if (recording.kind === 'audiobook') {
    it('has at least three chapters of one to three minutes, a sample and a download', () => {
      expect(recording.chapters.length).toBeGreaterThanOrEqual(AUDIOBOOK_CHAPTERS.min);
      for (const chapter of recording.chapters) {
        expect(chapter.durationMs).toBeGreaterThanOrEqual(AUDIOBOOK_CHAPTERS.minMs);
        expect(chapter.durationMs).toBeLessThanOrEqual(AUDIOBOOK_CHAPTERS.maxMs);
      }
      expect(recording.sample?.durationMs).toBe(SAMPLE.durationMs);
      expect(recording.download).toBe(`${recording.id}.m4a`);
    });
  } else {
    it('is a clear podcast episode with neither sample nor download', () => {
      expect(recording.protected).toBe(false);
      expect(recording.sample).toBeNull();
      expect(recording.download).toBeNull();
    });
  }

  it('has its manifests, playlists and download on disk', () => {
    const paths = [recording.stream.dash, recording.stream.hls, recording.sample?.dash, recording.sample?.hls];
    for (const path of paths.filter((p) => p !== undefined)) expect(statSync(inPublic(path)).size).toBeGreaterThan(0);
    if (recording.download) {
      expect(statSync(join(REPO, DEMO_MEDIA_DOWNLOADS_DIR, recording.download)).size).toBeGreaterThan(0);
    }
  });

  it('states a static DASH presentation as long as the recording', () => {
    const mpd = read(recording.stream.dash);
    expect(mpd).toContain('type="static"');
    const seconds = Number(/mediaPresentationDuration="PT([\d.]+)S"/.exec(mpd)?.[1]);
    expect(Math.abs(seconds * 1000 - recording.durationMs)).toBeLessThan(50);
  });

  if (recording.protected) {
    it('is encrypted with its key id, announced for ClearKey players', () => {
      const keyId = recording.keyId ?? '';
      expect(DEMO_CONTENT_KEYS[keyId]).toMatch(/^[0-9a-f]{32}$/);
      const mpd = read(recording.stream.dash);
      expect(mpd).toContain(`value="cbcs"`);
      expect(mpd).toContain(`cenc:default_KID="${keyId}"`);
      expect(mpd).toContain('schemeIdUri="urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e" value="ClearKey1.0"');
      expect(mpd).not.toContain('cenc:pssh');
      const playlist = read(recording.stream.hls.replace('master.m3u8', 'audio/index.m3u8'));
      expect(playlist).toMatch(/#EXT-X-KEY:METHOD=SAMPLE-AES,.*KEYFORMAT="org.w3.clearkey",KEYFORMATVERSIONS="1"/);
      const uriKid = /URI="data:text\/plain;base64,([^"]+)"/.exec(playlist)?.[1] ?? '';
      expect(hexAsUuid(Buffer.from(uriKid, 'base64').toString('hex'))).toBe(keyId);
    });
  } else {
    it('is clear: no key id and no protection in its manifests', () => {
      expect(recording.keyId).toBeNull();
      expect(read(recording.stream.dash)).not.toContain('ContentProtection');
      expect(read(recording.stream.hls.replace('master.m3u8', 'audio/index.m3u8'))).not.toContain('EXT-X-KEY');
    });
  }

  const sample = recording.sample;
  if (sample) {
    it('has a clear sample of its own', () => {
      const mpd = read(sample.dash);
      expect(mpd).not.toContain('ContentProtection');
      expect(mpd).toContain(`mediaPresentationDuration="PT${sample.durationMs / 1000}S"`);
      expect(read(sample.hls.replace('master.m3u8', 'audio/index.m3u8'))).not.toContain('EXT-X-KEY');
    });
  }
});

describe('the demo keys', () => {
  const keyIds = DEMO_RECORDINGS.flatMap((r) => (r.keyId ? [r.keyId] : []));

  it('hold a key for every protected recording and none for anything else', () => {
    expect(DEMO_RECORDINGS.filter((r) => r.protected).map((r) => r.keyId)).toEqual(keyIds);
    expect(Object.keys(DEMO_CONTENT_KEYS).sort()).toEqual([...keyIds].sort());
    expect(new Set(keyIds).size).toBe(keyIds.length);
    expect(new Set(Object.values(DEMO_CONTENT_KEYS)).size).toBe(keyIds.length);
  });

  it('never appear in the media tree, in any spelling', () => {
    const spellings = Object.values(DEMO_CONTENT_KEYS).flatMap((hex) => {
      const bytes = Buffer.from(hex, 'hex');
      return [
        bytes,
        Buffer.from(hex),
        Buffer.from(hex.toUpperCase()),
        Buffer.from(hexAsUuid(hex)),
        Buffer.from(bytes.toString('base64').replace(/=+$/, '')),
        Buffer.from(bytes.toString('base64url')),
      ];
    });
    const files = filesUnder(join(REPO, DEMO_MEDIA_DIR));
    expect(files.length).toBeGreaterThan(DEMO_RECORDINGS.length);
    for (const file of files) {
      const content = readFileSync(file);
      for (const spelling of spellings) expect(content.includes(spelling), file).toBe(false);
    }
  });
});

describe('the media tree', () => {
  it('holds only the public tree and the downloads, under its budget', () => {
    expect(readdirSync(join(REPO, DEMO_MEDIA_DIR)).sort()).toEqual(['downloads', 'public']);
    const total = filesUnder(join(REPO, DEMO_MEDIA_DIR)).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThanOrEqual(DEMO_MEDIA_BUDGET_BYTES);
  });

  it('holds a folder for each recording and a download for each audiobook, nothing else', () => {
    expect(readdirSync(join(REPO, DEMO_MEDIA_PUBLIC_DIR)).sort()).toEqual(DEMO_RECORDINGS.map((r) => r.id).sort());
    expect(readdirSync(join(REPO, DEMO_MEDIA_DOWNLOADS_DIR)).sort()).toEqual(audiobooks.map((r) => r.download).sort());
  });
});
