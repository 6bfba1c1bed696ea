/** Issue 20: a keyboard press as the player sees it (`key` and `code` as KeyboardEvent names them). */
export interface KeyPress {
  readonly key: string;
  readonly code?: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  /** The press went to a text field, a text area, a select or an editable element. */
  readonly targetIsEditable: boolean;
}

/** Issue 20: the arrow keys change the volume by this much (the player clamps it to 0-1). */
export const VOLUME_SHORTCUT_STEP = 0.05;

/** Issue 20: what a shortcut asks of the player. */
export type ShortcutIntent =
  | { readonly type: 'togglePlay' }
  /** Skip by the listener's skip back or forward interval. */
  | { readonly type: 'skipBack' }
  | { readonly type: 'skipForward' }
  | { readonly type: 'changeVolume'; readonly delta: number }
  /** One speed step faster (1) or slower (-1). */
  | { readonly type: 'changeRate'; readonly direction: 1 | -1 }
  | { readonly type: 'previousChapter' }
  | { readonly type: 'nextChapter' }
  | { readonly type: 'toggleMute' }
  | { readonly type: 'addBookmark' }
  | { readonly type: 'openSleepTimer' }
  | { readonly type: 'openShortcutSheet' };

/**
 * One key of a shortcut: its KeyboardEvent `key` (letters in lower case, matched in either case) and whether Shift is
 * held, or `either` for characters that some layouts type with Shift and others without (`?`, `<`, `>`).
 */
export interface ShortcutKey {
  readonly key: string;
  readonly shift: boolean | 'either';
}

/** Issue 20: one row of the shortcut sheet: what it does and the keys that do it. */
export interface PlayerShortcut {
  readonly intent: ShortcutIntent;
  readonly keys: readonly ShortcutKey[];
}

const plain = (key: string): ShortcutKey => ({ key, shift: false });
const shifted = (key: string): ShortcutKey => ({ key, shift: true });
const anyShift = (key: string): ShortcutKey => ({ key, shift: 'either' });

/**
 * Issue 20 keyboard shortcuts, one table for the keys and the shortcut sheet: Space and K play or pause, the left and
 * right arrows skip, the up and down arrows change the volume, Shift with them (or > and <) the speed, N and P the
 * chapter, M mutes, B adds a bookmark, S opens the sleep timer and ? this sheet.
 */
export const PLAYER_SHORTCUTS: readonly PlayerShortcut[] = [
  { intent: { type: 'togglePlay' }, keys: [plain(' '), plain('k')] },
  { intent: { type: 'skipBack' }, keys: [plain('ArrowLeft')] },
  { intent: { type: 'skipForward' }, keys: [plain('ArrowRight')] },
  { intent: { type: 'changeVolume', delta: VOLUME_SHORTCUT_STEP }, keys: [plain('ArrowUp')] },
  { intent: { type: 'changeVolume', delta: -VOLUME_SHORTCUT_STEP }, keys: [plain('ArrowDown')] },
  { intent: { type: 'changeRate', direction: 1 }, keys: [shifted('ArrowUp'), anyShift('>')] },
  { intent: { type: 'changeRate', direction: -1 }, keys: [shifted('ArrowDown'), anyShift('<')] },
  { intent: { type: 'nextChapter' }, keys: [plain('n')] },
  { intent: { type: 'previousChapter' }, keys: [plain('p')] },
  { intent: { type: 'toggleMute' }, keys: [plain('m')] },
  { intent: { type: 'addBookmark' }, keys: [plain('b')] },
  { intent: { type: 'openSleepTimer' }, keys: [plain('s')] },
  { intent: { type: 'openShortcutSheet' }, keys: [anyShift('?')] },
];

// Old browsers name the space bar 'Spacebar'; a letter typed on a non-Latin layout is found by its physical key.
const keyOf = ({ key, code }: KeyPress): string => {
  if (key === 'Spacebar' || (key === '' && code === 'Space')) return ' ';
  const letter = /^Key([A-Z])$/.exec(code ?? '')?.[1];
  if (letter !== undefined && key.length === 1 && key.charCodeAt(0) > 0x7f) return letter.toLowerCase();
  return key.length === 1 ? key.toLowerCase() : key;
};

const matches = (shortcut: ShortcutKey, key: string, shiftKey: boolean): boolean =>
  shortcut.key === key && (shortcut.shift === 'either' || shortcut.shift === shiftKey);

/**
 * Issue 20: the intent of a key press by the shortcut table, or null: presses while typing in a field and presses
 * with Ctrl, Meta (Cmd) or Alt belong to the page and the browser, never to the player.
 */
export const shortcutIntent = (press: KeyPress): ShortcutIntent | null => {
  if (press.targetIsEditable || press.ctrlKey || press.metaKey || press.altKey) return null;
  const key = keyOf(press);
  return PLAYER_SHORTCUTS.find((row) => row.keys.some((k) => matches(k, key, press.shiftKey)))?.intent ?? null;
};
