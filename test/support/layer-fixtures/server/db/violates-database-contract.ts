import { cartSchema } from '../../contract/cart.schema';

export const cartRow = cartSchema;
