import type { SentrySdk } from './sentry-error-reporter';

/** `@sentry/browser`, in a chunk of its own that only a page with a failure to report ever fetches. */
export const loadSentrySdk = async (): Promise<SentrySdk> => {
  const { init, captureException } = await import('@sentry/browser');
  return { init, captureException };
};
