import { aPrice } from '../test/mother';

export const price = aPrice();
