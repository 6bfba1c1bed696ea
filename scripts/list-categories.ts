// Lists a market's categories from a running Audiora server through the storefront's own use case.
// Usage: npm run categories -- [locale] [--all] [--url http://127.0.0.1:3000]
import { pathToFileURL } from 'node:url';
import { isLocale, LOCALES } from '#domain/market/locale';
import { createContainer } from '#infrastructure/composition/create-container';
import { TOKENS } from '#infrastructure/composition/tokens';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Runs the command and returns its exit code. */
export const listCategoriesCli = async (args: readonly string[], io: CliIo, defaultUrl: string): Promise<number> => {
  const urlIndex = args.indexOf('--url');
  const url = urlIndex >= 0 ? args[urlIndex + 1] : defaultUrl;
  const locale = args.find((a, i) => !a.startsWith('--') && (urlIndex < 0 || i !== urlIndex + 1)) ?? 'pl';
  if (!isLocale(locale)) {
    io.err(`Unknown market "${locale}". Markets: ${LOCALES.join(', ')}`);
    return 2;
  }
  if (!url || !URL.canParse(url)) {
    io.err(`Not a URL: "${url ?? ''}"`);
    return 2;
  }
  const container = createContainer({ apiOrigin: url, brand: 'audiora', userAgent: 'AudioraCli/1.0 (Node)' });
  const result = await container.get(TOKENS.ListCategories).execute({ locale, topLevelOnly: !args.includes('--all') });
  if (!result.ok) {
    io.err(`Could not list categories from ${url}: ${result.error.code}`);
    return 1;
  }
  const depth = new Map<string, number>();
  for (const category of result.value) {
    const level = category.parentId ? (depth.get(category.parentId) ?? 0) + 1 : 0;
    depth.set(category.id, level);
    io.out(`${'  '.repeat(level)}${category.name}  (${category.slug})`);
  }
  return 0;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await listCategoriesCli(
    process.argv.slice(2),
    { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) },
    process.env.AUDIORA_URL ?? 'http://127.0.0.1:3000',
  );
}
