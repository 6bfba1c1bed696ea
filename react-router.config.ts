import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'ui',
  buildDirectory: 'build',
  ssr: true,
  // Every page loads the whole route table as one cached module (about 5 KiB gzip). Lazy discovery asked the server
  // for the routes of the page's links after hydration, and patching them in re-rendered the page from the root once
  // per part still waiting to hydrate: 6-13 more React commits and 12-60 ms more script per load, unthrottled.
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
