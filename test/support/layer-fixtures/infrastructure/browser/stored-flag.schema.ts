import { z } from '../../contract/zod';

export const storedFlag = z.boolean();
