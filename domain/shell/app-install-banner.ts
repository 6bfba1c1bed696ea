/** Spec §2: the cookie that remembers the app-install banner was closed (the spec does not name it; this is ours). */
export const APP_BANNER_COOKIE = { name: 'appBanner', closedValue: 'closed' } as const;

/** Spec §2: the mobile platforms the app is offered on. */
export type AppPlatform = 'android' | 'ios';

/** Spec §2: the mobile platform a user agent names, if it is one the app exists for (iPadOS in desktop mode reads as macOS). */
export const appPlatformOf = (userAgent: string): AppPlatform | undefined => {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return undefined;
};

/** Spec §2: the app-install banner shows on Android or iOS user agents unless its cookie says it was closed. */
export const shouldShowAppInstallBanner = (userAgent: string, bannerCookie: string | undefined): boolean =>
  appPlatformOf(userAgent) !== undefined && bannerCookie !== APP_BANNER_COOKIE.closedValue;

/** Spec §2: the platform whose app-install banner a request gets, or null when it gets none. */
export const appInstallBannerFor = (userAgent: string, bannerCookie: string | undefined): AppPlatform | null =>
  shouldShowAppInstallBanner(userAgent, bannerCookie) ? (appPlatformOf(userAgent) ?? null) : null;
