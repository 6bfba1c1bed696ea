import { nothing } from './does-not-exist';

export const value = nothing;
