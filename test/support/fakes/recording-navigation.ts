import type { NavigationPort } from '#application/ports/navigation.port';

/** Where the application asked the browser to go, in order. */
export class RecordingNavigation implements NavigationPort {
  readonly visits: 'signIn'[] = [];

  goToSignIn(): void {
    this.visits.push('signIn');
  }
}
