import type { Server } from 'node:http';
import * as sesModule from 'aws-ses-v2-local';
import { freePort } from './ports.js';

export interface EmulatedEmail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  at: string;
}

export interface SesEmulator {
  endpoint: string;
  list(): Promise<EmulatedEmail[]>;
  clear(): Promise<void>;
  stop(): Promise<void>;
}

/** The `aws-ses-v2-local` emulator on a loopback port; the product reaches it through the real SES client. */
export async function startSesEmulator(port?: number): Promise<SesEmulator> {
  const chosen = port ?? (await freePort());
  // The package is CommonJS: its default export arrives wrapped once more under ESM interop.
  const mod = sesModule as unknown as { default: unknown };
  const sesServer = ((mod.default as { default?: unknown }).default ?? mod.default) as (c: { host: string; port: number }) => Promise<Server>;
  const server = (await sesServer({ host: '127.0.0.1', port: chosen })) as unknown as Server;
  const endpoint = `http://127.0.0.1:${chosen}`;
  return {
    endpoint,
    async list() {
      const res = await fetch(`${endpoint}/store`);
      const body = (await res.json()) as { emails: Array<Record<string, any>> };
      return body.emails
        .map((e, index) => ({
          id: String(e.messageId ?? index),
          from: String(e.from ?? ''),
          to: Array.isArray(e.destination?.to) ? e.destination.to : [String(e.destination?.to ?? '')],
          subject: String(e.subject ?? ''),
          text: String(e.body?.text ?? ''),
          html: String(e.body?.html ?? ''),
          at: new Date(Number(e.at ?? 0) * (Number(e.at) < 1e12 ? 1000 : 1)).toISOString(),
        }))
        .reverse();
    },
    async clear() {
      await fetch(`${endpoint}/clear-store`, { method: 'POST' });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
