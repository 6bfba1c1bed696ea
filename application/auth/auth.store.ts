import { type AuthState, INITIAL_AUTH_STATE } from '#domain/auth/auth-state';
import {
  type AuthBroadcast,
  type AuthCommand,
  type AuthEvent,
  authReducer,
  eventFromBroadcast,
  type ProfileFailure,
} from '#domain/auth/auth.reducer';
import type { User } from '#domain/auth/user';
import type { CrossTabPort, Unsubscribe } from '../ports/cross-tab.port';
import type { LoggedInCookiePort } from '../ports/logged-in-cookie.port';
import type { SessionGateway } from '../ports/session-gateway.port';
import { Store } from '../shared/store';
import type { SessionError } from './auth.errors';

export interface AuthStoreDeps {
  readonly sessionGateway: SessionGateway;
  readonly crossTab: CrossTabPort<AuthBroadcast>;
  readonly loggedInCookie: LoggedInCookiePort;
}

/** Only the server's "nobody is signed in" ends the session hint; no answer (or a gateway fault) proves nothing. */
const profileFailureOf = (error: SessionError | undefined): ProfileFailure =>
  error?.code === 'AUTH.NOT_SIGNED_IN' ? 'noSession' : 'unreachable';

/**
 * Spec §3, §4 client auth state: runs the auth reducer and carries out its commands through the ports
 * (profile load, loggedIn cookie, token sync, broadcast to other tabs). Changes broadcast by other tabs
 * are applied as `other-tab` events, which the reducer never broadcasts again.
 */
export class AuthStore extends Store<AuthState> {
  readonly #deps: AuthStoreDeps;
  readonly #unsubscribe: Unsubscribe;

  constructor(deps: AuthStoreDeps) {
    super(INITIAL_AUTH_STATE);
    this.#deps = deps;
    this.#unsubscribe = deps.crossTab.subscribe((message) => void this.#dispatch(eventFromBroadcast(message)));
  }

  /** The start check (spec §4); resolves once it and the token sync are done, at once if it already ran. */
  start(): Promise<void> {
    return this.#dispatch({ type: 'startCheckRequested' });
  }

  signedIn(user: User): Promise<void> {
    return this.#dispatch({ type: 'signedIn', user, origin: 'this-tab' });
  }

  signedOut(): Promise<void> {
    return this.#dispatch({ type: 'signedOut', origin: 'this-tab' });
  }

  userUpdated(user: User): Promise<void> {
    return this.#dispatch({ type: 'userUpdated', user, origin: 'this-tab' });
  }

  override dispose(): void {
    this.#unsubscribe();
    super.dispose();
  }

  #dispatch(event: AuthEvent): Promise<void> {
    const { state, commands } = authReducer(this.state, event);
    this.setState(state);
    return this.#executeFrom(commands, 0);
  }

  // In the reducer's order; commands that need no I/O run at once, so a broadcast leaves in the same turn.
  #executeFrom(commands: readonly AuthCommand[], index: number): Promise<void> {
    for (let i = index; i < commands.length; i += 1) {
      const command = commands[i];
      const pending = command === undefined ? undefined : this.#execute(command);
      if (pending) return pending.then(() => this.#executeFrom(commands, i + 1));
    }
    return Promise.resolve();
  }

  #execute(command: AuthCommand): Promise<void> | undefined {
    const { sessionGateway, crossTab, loggedInCookie } = this.#deps;
    switch (command.type) {
      case 'loadProfile':
        // A throwing gateway is a fault, but the spinner must not wait forever: treat it as "nobody signed in".
        return sessionGateway
          .fetchCurrentUser()
          .catch(() => null)
          .then((result) =>
            this.#dispatch(
              result?.ok
                ? { type: 'profileLoaded', user: result.value }
                : { type: 'profileLoadFailed', reason: profileFailureOf(result?.error) },
            ),
          );
      case 'setLoggedInCookie':
        loggedInCookie.set();
        return undefined;
      case 'removeLoggedInCookie':
        loggedInCookie.remove();
        return undefined;
      case 'syncTokens':
        // Nothing follows a failed sync: the next call meeting a 401 refreshes the token (spec §8).
        return sessionGateway.syncTokens().then(
          () => undefined,
          () => undefined,
        );
      case 'broadcast':
        crossTab.publish(command.message);
        return undefined;
    }
  }
}
