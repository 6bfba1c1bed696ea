/** Where a command writes: stdout lines, stderr lines, and a progress line redrawn in place (a terminal's only). */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Redraws the one progress line; absent where nobody watches (a pipe, a test). */
  progress?(line: string): void;
}

/** What a run takes from its surroundings, so tests run the CLI without touching the user's files or terminal. */
export interface CliEnv {
  readonly vars: Readonly<Record<string, string | undefined>>;
  /** Where downloads go when no path is given. */
  readonly cwd: string;
  /** Where the session file lives; the user config directory unless given. */
  readonly configDir?: string;
  /** Reads one line of the standard input (a password piped in, or typed unseen at a terminal). */
  readonly readSecret?: (prompt: string) => Promise<string | null>;
  /** A fetch of its own (tests break a connection through it). */
  readonly fetch?: typeof fetch;
}

/** Exit codes scripts can trust. */
export const EXIT = { done: 0, failed: 1, usage: 2 } as const;

/** A mistake in the command line: named to the user, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
