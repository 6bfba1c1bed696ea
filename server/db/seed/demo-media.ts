import type { Locale } from '#domain/market/locale';
import { stringHash } from '#server/catalogue/seeded-random';
import type { DemoRecording } from '#server/media/demo-recording';
import { DEMO_RECORDINGS } from '#server/media/demo-recordings';

/**
 * The recordings a demo row of `locale` may map onto: of that kind, spoken in the market's language and, for
 * audiobooks, protected exactly when the title is. Sorted by id so the choice never depends on the generator's order.
 */
const candidates = (
  locale: Locale,
  kind: DemoRecording['kind'],
  protectedOnly: boolean | null,
  recordings: readonly DemoRecording[],
): readonly DemoRecording[] => {
  const found = recordings
    .filter((r) => r.locale === locale && r.kind === kind && (protectedOnly === null || r.protected === protectedOnly))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (found.length === 0)
    throw new Error(
      `No ${protectedOnly === null ? '' : protectedOnly ? 'protected ' : 'clear '}${kind} recording for the ${locale} market`,
    );
  return found;
};

/** One of the candidates, chosen by the row's name: the same title always gets the same recording. */
const chooseFor = (name: string, found: readonly DemoRecording[]): DemoRecording =>
  found[stringHash(name) % found.length] as DemoRecording;

/**
 * The recording a demo audiobook takes its media from: the market language's protected recording for a title the
 * seed protects, its clear one otherwise (several titles share one). Where a language had more than one of a kind,
 * the work's key would spread the titles over them.
 */
export const audiobookRecordingFor = (
  locale: Locale,
  workKey: string,
  isProtected: boolean,
  recordings: readonly DemoRecording[] = DEMO_RECORDINGS,
): DemoRecording => chooseFor(workKey, candidates(locale, 'audiobook', isProtected, recordings));

/** The recording a demo podcast episode plays: a clear episode recording in the market's language. */
export const episodeRecordingFor = (
  locale: Locale,
  episodeName: string,
  recordings: readonly DemoRecording[] = DEMO_RECORDINGS,
): DemoRecording => chooseFor(episodeName, candidates(locale, 'podcast-episode', null, recordings));
