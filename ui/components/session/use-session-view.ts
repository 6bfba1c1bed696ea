import type { AuthState } from '#domain/auth/auth-state';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { useHydrated } from '#ui/hooks/use-hydrated';
import { useStateObservable } from '#ui/hooks/use-state-observable';
import { sessionView } from './session-view';

/** The auth state to render, given whether the request carried the loggedIn cookie (see `sessionView`). */
export const useSessionView = (signedInHint: boolean): AuthState =>
  sessionView(useStateObservable(useService(TOKENS.AuthStore).state$), signedInHint, useHydrated());
