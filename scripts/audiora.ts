// The `audiora` command line: the storefront's use cases, headless (see scripts/README.md).
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import { runCli } from './cli/run-cli';

/** A line from the standard input: piped in as it is, or typed at a terminal without being shown. */
const readSecret = (prompt: string): Promise<string | null> =>
  new Promise((resolve) => {
    const input = process.stdin;
    const terminal = input.isTTY === true;
    const rl = createInterface({ input, output: terminal ? process.stderr : undefined, terminal });
    if (terminal) {
      process.stderr.write(prompt);
      // Nothing typed is echoed: readline writes through this, and it is silenced.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => undefined;
    }
    let answered = false;
    rl.once('line', (line) => {
      answered = true;
      if (terminal) process.stderr.write('\n');
      rl.close();
      resolve(line);
    });
    rl.once('close', () => {
      if (!answered) resolve(null);
    });
  });

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // A reader that stops early (`| head`) is no failure of the command.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  const showsProgress = process.stderr.isTTY === true;
  process.exitCode = await runCli(
    process.argv.slice(2),
    {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
      ...(showsProgress ? { progress: (line: string) => process.stderr.write(`\r\x1b[2K${line}`) } : {}),
    },
    { vars: process.env, cwd: process.cwd(), readSecret },
  );
}
