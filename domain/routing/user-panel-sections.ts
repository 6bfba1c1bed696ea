import type { Market } from '../market/market';
import type { RouteName } from './route-table';

/** Spec §2 route table: the user panel's sections, in the order the panel lists them. */
export const USER_PANEL_SECTIONS = [
  'userPanel',
  'userPanel_profile',
  'userPanel_consents',
  'userPanel_sessions',
  'userPanel_familySharing',
  'userPanel_managePlan',
  'userPanel_listeningStats',
  'userPanel_playbackLimit',
] as const satisfies readonly RouteName[];

export type UserPanelSection = (typeof USER_PANEL_SECTIONS)[number];

/** Spec §1: the sections a market's panel lists; family sharing only where the market has the sharing flag. */
export const userPanelSectionsOf = (market: Pick<Market, 'features'>): readonly UserPanelSection[] =>
  USER_PANEL_SECTIONS.filter((name) => name !== 'userPanel_familySharing' || market.features.sharing);
