import { describe, expect, it } from 'vitest';
import {
  type KeyPress,
  PLAYER_SHORTCUTS,
  shortcutIntent,
  VOLUME_SHORTCUT_STEP,
} from '#domain/playback/player-shortcuts';

const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  targetIsEditable: false,
  ...more,
});
const shift = { shiftKey: true };

describe('shortcutIntent (issue 20: keyboard shortcuts, ignored while typing in a field)', () => {
  it('changes the volume in steps of 0.05', () => {
    expect(VOLUME_SHORTCUT_STEP).toBe(0.05);
  });

  it.each([
    [press(' ', { code: 'Space' }), { type: 'togglePlay' }],
    [press('Spacebar'), { type: 'togglePlay' }],
    [press('k'), { type: 'togglePlay' }],
    [press('K'), { type: 'togglePlay' }],
    [press('ArrowLeft'), { type: 'skipBack' }],
    [press('ArrowRight'), { type: 'skipForward' }],
    [press('ArrowUp'), { type: 'changeVolume', delta: 0.05 }],
    [press('ArrowDown'), { type: 'changeVolume', delta: -0.05 }],
    [press('ArrowUp', shift), { type: 'changeRate', direction: 1 }],
    [press('ArrowDown', shift), { type: 'changeRate', direction: -1 }],
    [press('>', shift), { type: 'changeRate', direction: 1 }],
    [press('<', shift), { type: 'changeRate', direction: -1 }],
    [press('<'), { type: 'changeRate', direction: -1 }],
    [press('n'), { type: 'nextChapter' }],
    [press('p'), { type: 'previousChapter' }],
    [press('m'), { type: 'toggleMute' }],
    [press('b'), { type: 'addBookmark' }],
    [press('s'), { type: 'openSleepTimer' }],
    [press('?', shift), { type: 'openShortcutSheet' }],
    [press('?'), { type: 'openShortcutSheet' }],
    [press('л', { code: 'KeyK' }), { type: 'togglePlay' }],
    [press('т', { code: 'KeyN' }), { type: 'nextChapter' }],
  ])('%j -> %j', (keyPress, intent) => {
    expect(shortcutIntent(keyPress)).toEqual(intent);
  });

  it.each([
    [press(' ', { targetIsEditable: true })],
    [press('k', { targetIsEditable: true })],
    [press('ArrowLeft', { targetIsEditable: true })],
    [press('?', { shiftKey: true, targetIsEditable: true })],
    [press('ArrowLeft', { altKey: true })],
    [press('p', { ctrlKey: true })],
    [press('m', { metaKey: true })],
    [press('ArrowUp', { ctrlKey: true, shiftKey: true })],
    [press('ArrowLeft', shift)],
    [press('N', shift)],
    [press(' ', shift)],
    [press('x')],
    [press('Enter')],
    [press('Escape')],
    [press('ы', { code: 'KeyS', altKey: true })],
  ])('%j -> nothing', (keyPress) => {
    expect(shortcutIntent(keyPress)).toBeNull();
  });

  it('lists every shortcut once for the shortcut sheet, in the order the sheet shows them', () => {
    expect(PLAYER_SHORTCUTS.map((row) => [row.intent.type, row.keys.map((k) => k.key)])).toEqual([
      ['togglePlay', [' ', 'k']],
      ['skipBack', ['ArrowLeft']],
      ['skipForward', ['ArrowRight']],
      ['changeVolume', ['ArrowUp']],
      ['changeVolume', ['ArrowDown']],
      ['changeRate', ['ArrowUp', '>']],
      ['changeRate', ['ArrowDown', '<']],
      ['nextChapter', ['n']],
      ['previousChapter', ['p']],
      ['toggleMute', ['m']],
      ['addBookmark', ['b']],
      ['openSleepTimer', ['s']],
      ['openShortcutSheet', ['?']],
    ]);
  });
});
