import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { ROUTE_TABLE } from '#domain/routing/route-table';
import { USER_PANEL_SECTIONS, userPanelSectionsOf } from '#domain/routing/user-panel-sections';

describe('the user panel sections (spec §1, §2)', () => {
  it('lists all eight where sharing is on (pl), and all but family sharing where it is off', () => {
    expect(userPanelSectionsOf(MARKETS.pl)).toEqual(USER_PANEL_SECTIONS);
    const off = Object.values(MARKETS).find((market) => !market.features.sharing);
    expect(off && userPanelSectionsOf(off)).toEqual(USER_PANEL_SECTIONS.filter((s) => s !== 'userPanel_familySharing'));
  });

  it('names routes of the route table, each once', () => {
    for (const name of USER_PANEL_SECTIONS) expect(ROUTE_TABLE).toHaveProperty(name);
    expect(new Set(USER_PANEL_SECTIONS).size).toBe(USER_PANEL_SECTIONS.length);
  });

  it('keeps the panel order and drops only family sharing, whatever the market', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(MARKETS)), (market) => {
        const shown = userPanelSectionsOf(market);
        expect(shown).toEqual(USER_PANEL_SECTIONS.filter((name) => shown.includes(name)));
        expect(shown.includes('userPanel_familySharing')).toBe(market.features.sharing);
        expect(USER_PANEL_SECTIONS.length - shown.length).toBe(market.features.sharing ? 0 : 1);
      }),
    );
  });
});
