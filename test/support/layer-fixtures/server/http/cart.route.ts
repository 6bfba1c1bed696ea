import { cartSchema } from '../../contract/cart.schema';
import { ApiError } from './api-error';

export const cartRoute = (body: unknown) => (body ? cartSchema.parse(body) : new ApiError());
