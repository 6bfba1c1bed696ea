import { of } from 'rxjs';

export const schemas = of(1);
