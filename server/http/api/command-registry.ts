import type { Context, Hono } from 'hono';
import { apiErrorSchema } from '#contract/api-error.schema';
import { z } from '#contract/zod';
import type { Viewer } from '../../accounts/session/viewer';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../auth/require-viewer';
import { type ApiRegistry, type ApiResponseSpec, readJsonObject, validateBody } from './api-operation';

/** One command of `POST /{lang}/v2/commands` (spec §7 "Commands"): a name plus the spec's fields. */
export interface CommandSpec<S extends z.ZodType> {
  readonly name: string;
  readonly summary: string;
  /** The fields besides `name`; unknown extra fields are ignored. */
  readonly payload: S;
  /** `user`: a signed-in viewer or 401; `any`: visitors too (sign-in, sign-up). */
  readonly auth: 'user' | 'any';
  readonly responses: Readonly<Record<number, ApiResponseSpec>>;
}

export type CommandHandler<S extends z.ZodType, V> = (
  c: Context<AppEnv>,
  payload: z.infer<S>,
  viewer: V,
) => Response | Promise<Response>;

interface RegisteredCommand {
  readonly spec: CommandSpec<z.ZodType>;
  readonly handler: CommandHandler<z.ZodType, Viewer | null>;
}

const COMMAND_NAME = /^[A-Za-z]{1,64}$/;

/** What the dispatcher itself answers, whichever command was named. */
const DISPATCHER_RESPONSES: Readonly<Record<number, string>> = {
  400: 'Not a JSON object, or an unknown command',
  403: 'Cross-site request refused (CSRF_REJECTED)',
  415: 'The body is not sent as `Content-Type: application/json` (UNSUPPORTED_MEDIA_TYPE)',
  422: 'Invalid fields: `errors: [{ property, code }]`',
};

/**
 * The answers of all commands, status by status: a description naming each command's meaning of the status, and
 * the bodies as one schema each, titled with the commands that answer it (one endpoint serves them all).
 */
const commandResponses = (specs: readonly CommandSpec<z.ZodType>[]): Record<number, ApiResponseSpec> => {
  const statuses = new Map<number, { lines: string[]; bodies: Map<z.ZodType, string[]> }>();
  const at = (status: number) => {
    const entry = statuses.get(status) ?? { lines: [], bodies: new Map<z.ZodType, string[]>() };
    statuses.set(status, entry);
    return entry;
  };
  for (const [status, description] of Object.entries(DISPATCHER_RESPONSES)) {
    const entry = at(Number(status));
    entry.lines.push(`Any command: ${description}`);
    entry.bodies.set(apiErrorSchema, ['Any command']);
  }
  for (const spec of specs)
    for (const [status, response] of Object.entries(spec.responses)) {
      const entry = at(Number(status));
      entry.lines.push(`${spec.name}: ${response.description}`);
      if (response.schema) entry.bodies.set(response.schema, [...(entry.bodies.get(response.schema) ?? []), spec.name]);
    }
  return Object.fromEntries(
    [...statuses].map(([status, { lines, bodies }]) => {
      const titled = [...bodies].map(([schema, names]) => schema.meta({ title: names.join(', ') }));
      const [only] = titled;
      const schema = titled.length > 1 ? z.union(titled) : only;
      return [status, { description: lines.join('\n'), ...(schema ? { schema } : {}) }];
    }),
  );
};

/** The commands of the API: each area defines its own; `mount` serves them all at one documented endpoint. */
export class CommandRegistry {
  readonly #commands = new Map<string, RegisteredCommand>();

  get names(): readonly string[] {
    return [...this.#commands.keys()];
  }

  /** A command that needs a signed-in viewer: the handler gets it, never an id from the body. Documents its 401. */
  user<S extends z.ZodType>(spec: Omit<CommandSpec<S>, 'auth'>, handler: CommandHandler<S, Viewer>): void {
    const responses = { 401: NOT_SIGNED_IN_RESPONSE, ...spec.responses };
    this.#add({ ...spec, responses, auth: 'user' }, handler as CommandHandler<z.ZodType, Viewer | null>);
  }

  /** A command open to visitors (the viewer is null when nobody is signed in). */
  any<S extends z.ZodType>(spec: Omit<CommandSpec<S>, 'auth'>, handler: CommandHandler<S, Viewer | null>): void {
    this.#add({ ...spec, auth: 'any' }, handler as CommandHandler<z.ZodType, Viewer | null>);
  }

  #add(spec: CommandSpec<z.ZodType>, handler: CommandHandler<z.ZodType, Viewer | null>) {
    if (this.#commands.has(spec.name)) throw new Error(`Command ${spec.name} is defined twice`);
    this.#commands.set(spec.name, { spec, handler });
  }

  /** `POST /commands`: picks the command by `name`, checks who may run it, validates its fields, runs it. */
  mount(api: Hono<AppEnv>, registry: ApiRegistry): void {
    const commands = () => [...this.#commands.values()];
    registry.define(
      api,
      {
        operationId: 'runCommand',
        method: 'post',
        path: '/commands',
        summary: `Runs one command, chosen by \`name\`: ${this.names.join(', ')}. Invalid fields answer 422 with \`errors: [{ property, code }]\`.`,
        tag: 'Commands',
        get documentedBody() {
          const variants = commands().map(({ spec }) =>
            z
              .object({ name: z.literal(spec.name) })
              .and(spec.payload)
              .describe(`${spec.name}: ${spec.summary}`),
          );
          return variants.length ? z.union(variants) : z.object({ name: z.string() });
        },
        get responses() {
          return commandResponses(commands().map(({ spec }) => spec));
        },
        // Which command answers what: the per-status bodies above are titled with the same names.
        get extensions() {
          const described = commands().map(({ spec }): [string, unknown] => [
            spec.name,
            {
              summary: spec.summary,
              auth: spec.auth,
              responses: Object.fromEntries(Object.entries(spec.responses).map(([s, r]) => [s, r.description])),
            },
          ]);
          return { 'x-commands': Object.fromEntries(described) };
        },
        cache: 'none',
      },
      async (c) => {
        const body = await readJsonObject(c);
        const name = body.name;
        const command = typeof name === 'string' && COMMAND_NAME.test(name) ? this.#commands.get(name) : undefined;
        if (!command) throw apiErrorOf({ code: 'UNKNOWN_COMMAND' });
        const viewer = command.spec.auth === 'user' ? requireViewer(c) : c.get('viewer');
        const { name: _name, ...fields } = body;
        const payload = validateBody(command.spec.payload, fields);
        const response = await command.handler(c, payload, viewer);
        if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store');
        return response;
      },
    );
  }
}
