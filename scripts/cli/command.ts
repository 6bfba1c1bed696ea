import { join } from 'node:path';
import type { ParseArgsConfig } from 'node:util';
import type { User } from '#domain/auth/user';
import type { Locale } from '#domain/market/locale';
import { createContainer } from '#infrastructure/composition/create-container';
import { type ServiceContainer, TOKENS } from '#infrastructure/composition/tokens';
import { FileScriptSession, userConfigDir } from '#infrastructure/node/file-script-session';
import { type CliEnv, type CliIo, EXIT } from './cli-io';
import { messageOf } from './messages';

export type OptionSpecs = NonNullable<ParseArgsConfig['options']>;

export type OptionValues = Readonly<Record<string, string | boolean | readonly string[] | undefined>>;

/** The run's settings and a command's arguments, as the command line gave them. */
export interface ContextSettings {
  readonly io: CliIo;
  readonly env: CliEnv;
  readonly url: string;
  readonly market: Locale;
  readonly json: boolean;
  readonly positionals: readonly string[];
  readonly options: OptionValues;
}

/** What a command gets: its arguments, the run's settings and the container of the storefront's use cases. */
export interface CommandContext extends ContextSettings {
  readonly session: FileScriptSession;
  /** The composition root's container for this run: the storefront's use cases over HTTP. */
  readonly services: ServiceContainer;
  /** Prints the answer: `json` with `--json`, else the lines. Exit code 0. */
  done(json: unknown, lines: readonly string[]): number;
  /** Prints an expected failure with its code. Exit code 1. */
  failed(error: { readonly code: string }, detail?: string): number;
  /** The signed-in listener (GET /me, a token refresh included), or the failure to print. */
  signedIn(): Promise<{ readonly ok: true; readonly value: User } | { readonly ok: false; readonly exit: number }>;
}

export interface Command {
  readonly name: string;
  /** One line for the list of commands. */
  readonly summary: string;
  /** The arguments after the command's name, e.g. `<phrase> [--facet name:value]...`. */
  readonly usage: string;
  readonly options?: OptionSpecs;
  /** Each option of its own with what it does. */
  readonly optionHelp?: readonly (readonly [string, string])[];
  run(ctx: CommandContext): Promise<number>;
}

const CLI_VERSION = '1.0';

// The system as user agents name it, so the account's sessions list reads "Audiora CLI on Linux".
const SYSTEM_TOKENS: Partial<Record<NodeJS.Platform, string>> = {
  linux: 'Linux',
  darwin: 'Mac OS X',
  win32: 'Windows',
  android: 'Android',
};

// The JSON output speaks the API's snake_case, the failures' details too (receivedBytes: received_bytes).
const snakeCased = (value: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).map(([key, v]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));

/** The session file of the user (or of `configDir`), and a container wired for a script over it. */
export const commandContext = (settings: ContextSettings): CommandContext => {
  const { io, env, url, market, json } = settings;
  const configDir = env.configDir ?? env.vars.AUDIORA_CONFIG_DIR ?? userConfigDir(env.vars);
  const session = new FileScriptSession({ file: join(configDir, 'session.json'), origin: url });
  let services: ServiceContainer | null = null;
  const ctx: CommandContext = {
    ...settings,
    session,
    get services() {
      services ??= createContainer({
        apiOrigin: url,
        brand: 'audiora',
        userAgent: `AudioraCli/${CLI_VERSION} (Node ${process.versions.node}; ${SYSTEM_TOKENS[process.platform] ?? process.platform})`,
        locale: market,
        scriptSession: session,
        ...(env.fetch ? { fetch: env.fetch } : {}),
      });
      return services;
    },
    done(answer, lines) {
      if (json) io.out(JSON.stringify(answer, null, 2));
      else for (const line of lines) io.out(line);
      return EXIT.done;
    },
    failed(error, detail) {
      const message = detail ?? messageOf(error.code, url);
      if (json) io.out(JSON.stringify({ error: { ...snakeCased(error), message } }, null, 2));
      else io.err(`audiora: ${message} [${error.code}]`);
      return EXIT.failed;
    },
    async signedIn() {
      if (session.tokens() === null) return { ok: false, exit: ctx.failed({ code: 'AUTH.NOT_SIGNED_IN' }) };
      const user = await ctx.services.get(TOKENS.RefreshUser).execute();
      return user.ok ? user : { ok: false, exit: ctx.failed(user.error) };
    },
  };
  return ctx;
};
