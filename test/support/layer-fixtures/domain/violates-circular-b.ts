import { a } from './violates-circular-a';

export const b = (): number => 0;
export const viaA = (): number => a();
