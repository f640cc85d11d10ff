/**
 * Where a process's CPU time went: self time by function and by module (npm package, or the
 * project's own file; node: internals; V8's GC and native code) from a V8 `.cpuprofile`, as
 * `node --cpu-prof` writes it (`BENCH_CPU_PROF=<dir> npm run bench` profiles the distributed gateway
 * and quote service). Idle time is left out of the percentages.
 *
 *   node --import tsx bench/profile-summary.ts <file.cpuprofile> [<load-windows.json> <name>] [top=15]
 *
 * With the bench's load-windows.json and a name in it (gateway, quote), only the samples taken
 * while that process's own target was under load count (not the boot, nor other targets' rounds).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, ...rest] = process.argv.slice(2);
if (!file)
  throw new Error('usage: profile-summary.ts <file.cpuprofile> [<windows.json> <name>] [top]');
const [windowsFile, windowsName, topArgument] =
  rest.length >= 2 ? rest : [undefined, undefined, rest[0]];
const top = Number(topArgument ?? 15);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const windows: Array<[number, number]> | undefined = windowsFile
  ? JSON.parse(readFileSync(windowsFile, 'utf8'))[windowsName as string]
  : undefined;
if (windowsFile && !windows) throw new Error(`${windowsFile} has no windows named ${windowsName}`);
const inWindow = (time: number) =>
  !windows || windows.some(([start, end]) => time >= start && time <= end);
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

/** The package a script belongs to, the project's own file, or node's / V8's own code. */
function moduleOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  if (url.startsWith('node:')) return url;
  const packages = url.split('/node_modules/');
  if (packages.length > 1) {
    const rest = packages.at(-1) ?? '';
    const parts = rest.split('/');
    return (rest.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
  }
  return url.replace(/^file:\/\/.*?\/(gateway|services|bench|contracts)\//, '$1/');
}

const byFunction = new Map<string, number>();
const byModule = new Map<string, number>();
let busy = 0;
let idle = 0;
let time = profile.startTime;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  time += delta;
  if (!inWindow(time)) return;
  const { functionName, url, lineNumber } = nodes.get(id)?.callFrame ?? {
    functionName: '?',
    url: '',
    lineNumber: 0,
  };
  if (functionName === '(idle)') {
    idle += delta;
    return;
  }
  busy += delta;
  const module = moduleOf(url, functionName);
  const name = `${functionName || '(anonymous)'} ${module}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
  byModule.set(module, (byModule.get(module) ?? 0) + delta);
});

const table = (totals: Map<string, number>) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, micros]) => ({
      name,
      'self ms': Math.round(micros / 1000),
      '% of busy': Number(((100 * micros) / busy).toFixed(1)),
    }));
console.log(`${file}: busy ${(busy / 1e6).toFixed(2)} s, idle ${(idle / 1e6).toFixed(2)} s`);
console.log('By function (self time)');
console.table(table(byFunction));
console.log('By module (self time)');
console.table(table(byModule));
