import type { Brand } from '../shared/brand';
import { milliseconds, type Milliseconds } from '../shared/time';

/** A phrase that may be submitted: trimmed, non-empty and at most SEARCH_PHRASE_MAX_LENGTH characters. */
export type SearchPhrase = Brand<string, 'SearchPhrase'>;

/** Spec §5 and §9: a search phrase holds at most 120 characters (UTF-16 code units, as an input's maxlength counts). */
export const SEARCH_PHRASE_MAX_LENGTH = 120;

/** Spec §5 and §9: live search waits for 250 ms without typing before it queries (the application layer debounces). */
export const SEARCH_DEBOUNCE_MS: Milliseconds = milliseconds(250);

/** Spec §5: input that would make the phrase longer than 120 characters is ignored, so the phrase stays as it was. */
export const editPhrase = (current: string, input: string): string =>
  input.length > SEARCH_PHRASE_MAX_LENGTH ? current : input;

/** Spec §5: an empty or whitespace-only phrase cannot be submitted (and the search button is disabled). */
export const canSubmitPhrase = (phrase: string): boolean =>
  phrase.trim() !== '' && phrase.length <= SEARCH_PHRASE_MAX_LENGTH;

/** Spec §5: the phrase sent to the search route and the index, trimmed; undefined when it cannot be submitted. */
export const toSearchPhrase = (phrase: string): SearchPhrase | undefined =>
  canSubmitPhrase(phrase) ? (phrase.trim() as SearchPhrase) : undefined;
