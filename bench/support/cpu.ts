/**
 * CPU time of processes from /proc (Linux): what the benches read to say where a load's CPU went.
 * Every function answers NaN (or leaves a process out) where /proc is not there.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

let clockTicksPerSecond: number | undefined;

async function ticksPerSecond(): Promise<number> {
  clockTicksPerSecond ??=
    Number((await promisify(execFile)('getconf', ['CLK_TCK'])).stdout.trim()) || 100;
  return clockTicksPerSecond;
}

export interface ProcStat {
  pid: number;
  ppid: number;
  /** The command name (`node`, `postgres`, `nats-server`…). */
  command: string;
  /** user + system time of the process itself, in clock ticks. */
  ownTicks: number;
  /** user + system time of its reaped children, in clock ticks. */
  reapedTicks: number;
}

export async function readStat(pid: number): Promise<ProcStat | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      pid,
      ppid: Number(fields[1]),
      command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ownTicks: Number(fields[11]) + Number(fields[12]),
      reapedTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return undefined; // gone meanwhile
  }
}

/** A process's own user + system CPU time so far, in seconds; NaN if it cannot be read. */
export async function cpuSeconds(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  const stat = await readStat(pid);
  return stat ? stat.ownTicks / (await ticksPerSecond()) : Number.NaN;
}

/** Every process on the machine now. */
export async function allStats(): Promise<ProcStat[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  return (await Promise.all(pids.map(readStat))).filter((s): s is ProcStat => !!s);
}

/**
 * CPU seconds so far of each root process with its live descendants and its reaped children
 * (a process that forks workers, as PostgreSQL does, counts with them).
 */
export async function treeCpuSeconds(roots: number[]): Promise<Map<number, number>> {
  const stats = await allStats();
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const byPid = new Map(stats.map((stat) => [stat.pid, stat]));
  const perSecond = await ticksPerSecond();
  const result = new Map<number, number>();
  for (const rootPid of roots) {
    let ticks = 0;
    const queue = [byPid.get(rootPid)].filter((s): s is ProcStat => !!s);
    while (queue.length > 0) {
      const stat = queue.pop() as ProcStat;
      ticks += stat.ownTicks + stat.reapedTicks;
      queue.push(...(children.get(stat.pid) ?? []));
    }
    result.set(rootPid, ticks / perSecond);
  }
  return result;
}

/**
 * The machine's shared servers by command name (`postgres`, `nats-server`, `redis-server`): the
 * CPU seconds so far of every process of that name, summed (PostgreSQL's backends included).
 */
export async function serverCpuSeconds(commands: string[]): Promise<Map<string, number>> {
  const stats = await allStats();
  const perSecond = await ticksPerSecond();
  const result = new Map<string, number>();
  for (const command of commands) {
    const ticks = stats
      .filter((stat) => stat.command === command)
      .reduce((total, stat) => total + stat.ownTicks, 0);
    result.set(command, ticks / perSecond);
  }
  return result;
}
