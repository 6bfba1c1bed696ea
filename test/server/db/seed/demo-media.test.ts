import { describe, expect, it } from 'vitest';
import { type Locale, LOCALES } from '#domain/market/locale';
import { buildMarketSeed } from '#server/db/seed/build-demo-catalogue';
import { FREE_WORKS, worksOf } from '#server/db/seed/content/works';
import { audiobookRecordingFor, episodeRecordingFor } from '#server/db/seed/demo-media';
import { deterministicId } from '#server/db/seed/deterministic-id';
import type { DemoRecording } from '#server/media/demo-recording';
import { DEMO_RECORDINGS } from '#server/media/demo-recordings';

const recordingById = new Map(DEMO_RECORDINGS.map((r) => [r.id, r]));
const recordingOf = (id: string | null | undefined): DemoRecording => {
  const recording = recordingById.get(id ?? '');
  if (!recording) throw new Error(`No recording ${String(id)}`);
  return recording;
};

describe.each(LOCALES)('the %s demo catalogue and the recordings', (locale) => {
  const rows = buildMarketSeed(locale);

  it('maps every audiobook onto an audiobook recording of its language, sample included', () => {
    expect(rows.audiobooks.length).toBeGreaterThanOrEqual(40);
    for (const book of rows.audiobooks) {
      const recording = recordingOf(book.media_id);
      expect(recording.kind, book.product_id).toBe('audiobook');
      expect(recording.locale, book.product_id).toBe(locale);
      expect(book.sample_media_id).toBe(recording.id);
      expect(book.has_sample).toBe(1);
      expect(book.sample_duration_ms).toBe(recording.sample?.durationMs);
    }
  });

  it('takes each audiobook’s duration, DRM flag and chapters from its recording', () => {
    for (const book of rows.audiobooks) {
      const recording = recordingOf(book.media_id);
      expect(book.duration_ms, book.product_id).toBe(recording.durationMs);
      expect(book.is_drm_protected, book.product_id).toBe(recording.protected ? 1 : 0);
      const chapters = rows.chapters
        .filter((c) => c.audiobook_id === book.product_id)
        .sort((a, b) => a.position - b.position);
      expect(chapters.map((c) => c.position)).toEqual(recording.chapters.map((_, i) => i + 1));
      expect(chapters.map((c) => ({ title: c.title, startMs: c.start_ms, durationMs: c.duration_ms }))).toEqual(
        recording.chapters,
      );
    }
  });

  it('keeps the seed’s DRM choice: free titles as listed, paid ones protected unless Inkwell publishes them', () => {
    const inkwell = deterministicId(`${locale}/publisher/inkwell`);
    for (const work of worksOf(locale)) {
      const id = deterministicId(`${locale}/product/${work.key}`);
      const book = rows.audiobooks.find((b) => b.product_id === id);
      const publisher = rows.product_publishers.find((p) => p.product_id === id)?.person_id;
      const free = FREE_WORKS[work.key];
      expect(book?.is_drm_protected, work.key).toBe((free ? free.drm : publisher !== inkwell) ? 1 : 0);
    }
    expect(rows.audiobooks.some((b) => b.is_drm_protected === 1)).toBe(true);
    expect(rows.audiobooks.some((b) => b.is_drm_protected === 0)).toBe(true);
  });

  it('plays every podcast episode from an episode recording of its language, with its duration', () => {
    expect(rows.podcast_episodes.length).toBeGreaterThan(0);
    for (const episode of rows.podcast_episodes) {
      const recording = recordingOf(episode.media_id);
      expect(recording.kind).toBe('podcast-episode');
      expect(recording.locale).toBe(locale);
      expect(episode.duration_ms).toBe(recording.durationMs);
    }
  });
});

describe('the rule that picks a title’s recording', () => {
  const recording = (id: string, locale: Locale, kind: DemoRecording['kind'], isProtected: boolean) =>
    ({ ...recordingOf('pl-latarnia-na-cyplu'), id, locale, kind, protected: isProtected }) as DemoRecording;

  it('takes the language’s protected recording for a protected title and its clear one otherwise', () => {
    for (const locale of LOCALES) {
      const own = DEMO_RECORDINGS.filter((r) => r.locale === locale && r.kind === 'audiobook');
      expect(audiobookRecordingFor(locale, 'any-work', true)).toBe(own.find((r) => r.protected));
      expect(audiobookRecordingFor(locale, 'any-work', false)).toBe(own.find((r) => !r.protected));
      expect(episodeRecordingFor(locale, 'any-show/1').kind).toBe('podcast-episode');
    }
  });

  it('spreads titles over several recordings of a kind by their key, the same way every time', () => {
    const recordings = [
      recording('pl-b', 'pl', 'audiobook', true),
      recording('pl-a', 'pl', 'audiobook', true),
      recording('pl-c', 'pl', 'audiobook', false),
    ];
    const keys = Array.from({ length: 40 }, (_, i) => `work-${i}`);
    const picked = keys.map((key) => audiobookRecordingFor('pl', key, true, recordings).id);
    expect(new Set(picked)).toEqual(new Set(['pl-a', 'pl-b']));
    expect(keys.map((key) => audiobookRecordingFor('pl', key, true, [...recordings].reverse()).id)).toEqual(picked);
  });

  it('refuses a market with no recording of the kind the title needs', () => {
    const clearOnly = [recording('pl-c', 'pl', 'audiobook', false)];
    expect(() => audiobookRecordingFor('pl', 'w', true, clearOnly)).toThrow(/protected audiobook.*pl/);
    expect(() => episodeRecordingFor('de', 'show/1', clearOnly)).toThrow(/podcast-episode.*de/);
  });
});

describe('the rest of a title since its media came from the recordings', () => {
  // As the first seed version wrote them: the invented media's draws are still made, so the later ones agree.
  it.each([
    ['pl', 'a-study-in-scarlet', '2026-05-19T11:21:35+00:00', 3490, '8c49ebe3-f01d-5a51-aa1a-5e0f675228a9'],
    ['de', 'treasure-island', '2024-08-28T06:09:19+00:00', 699, 'cf303d8e-e3e4-5ead-ba5c-17998b864e04'],
    ['tr', 'alice-in-wonderland', '2025-09-01T06:42:38+00:00', 9900, 'e87fa30d-fb22-510a-8837-a569ae82f32f'],
    ['en', 'meditations', '2024-07-06T09:18:13+00:00', 1990, '5ea00017-316c-5ed3-a3c6-f07583d16061'],
  ] as const)('%s %s keeps its release date, price and lector', (locale, key, publishedAt, price, lectorId) => {
    const rows = buildMarketSeed(locale);
    const id = deterministicId(`${locale}/product/${key}`);
    expect(rows.products.find((p) => p.id === id)?.published_at).toBe(publishedAt);
    expect(rows.product_prices.find((p) => p.product_id === id)?.price).toBe(price);
    expect(rows.product_lectors.filter((l) => l.product_id === id).map((l) => l.person_id)).toEqual([lectorId]);
  });
});
