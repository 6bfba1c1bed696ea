import { z } from './zod';
import { double } from '../domain/price';

export const cartSchema = z.object({ total: z.number() }).transform((c) => ({ ...c, label: double(c.total) }));
