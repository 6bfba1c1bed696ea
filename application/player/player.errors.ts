/** Expected failures of playback reporting; the codes double as i18n keys. */
export type PlaybackReportError = { readonly code: 'PLAYBACK.REPORT_FAILED' };
