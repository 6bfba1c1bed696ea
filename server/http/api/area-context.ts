import type { Hono } from 'hono';
import type { ServerModules } from '../../composition/server-modules';
import type { Logger } from '../../logging/logger';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import type { CommandRegistry } from './command-registry';

/** Where an area registers its routes: the API under `/{lang}/v2`, its commands, and pages at the site root. */
export interface ApiAreaContext {
  readonly api: Hono<AppEnv>;
  readonly registry: ApiRegistry;
  readonly commands: CommandRegistry;
  /** Routes outside `/{lang}/v2`: development pages (`/dev/*`) and the legacy cart host paths (spec §7). */
  readonly site: Hono<AppEnv>;
  /** The areas' use cases, built once by the composition root. */
  readonly modules: ServerModules;
  readonly logger: Logger;
  /** The clock; tests move it to expire tokens and limits. */
  readonly now: () => Date;
  /** The brand name (`/join-{product}-club`, `/success/{product}-club`). */
  readonly product: string;
}
