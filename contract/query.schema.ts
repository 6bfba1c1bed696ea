import { z } from './zod';

/** `_f[noLinks]=1` drops every `_links` but the top-level `self` (api-contract "Conventions"). */
export const noLinksQuerySchema = z.object({
  '_f[noLinks]': z.enum(['0', '1']).optional(),
});
