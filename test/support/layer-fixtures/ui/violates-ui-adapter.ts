import { SomeAdapter } from '../infrastructure/http/some-adapter';

export const adapter = new SomeAdapter();
