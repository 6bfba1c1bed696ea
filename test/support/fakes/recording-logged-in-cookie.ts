import type { LoggedInCookiePort } from '#application/ports/logged-in-cookie.port';

/** The loggedIn cookie as a flag, with the history of writes. */
export class RecordingLoggedInCookie implements LoggedInCookiePort {
  isSet = false;
  readonly writes: ('set' | 'remove')[] = [];

  set(): void {
    this.isSet = true;
    this.writes.push('set');
  }

  remove(): void {
    this.isSet = false;
    this.writes.push('remove');
  }
}
