// The load benches' HTTP clients, started in their child process (_http-clients.cjs, which says
// why), with what the server's process spent meanwhile: its CPU time (all its threads) and how
// busy its event loop was, from the spawn to the child's exit.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { BookableWindow } from './_place-windows.ts';

const CLIENTS_SCRIPT = fileURLToPath(new URL('./_http-clients.cjs', import.meta.url));

type Rate = { rateId: string; rateLineId: string; placeId: string };
/** Where the windows' turn stands, carried from one run to the next. */
export type WindowCursor = { nextWindow: number; booked: number };

/** What the clients loop; one loop is one unit. */
export type HttpUnit =
  /** generate-payment + process-payment. */
  | { mode: 'pay'; rate: Rate }
  /** A paid session per client first, then '+30 min' extensions of it. */
  | { mode: 'extension'; rate: Rate }
  /** POST quote/compute/booking over `windows`, in turn. */
  | { mode: 'quote'; placeId: string; windows: BookableWindow[]; cursor: WindowCursor }
  /** quote, generate-payment-by-quote, process-payment-booking; an error past the capacity. */
  | {
      mode: 'book';
      placeId: string;
      windows: BookableWindow[];
      bookingsWithinCapacity: number;
      cursor: WindowCursor;
    }
  /** GET customer/place/{id}, the body read. */
  | { mode: 'read-place'; placeId: string };

/** What a load run counts, whoever made the load (HTTP clients, or plain SQL in-process). */
export type LoadRun = {
  completed: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
  firstError?: string;
};

export type HttpRun = LoadRun & {
  /** The client process's CPU time, which shares the machine's cores with the server. */
  clientCpuMs: number;
  /** The server process's CPU time, all its threads. */
  serverCpuMs: number;
  /** Share of the time the server's event loop was busy (1: saturated). */
  eventLoopUtilization: number;
  /** Where the windows' turn stopped (quote, book). */
  cursor?: WindowCursor;
};

/** `clients` concurrent clients loop `unit` against `baseUrl` for `seconds`. */
export async function loadThroughHttp(
  baseUrl: string,
  clients: number,
  seconds: number,
  unit: HttpUnit,
): Promise<HttpRun> {
  const input = JSON.stringify({
    ...unit,
    baseUrl,
    clients,
    durationMs: seconds * 1000,
    prefix: `B${randomBytes(2).toString('hex').toUpperCase()}`,
  });
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  const child = spawn(process.execPath, [CLIENTS_SCRIPT], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(input);
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const [code] = (await once(child, 'close')) as [number];
  const used = process.cpuUsage(cpu);
  const eventLoopUtilization = performance.eventLoopUtilization(loop).utilization;
  if (code !== 0) throw new Error(`client process exited with ${code}`);
  const run = JSON.parse(output) as Omit<HttpRun, 'serverCpuMs' | 'eventLoopUtilization'>;
  return { ...run, serverCpuMs: (used.user + used.system) / 1000, eventLoopUtilization };
}
