import { useCallback, useRef } from 'react';
import { useLocation } from 'react-router';
import type { PlayTitleInput } from '#application/player/play-title.use-case';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';

/** What a page asks the player for; who listens and where they are is the hook's to know. */
export type LaunchRequest = Omit<PlayTitleInput, 'user' | 'currentPath'>;

/** Loads a title into the persistent player, for whoever is signed in, from the page the listener is on. */
export const usePlayTitle = (): ((request: LaunchRequest) => void) => {
  const playTitle = useService(TOKENS.PlayTitle);
  const auth = useService(TOKENS.AuthStore);
  const { pathname, search } = useLocation();
  return useCallback(
    (request) => {
      playTitle
        .execute({ ...request, user: auth.state.user, currentPath: `${pathname}${search}` })
        .catch(() => undefined);
    },
    [playTitle, auth, pathname, search],
  );
};

/**
 * Readies the player's engine once the listener shows they are about to play (the pointer over, or focus on, a play
 * button), so that its code is on the way before the press.
 */
export const usePreparePlayer = (): (() => void) => {
  const store = useService(TOKENS.PlayerStore);
  const prepared = useRef(false);
  return useCallback(() => {
    if (prepared.current) return;
    prepared.current = true;
    store.prepare();
  }, [store]);
};
