import { price } from '../domain/used';

export const main = () => price(1);
