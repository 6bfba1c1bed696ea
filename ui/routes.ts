import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/locale-redirect.tsx'),
  route(':locale', 'routes/locale-layout.tsx', [index('routes/home.tsx')]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
