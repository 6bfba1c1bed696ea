// One load run in a process of its own, printed as JSON: `npm run bench:ssr` measures static files and the API with
// it while its own event loop drives the saturating page load, whose thousands of answers a second would otherwise
// delay the probes' responses in the client and count as the server's latency.
//
//   node --import tsx scripts/bench/ssr-probe.ts <url> <connections> <seconds>
import { load } from './ssr-measure';

const [url, connections, seconds] = process.argv.slice(2);
if (!url || !connections || !seconds) throw new Error('usage: ssr-probe.ts <url> <connections> <seconds>');
process.stdout.write(`${JSON.stringify(await load(url, Number(connections), Number(seconds)))}\n`);
