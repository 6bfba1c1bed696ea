import { cartSchema } from '../../contract/cart.schema';

export const hit = cartSchema;
