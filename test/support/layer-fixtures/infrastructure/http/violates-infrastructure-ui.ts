import { Home } from '../../ui/home';

export const page = Home;
