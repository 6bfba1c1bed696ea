// Clean: ui importing react, application, domain, the composition root and React Router's generated route types.
import type { ReactNode } from 'react';
import { total$ } from '../application/cart.store';
import type { MinorUnits } from '../domain/money';
import { TOKENS } from '../infrastructure/composition/tokens';
import type { Route } from './+types/home';

export const Home = (_props: Route.ComponentProps): ReactNode => (
  <p>{String(TOKENS.Adapter.description) + String(total$.getValue() as MinorUnits | null)}</p>
);
