import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** The niceness tools run at. */
const TOOL_PRIORITY = 10;

/**
 * Runs a command (lowered in priority: the machines that generate media are shared) with the given stdin and collects
 * its stdout; a non-zero exit or a signal is an error carrying the last lines of its stderr.
 */
export const runTool = (
  command: string,
  args: readonly string[],
  options: { readonly stdin?: string | Buffer; readonly cwd?: string } = {},
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], cwd: options.cwd });
    try {
      if (child.pid !== undefined) setPriority(child.pid, TOOL_PRIORITY);
    } catch {
      // A platform that cannot lower a priority still generates the same bytes, only less politely.
    }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(Buffer.concat(out));
      const detail = Buffer.concat(err).toString('utf8').trim().split('\n').slice(-5).join('\n');
      reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}): ${detail}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.stdin);
  });
