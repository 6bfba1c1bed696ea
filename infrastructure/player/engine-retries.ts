/**
 * How often the engines ask again for what failed: enough to ride out one lost request, few and close enough that a
 * persistent failure (a missing segment, a 5xx, a refused licence) reaches the listener within 2 s.
 */
export const ENGINE_RETRIES = { attempts: 2, intervalMs: 250, licenceAttempts: 1 } as const;
