import { z } from 'zod';

// zod probes `new Function` to pick its fast path; under our CSP (no 'unsafe-eval') the probe is a reported violation.
z.config({ jitless: true });

/** zod for the wire schemas, configured for pages served under a strict Content-Security-Policy. */
export { z };
