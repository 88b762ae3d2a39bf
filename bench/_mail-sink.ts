// The mail server side of bench/receipts.ts: the SMTP sink in its child process, what it has
// received, the figures computed from that, and the baseline that sends to it directly.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import type { EmailMessage } from '../apps/api/src/messaging/message.ts';

const SINK_SCRIPT = fileURLToPath(new URL('./_smtp-sink.cjs', import.meta.url));

export type SmtpServer = {
  url: string;
  /** Recipient to arrival times (epoch ms), since the last reset. */
  received: Map<string, number[]>;
  total(): number;
  reset(): void;
  /** Resolves once `count` messages arrived since the last reset. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
};

/** Starts bench/_smtp-sink.cjs; a wait longer than `deliveryTimeoutMs` fails the round. */
export async function startSmtpServer(deliveryTimeoutMs: number): Promise<SmtpServer> {
  const child: ChildProcess = spawn(process.execPath, [SINK_SCRIPT], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [ready] = (await once(child, 'message')) as [{ port: number }];
  const received = new Map<string, number[]>();
  let total = 0;
  let waiter: { count: number; resolve: () => void } | undefined;
  child.on('message', (batch: Array<[string, number]>) => {
    for (const [address, at] of batch) {
      const times = received.get(address) ?? [];
      times.push(at);
      received.set(address, times);
      total += 1;
    }
    if (waiter && total >= waiter.count) waiter.resolve();
  });
  return {
    url: `smtp://127.0.0.1:${ready.port}`,
    received,
    total: () => total,
    reset() {
      received.clear();
      total = 0;
    },
    waitFor(count) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiter = undefined;
          reject(new Error(`${total} of ${count} messages after ${deliveryTimeoutMs} ms`));
        }, deliveryTimeoutMs);
        waiter = {
          count,
          resolve: () => {
            clearTimeout(timer);
            waiter = undefined;
            resolve();
          },
        };
        if (total >= count) waiter.resolve();
      });
    },
    async close() {
      child.disconnect();
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

export type Figures = {
  receiptsPerSec: number;
  /** Calls of requestReceipt a second while enqueueing (app only). */
  enqueuedPerSec?: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  delivered: number;
  lost: number;
  duplicated: number;
};

export const wallClock = () => performance.timeOrigin + performance.now();

/** Checks one recipient per message, none lost, none twice, and computes the figures. */
export function figures(
  smtp: SmtpServer,
  sentAt: Map<string, number>,
  started: number,
  enqueueSeconds?: number,
): Figures {
  let lost = 0;
  let duplicated = 0;
  let last = started;
  const latencies: number[] = [];
  for (const [address, t0] of sentAt) {
    const times = smtp.received.get(address) ?? [];
    if (times.length === 0) lost += 1;
    if (times.length > 1) duplicated += times.length - 1;
    const first = times[0];
    if (first !== undefined) {
      latencies.push(first - t0);
      last = Math.max(last, first);
    }
  }
  const unexpected = [...smtp.received.keys()].filter((address) => !sentAt.has(address));
  if (unexpected.length > 0) throw new Error(`${unexpected.length} unexpected recipients`);
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const seconds = (last - started) / 1000;
  return {
    receiptsPerSec: Math.round(sentAt.size / seconds),
    ...(enqueueSeconds === undefined
      ? {}
      : { enqueuedPerSec: Math.round(sentAt.size / enqueueSeconds) }),
    seconds: Number(seconds.toFixed(2)),
    p50Ms: Math.round(at(0.5)),
    p99Ms: Math.round(at(0.99)),
    delivered: sorted.length,
    lost,
    duplicated,
  };
}

/** The baseline: the messages through nodemailer's pooled transport, straight to the server. */
export async function sendStraight(
  smtp: SmtpServer,
  messages: EmailMessage[],
  { connections, inFlight, from }: { connections: number; inFlight: number; from: string },
): Promise<Figures> {
  const { hostname, port } = new URL(smtp.url);
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: connections,
    host: hostname,
    port: Number(port),
    secure: false,
  });
  smtp.reset();
  const sentAt = new Map<string, number>();
  let next = 0;
  const started = wallClock();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      for (let message = messages[next++]; message; message = messages[next++]) {
        sentAt.set(message.to, wallClock());
        await transport.sendMail({ from, ...message });
      }
    }),
  );
  await smtp.waitFor(messages.length);
  await new Promise((resolve) => setTimeout(resolve, 200));
  transport.close();
  return figures(smtp, sentAt, started);
}
