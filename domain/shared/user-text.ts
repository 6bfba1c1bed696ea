/** Whether a text written by a user may hold several lines (a review) or is one line (a signature, a name). */
export type UserTextLines = 'multiline' | 'single-line';

// Embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069) reorder what follows them: "Trojan Source"
// text that shows one thing and says another. The plain marks (U+200E, U+200F, U+061C) only tell a neutral
// character's direction and stay, as right-to-left writers need them.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;
// Every line break Unicode knows: CR LF, CR, LF, NEL, line and paragraph separators, vertical tab and form feed.
const LINE_BREAKS = /\r\n|[\n\r\u0085\u2028\u2029\v\f]/gu;
// Control characters (Unicode Cc) and unpaired surrogates, which no font draws and no database stores alike.
const CONTROL = /\p{Cc}/gu;
const LONE_SURROGATE = /\p{Surrogate}/gu;

/**
 * Quality bar "Security", free text users write and others read (reviews, signatures, names): takes out
 * bidirectional embeddings, overrides and isolates and every control character, so the text reads as it is stored.
 * Multi-line text keeps its line breaks, each as one `\n`, and its tabs; one-line text gets a space for each. A lone
 * surrogate becomes U+FFFD. Cleaning cleaned text changes nothing, and text with none of these stays as it is.
 */
export const cleanUserText = (text: string, lines: UserTextLines): string => {
  const keep = lines === 'multiline';
  return text
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(BIDI_CONTROLS, '')
    .replace(LINE_BREAKS, keep ? '\n' : ' ')
    .replace(/\t/gu, keep ? '\t' : ' ')
    .replace(CONTROL, (c) => (keep && (c === '\n' || c === '\t') ? c : ''));
};
