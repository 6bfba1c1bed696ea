import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type KeyPress, PLAYER_SHORTCUTS, shortcutIntent } from '#domain/playback/player-shortcuts';

const tableKeys = PLAYER_SHORTCUTS.flatMap((row) => row.keys.map((k) => k.key));

const keyPress: fc.Arbitrary<KeyPress> = fc.record({
  key: fc.oneof(
    fc.constantFrom(...tableKeys, 'K', 'N', 'Spacebar', 'Enter', 'Tab', 'Escape', 'x', '/'),
    fc.string({ maxLength: 2 }),
  ),
  code: fc.option(fc.constantFrom('Space', 'KeyK', 'KeyN', 'KeyM', 'Digit1', 'Slash'), { nil: undefined }),
  shiftKey: fc.boolean(),
  ctrlKey: fc.boolean(),
  metaKey: fc.boolean(),
  altKey: fc.boolean(),
  targetIsEditable: fc.boolean(),
});

describe('player shortcut properties (issue 20)', () => {
  it('does nothing while typing in a field or with Ctrl, Meta or Alt held', () => {
    fc.assert(
      fc.property(keyPress, (press) => {
        if (press.targetIsEditable || press.ctrlKey || press.metaKey || press.altKey) {
          expect(shortcutIntent(press)).toBeNull();
        }
      }),
    );
  });

  it('answers only with intents the shortcut sheet lists', () => {
    const listed = PLAYER_SHORTCUTS.map((row) => row.intent);
    fc.assert(
      fc.property(keyPress, (press) => {
        const intent = shortcutIntent(press);
        if (intent !== null) expect(listed).toContainEqual(intent);
      }),
    );
  });

  it("gives every key of the sheet its row's intent, whatever the letter case, and binds no key twice", () => {
    const seen = new Set<string>();
    for (const row of PLAYER_SHORTCUTS) {
      for (const { key, shift } of row.keys) {
        for (const shiftKey of shift === 'either' ? [false, true] : [shift]) {
          const binding = `${key}|${shiftKey}`;
          expect(seen.has(binding)).toBe(false);
          seen.add(binding);
          const base = { shiftKey, ctrlKey: false, metaKey: false, altKey: false, targetIsEditable: false };
          expect(shortcutIntent({ ...base, key })).toBe(row.intent);
          if (key.length === 1) expect(shortcutIntent({ ...base, key: key.toUpperCase() })).toBe(row.intent);
        }
      }
    }
  });
});
