// Clean: the composition root may import inversify and adapters.
import { Container } from 'inversify';
import { SomeAdapter } from '../http/some-adapter';

export const TOKENS = { Adapter: Symbol.for('Adapter') };
export const createContainer = (): Container => {
  const container = new Container();
  container.bind(TOKENS.Adapter).toConstantValue(new SomeAdapter());
  return container;
};
