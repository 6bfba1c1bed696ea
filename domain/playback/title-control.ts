import type { PlayerState } from './player.reducer';

/**
 * What a title page's button for one way of hearing a title (its sample, or the whole recording) offers, given the
 * persistent player: to start it, to pause or resume it once the player holds it, or nothing while it loads.
 */
export type TitleControl = 'start' | 'loading' | 'pause' | 'resume';

/** How the button would hear the title: its sample (spec §4 isSample), or the whole of it. */
export type TitleMode = 'sample' | 'whole';

/**
 * Spec §4 player flags seen from a title's page: the button follows the player while the player holds this title in
 * this mode (loading, playing, paused); otherwise, and once it has ended or failed, it starts the title again. The id
 * is the page's product id, which is the audiobook's.
 */
export const titleControl = (player: PlayerState, audiobookId: string, mode: TitleMode): TitleControl => {
  const holdsIt = player.audiobookId === audiobookId && player.isSample === (mode === 'sample');
  if (!holdsIt || player.isEnded) return 'start';
  switch (player.status) {
    case 'loading':
      return 'loading';
    case 'ready':
      return player.isPlaying ? 'pause' : 'resume';
    default:
      return 'start';
  }
};
