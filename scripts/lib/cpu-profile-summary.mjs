// @ts-check
// Summarises a .cpuprofile: self time by package (node_modules/<name>, the app's own code, Node
// internals, GC, idle) and the top functions, as percentages of the busy (non-idle) time.
//   node scripts/lib/cpu-profile-summary.mjs FILE.cpuprofile [TOP]
import fs from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node scripts/lib/cpu-profile-summary.mjs FILE.cpuprofile [TOP]\n');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
/** @type {Map<number, { callFrame: { functionName: string, url: string, lineNumber: number } }>} */
const nodes = new Map(profile.nodes.map((/** @type {any} */ node) => [node.id, node]));
/** @type {Map<number, number>} */
const selfMs = new Map();
profile.samples.forEach((/** @type {number} */ id, /** @type {number} */ index) => {
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
});

/** @param {string} url @param {string} fn */
function groupOf(url, fn) {
  if (fn === '(idle)') return '(idle)';
  if (fn === '(garbage collector)') return '(gc)';
  if (fn === '(program)') return '(program)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match?.[1]) return match[1];
  if (url.startsWith('node:') || url === '') return '(node)';
  return '(app)';
}

/** @type {Map<string, number>} */
const byGroup = new Map();
/** @type {Map<string, number>} */
const byFunction = new Map();
let busy = 0;
for (const [id, ms] of selfMs) {
  const frame = nodes.get(id)?.callFrame;
  if (!frame) continue;
  const group = groupOf(frame.url, frame.functionName);
  byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
  if (group !== '(idle)') busy += ms;
  const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '')}:${frame.lineNumber + 1}`;
  if (group !== '(idle)') byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
}
const pct = (/** @type {number} */ ms) => `${((100 * ms) / busy).toFixed(1).padStart(5)} %`;
process.stdout.write(`${file}: busy ${busy.toFixed(0)} ms\n`);
for (const [group, ms] of [...byGroup]
  .filter(([g]) => g !== '(idle)')
  .sort((a, b) => b[1] - a[1])
  .slice(0, 15))
  process.stdout.write(`  ${pct(ms)}  ${group}\n`);
process.stdout.write('  top functions:\n');
for (const [name, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 15)))
  process.stdout.write(`  ${pct(ms)}  ${name}\n`);
