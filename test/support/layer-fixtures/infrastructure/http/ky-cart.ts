import { cartSchema } from '../../contract/cart.schema';

export const parseCart = (body: unknown) => cartSchema.parse(body);
