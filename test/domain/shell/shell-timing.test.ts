import { describe, expect, it } from 'vitest';
import {
  MARQUEE_DELAY_MS,
  MARQUEE_SPEED,
  MENU_CLOSING_DELAY_MS,
  SUBMENU_OPEN_DELAY_MS,
} from '#domain/shell/shell-timing';

describe('shell timing (spec §9)', () => {
  it('uses the spec numbers', () => {
    expect({ MARQUEE_DELAY_MS, MARQUEE_SPEED, MENU_CLOSING_DELAY_MS, SUBMENU_OPEN_DELAY_MS }).toEqual({
      MARQUEE_DELAY_MS: 4_000,
      MARQUEE_SPEED: 5,
      MENU_CLOSING_DELAY_MS: 200,
      SUBMENU_OPEN_DELAY_MS: 100,
    });
  });
});
