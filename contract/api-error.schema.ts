import { z } from './zod';

/** api-contract "Errors": one JSON shape for every failure, with field errors for invalid input. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ property: z.string(), code: z.string() })).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
