// Clean: application importing rxjs and domain.
import { BehaviorSubject } from 'rxjs';
import type { MinorUnits } from '../domain/money';

export const total$ = new BehaviorSubject<MinorUnits | null>(null);
