import { render } from '../server/violates-server-ui';

export const ssr = render;
