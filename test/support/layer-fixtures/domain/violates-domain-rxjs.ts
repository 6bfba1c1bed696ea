import { Subject } from 'rxjs';

export const ticks = new Subject<number>();
