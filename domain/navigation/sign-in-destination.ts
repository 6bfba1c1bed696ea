import { type RedirectPolicy, safeRedirect } from './safe-redirect';

/**
 * Spec §4, §5: where a sign-in or sign-up ends: the requested redirectTo when the safe-redirect rule accepts it
 * (normalised), else the fallback (the market's home).
 */
export const signInDestination = (requested: string | null, policy: RedirectPolicy, fallback: string): string => {
  if (requested === null) return fallback;
  const checked = safeRedirect(requested, policy);
  return checked.ok ? checked.value : fallback;
};
