import { parseArgs } from 'node:util';
import { DEFAULT_LOCALE, isLocale, LOCALES } from '#domain/market/locale';
import { type CliEnv, type CliIo, EXIT, UsageError } from './cli-io';
import { type Command, commandContext, type OptionSpecs, type OptionValues } from './command';
import { COMMANDS } from './commands';

const GLOBAL_OPTIONS: OptionSpecs = {
  url: { type: 'string' },
  market: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

const GLOBAL_HELP: readonly (readonly [string, string])[] = [
  ['--url <origin>', 'the store (AUDIORA_URL, else http://127.0.0.1:3000)'],
  ['--market <code>', `the market: ${LOCALES.join(', ')} (AUDIORA_MARKET, else ${DEFAULT_LOCALE})`],
  ['--json', 'machine-readable output; failures as {"error":{"code","message"}}'],
  ['-h, --help', 'this help'],
];

const optionLines = (options: readonly (readonly [string, string])[]): string[] => {
  const width = Math.max(...options.map(([name]) => name.length));
  return options.map(([name, text]) => `  ${name.padEnd(width)}  ${text}`);
};

const EXIT_HELP = ['Exit codes: 0 done, 1 the store refused or could not be reached (code printed), 2 usage error.'];

const mainHelp = (): string[] => {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'Usage: audiora <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Options of every command:',
    ...optionLines(GLOBAL_HELP),
    '',
    ...EXIT_HELP,
    'Run audiora <command> --help for its own options.',
  ];
};

const commandHelp = (command: Command): string[] => [
  `Usage: audiora ${command.name}${command.usage ? ` ${command.usage}` : ''} [--url <origin>] [--market <code>] [--json]`,
  '',
  command.summary,
  ...(command.optionHelp?.length ? ['', 'Options:', ...optionLines(command.optionHelp)] : []),
  '',
  'Options of every command:',
  ...optionLines(GLOBAL_HELP),
  '',
  ...EXIT_HELP,
];

const parse = (command: Command, args: readonly string[]) => {
  try {
    return parseArgs({
      args: [...args],
      options: { ...GLOBAL_OPTIONS, ...command.options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // node:util names the argument in its message ("Unknown option '--x'", "Option '--url <value>' argument missing").
    throw new UsageError(error instanceof Error ? (error.message.split('. ')[0] ?? error.message) : String(error));
  }
};

/** Runs `audiora <command> ...` and answers its exit code: 0 done, 1 an expected failure, 2 a usage error. */
export const runCli = async (argv: readonly string[], io: CliIo, env: CliEnv): Promise<number> => {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const lines = mainHelp();
    for (const line of lines)
      if (name === undefined) io.err(line);
      else io.out(line);
    return name === undefined ? EXIT.usage : EXIT.done;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`audiora: unknown command "${name}". Run audiora --help for the commands.`);
    return EXIT.usage;
  }
  try {
    const { values, positionals } = parse(command, rest);
    if (values.help === true) {
      for (const line of commandHelp(command)) io.out(line);
      return EXIT.done;
    }
    const url = (values.url as string | undefined) ?? env.vars.AUDIORA_URL ?? 'http://127.0.0.1:3000';
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      throw new UsageError(`--url "${url}" is not an http(s) address.`);
    const market = (values.market as string | undefined) ?? env.vars.AUDIORA_MARKET ?? DEFAULT_LOCALE;
    if (!isLocale(market)) throw new UsageError(`--market "${market}" is not one of ${LOCALES.join(', ')}.`);
    const ctx = commandContext({
      io,
      env,
      url: new URL(url).origin,
      market,
      json: values.json === true,
      positionals,
      options: values as OptionValues,
    });
    return await command.run(ctx);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`audiora ${command.name}: ${error.message}`);
      io.err(`Run audiora ${command.name} --help for its usage.`);
      return EXIT.usage;
    }
    io.err(`audiora ${command.name}: unexpected failure: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  }
};
