import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { PlayEpisodeInput } from '#application/player/play-episode.use-case';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';

/** What a page asks the player for; where the listener is is the hook's to know. */
export type EpisodeLaunchRequest = Omit<PlayEpisodeInput, 'currentPath'>;

/** Loads a podcast episode into the persistent player, from the page the listener is on. */
export const usePlayEpisode = (): ((request: EpisodeLaunchRequest) => void) => {
  const playEpisode = useService(TOKENS.PlayEpisode);
  const { pathname, search } = useLocation();
  return useCallback(
    (request) => {
      playEpisode.execute({ ...request, currentPath: `${pathname}${search}` }).catch(() => undefined);
    },
    [playEpisode, pathname, search],
  );
};
