import { APP_BANNER_COOKIE } from '#domain/shell/app-install-banner';
import { rememberClosed } from '../shell/closing-cookie';

/** How long a closed banner stays closed (the spec gives no lifetime; a month keeps it from nagging). */
export const APP_BANNER_CLOSED_DAYS = 30;

/** Spec §2: remembers, for the whole store, that the app-install banner was closed. */
export const rememberAppBannerClosed = (doc: Document): void =>
  rememberClosed(doc, APP_BANNER_COOKIE, APP_BANNER_CLOSED_DAYS * 86_400);
