/** Who is asking: the signed-in user of a request, as its access token says. */
export interface Viewer {
  readonly userId: string;
  readonly sessionId: string;
  readonly deviceId: string;
  /** How the token came: cookie-authenticated writes need the CSRF check, bearer ones cannot be forged by a page. */
  readonly via: 'cookie' | 'bearer';
}
