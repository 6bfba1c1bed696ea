import type { RouteConfig } from '@react-router/dev/routes';
import { storefrontRoutes } from './routes/route-config';

export default storefrontRoutes() satisfies RouteConfig;
