// `npm run bench:bundle`: the JavaScript each budgeted storefront page loads before it is interactive, gzipped,
// against bundle-budget.json. Exits with 1 when a page is over its budget.
//
//   node scripts/bench/bundle-size.mjs                     build the client with hidden source maps in a scratch copy
//   node scripts/bench/bundle-size.mjs --dir build/client  measure an existing client build (its .map files give the app share)
//   --route <id>   measure this route only, against the home page's limits (e.g. "category", "pl:search")
import { relative, resolve } from 'node:path';
import { KIB, measurePage, overBudget, readBudgets, scratchBuild } from './bundle-size-measure.mjs';

const parseArgs = (argv) => {
  const args = { dir: null, route: null };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--dir') args.dir = argv[++i];
    else if (argv[i] === '--route') args.route = argv[++i];
    else throw new Error(`Unknown argument ${argv[i]}`);
  }
  return args;
};

const kib = (bytes) => (bytes / KIB).toFixed(1).padStart(7);

const report = (page, clientDir) => {
  const out = (line) => process.stdout.write(`${line}\n`);
  out(
    `Route ${page.chain.join(' > ')} (${relative(process.cwd(), clientDir) || '.'}, ${page.discovery} route discovery)`,
  );
  out('');
  out(`${'file'.padEnd(48)} ${'raw KiB'.padStart(7)} ${'gz KiB'.padStart(7)} ${'app gz'.padStart(7)}`);
  for (const row of page.rows) {
    const appCell = page.traced ? kib(row.appGzip) : '      ?';
    out(`${row.path.padEnd(48)} ${kib(row.raw)} ${kib(row.gzip)} ${appCell}${row.mapped ? '' : ' (no map)'}`);
  }
  out(`${'total'.padEnd(48)} ${' '.repeat(7)} ${kib(page.totalGzip)} ${page.traced ? kib(page.appGzip) : '      ?'}`);
  out('');
};

const main = () => {
  const args = parseArgs(process.argv.slice(2));
  const budgets = readBudgets();
  const pages = args.route ? [{ ...budgets[0], route: args.route }] : budgets;
  const built = args.dir ? { clientDir: resolve(args.dir), cleanup: () => {} } : scratchBuild();
  try {
    const verdicts = pages.map((budget) => {
      const page = measurePage(built.clientDir, budget.route);
      return { budget, page, failures: overBudget(page, budget) };
    });
    // Every page shares the entry and the root's modules, so the first page's files tell most of the story.
    report(verdicts[0].page, built.clientDir);
    process.stdout.write(`${'page'.padEnd(12)} ${'gz KiB'.padStart(7)} ${'app gz'.padStart(7)}  budget\n`);
    for (const { budget, page, failures } of verdicts) {
      const limits = `total <= ${budget.totalGzipKiB} KiB, app <= ${budget.appGzipKiB} KiB`;
      const verdict = failures.length > 0 ? `OVER: ${failures.join('; ')}` : `within (${limits})`;
      process.stdout.write(`${budget.route.padEnd(12)} ${kib(page.totalGzip)} ${kib(page.appGzip)}  ${verdict}\n`);
    }
    if (verdicts.some(({ failures }) => failures.length > 0)) process.exitCode = 1;
  } finally {
    built.cleanup();
  }
};

main();
