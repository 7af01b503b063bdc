/** One autocannon measurement after a warm-up, with what each answer cost the server's process. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { Children } from './children.ts';

export interface Figures {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts; when nothing was answered, the requests sent. */
  bad: number;
  /**
   * Answers by status code (`{ "200": 1234 }`), errors and timeouts under `error` and `timeout`, and the requests
   * sent under `unanswered` when not one was answered within the measurement (p50 and p99 are then infinite).
   */
  statuses: Record<string, number>;
  /** Bytes received per answer, headers included: an answer that changed under load shows here. */
  bytesPerAnswer: number;
  /**
   * CPU time the server's process spent per answer (user + system, from /proc): what an answer costs the server,
   * whatever the load generator, which shares the machine's cores, can send.
   */
  cpuUs: number;
  /**
   * The part of `cpuUs` spent in the kernel (system time: the socket's reads and writes, the log's write): read from
   * /proc, not from a CPU profile, whose samples overstate a system call (docs/decisions/0032, amendment "goal 4:
   * what the cached call costs, read per thread").
   */
  systemUs: number;
}

export interface MeasureOptions {
  url: string;
  connections: number;
  /** Seconds measured, after `warmUp` seconds not measured. */
  duration: number;
  warmUp?: number;
  headers?: Record<string, string>;
  /** Paths asked in turn on each connection (default: the URL's). */
  paths?: string[];
  /** The server's process, for its CPU time; none: 0. */
  serverPid?: number;
  /**
   * `many`: each request comes from a visitor address of its own, as a trusted proxy reports it (X-Forwarded-For),
   * so that per-address rate limits count visitors, not the load generator. Default `one`: the loopback address.
   */
  addresses?: 'one' | 'many';
}

/** A visitor's address for the n-th request (10.0.0.0/8: never the loopback, never repeated within 16 M). */
function visitorAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** CPU time of a process in µs: in its own code (user) and in the kernel for it (system). */
export interface CpuTimes {
  user: number;
  system: number;
}

const NO_CPU: CpuTimes = { user: 0, system: 0 };

/**
 * The CPU time a process has used (utime and stime of /proc/<pid>/stat, in clock ticks of 10 ms), or one of its
 * threads' (/proc/<pid>/task/<tid>/stat).
 */
export function cpuTimesUs(pid: number, tid?: number): CpuTimes {
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const stat = readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) * 10_000, system: Number(fields[12]) * 10_000 };
}

/**
 * The machine's CPU time in clock ticks since boot (/proc/stat's first line): in all, idle (iowait included) and
 * stolen by the hypervisor.
 */
export interface MachineTicks {
  total: number;
  idle: number;
  steal: number;
}

export function machineTicks(): MachineTicks {
  // Linux only: elsewhere (a bench pointed at a portal started on another system) nothing is read as stolen.
  if (!existsSync('/proc/stat')) return { total: 0, idle: 0, steal: 0 };
  // cpu  user nice system idle iowait irq softirq steal guest guest_nice (guest time is inside user already).
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  return {
    total: fields.reduce((sum, ticks) => sum + ticks, 0),
    idle: (fields[3] ?? 0) + (fields[4] ?? 0),
    steal: fields[7] ?? 0,
  };
}

/**
 * The share of the machine's time its hypervisor gave other guests between two readings (`st` in vmstat): while it is
 * high, both arms of a comparison were measured on a machine that came and went.
 */
export function stealShare(before: MachineTicks, after: MachineTicks): number {
  const total = after.total - before.total;
  return total > 0 ? (after.steal - before.steal) / total : 0;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** autocannon's options for a measurement (also what a load process of its own is given). */
export function autocannonOptions(options: MeasureOptions, duration: number): autocannon.Options {
  const target = new URL(options.url);
  const paths = options.paths ?? [target.pathname + target.search];
  let sent = 0;
  return {
    url: options.url,
    connections: options.connections,
    duration,
    headers: options.headers ?? {},
    requests: paths.map((path) => ({
      method: 'GET' as const,
      path,
      ...(options.addresses === 'many'
        ? {
            setupRequest: (request: autocannon.Request) => {
              sent += 1;
              return { ...request, headers: { ...request.headers, 'x-forwarded-for': visitorAddress(sent) } };
            },
          }
        : {}),
    })),
  };
}

/** The figures of one autocannon result; `cpuUs` and `systemUs` from the server's CPU time over the measurement. */
export function figuresOf(result: autocannon.Result, serverCpu: CpuTimes = NO_CPU): Figures {
  const statuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = count ?? 0;
  if (result.errors) statuses.error = result.errors;
  if (result.timeouts) statuses.timeout = result.timeouts;
  // Not one answer within the measurement (each took longer): no latency to report, but not a short one either.
  const none = result.requests.total === 0;
  const sent = (result.requests as { sent?: number }).sent ?? 0;
  if (none && sent > 0) statuses.unanswered = sent;
  const answers = Math.max(1, result.requests.total);
  return {
    reqPerSec: result.requests.average,
    p50: none ? Number.POSITIVE_INFINITY : result.latency.p50,
    p99: none ? Number.POSITIVE_INFINITY : result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts + (statuses.unanswered ?? 0),
    statuses,
    bytesPerAnswer: Math.round(result.throughput.total / answers),
    cpuUs: (serverCpu.user + serverCpu.system) / answers,
    systemUs: serverCpu.system / answers,
  };
}

/** JSON keeps an infinite latency (no answer) as the string `Infinity`, not as null. */
export const keepInfinity = (_key: string, value: unknown) => (value === Number.POSITIVE_INFINITY ? 'Infinity' : value);
const reviveInfinity = (_key: string, value: unknown) => (value === 'Infinity' ? Number.POSITIVE_INFINITY : value);

export async function measure(options: MeasureOptions): Promise<Figures> {
  const warmUp = options.warmUp ?? 2;
  if (warmUp > 0) await autocannon(autocannonOptions(options, warmUp));
  const cpuBefore = options.serverPid ? cpuTimesUs(options.serverPid) : NO_CPU;
  const result = await autocannon(autocannonOptions(options, options.duration));
  const cpuAfter = options.serverPid ? cpuTimesUs(options.serverPid) : NO_CPU;
  return figuresOf(result, { user: cpuAfter.user - cpuBefore.user, system: cpuAfter.system - cpuBefore.system });
}

/**
 * A load of its own process (./load.ts) for `seconds`, beside what the bench measures meanwhile; `figures` resolves
 * with what it achieved once it has ended.
 */
export function loadInBackground(
  children: Children,
  options: MeasureOptions,
  seconds: number,
  file: string,
): { figures: Promise<Figures> } {
  writeFileSync(file, JSON.stringify({ options, seconds }));
  const child = children.start(['bench/support/load.ts', file], {}, { stdout: 'pipe' });
  const chunks: Buffer[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
  const figures = new Promise<Figures>((done, fail) =>
    // 'close', not 'exit': the output may still be on its way when the process has exited.
    child.on('close', (code) =>
      code === 0
        ? done(JSON.parse(Buffer.concat(chunks).toString('utf8'), reviveInfinity) as Figures)
        : fail(new Error(`the background load exited with ${code}`)),
    ),
  );
  return { figures };
}
