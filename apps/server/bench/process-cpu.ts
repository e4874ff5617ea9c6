// CPU time by process, from /proc (Linux): what each part of a deployment (API processes, workers,
// PostgreSQL) spends on a unit of work. Unlike throughput, these figures say what another machine
// needs: this machine's speed varies from day to day, the work per trip or statement much less.
import { readdirSync, readFileSync } from 'node:fs';

/** A process to account for, under a role ("API", "worker"). */
export interface RoleProcess {
  role: string;
  pid: number;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User and system CPU milliseconds of one process and its threads so far; null when it is gone. */
function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and brackets: the fields follow its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * The CPU milliseconds of this machine's PostgreSQL processes (server, backends, background workers)
 * by pid. A backend that ends between two readings takes its time with it: read while the pools
 * are still open.
 */
function postgresCpuMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return byPid;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const ms = processCpuMs(pid);
    if (ms !== null) byPid.set(pid, ms);
  }
  return byPid;
}

export interface CpuReading {
  roles: Map<string, number>;
  postgres: Map<number, number>;
}

/** A reading of the processes' CPU times; `cpuSince` turns two of them into milliseconds per role. */
export function readCpu(processes: readonly RoleProcess[]): CpuReading {
  const roles = new Map<string, number>();
  for (const { role, pid } of processes) roles.set(role, (roles.get(role) ?? 0) + (processCpuMs(pid) ?? 0));
  return { roles, postgres: postgresCpuMs() };
}

/**
 * Milliseconds of CPU per role between two readings, PostgreSQL last. A PostgreSQL process started
 * in between counts from zero. Empty when /proc cannot be read (another operating system).
 */
export function cpuSince(before: CpuReading, after: CpuReading): [string, number][] {
  const spent: [string, number][] = [...after.roles].map(([role, ms]) => [role, ms - (before.roles.get(role) ?? 0)]);
  if (after.postgres.size > 0) {
    let postgres = 0;
    for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
    spent.push(['PostgreSQL', postgres]);
  }
  return spent;
}

/** "API 5.1 ms, worker 7.0 ms, PostgreSQL 8.2 ms" per unit of work. */
export function describeCpuPer(spent: readonly [string, number][], units: number): string {
  return spent.map(([role, ms]) => `${role} ${(ms / units).toFixed(1)} ms`).join(', ');
}
