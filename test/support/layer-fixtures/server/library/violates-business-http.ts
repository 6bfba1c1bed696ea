import { ApiError } from '../http/api-error';

export const refuse = () => new ApiError();
