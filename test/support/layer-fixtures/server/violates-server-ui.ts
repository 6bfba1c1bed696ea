import { Home } from '../ui/home';

export const render = Home;
