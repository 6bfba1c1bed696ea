import { b } from './violates-circular-b';

export const a = (): number => b() + 1;
