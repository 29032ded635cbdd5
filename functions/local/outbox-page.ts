import { html, raw } from 'hono/html';
import type { OutboxSms } from '../adapters/outbox-sms.js';
import type { EmulatedEmail } from './ses-local.js';

const linkify = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** The page's only style; its CSP allows exactly this text by hash (functions/local/server.ts). */
export const OUTBOX_STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.5rem}section{margin-bottom:2rem}article{border:1px solid #d1d5db;border-radius:8px;padding:.75rem 1rem;margin:.5rem 0}
pre{white-space:pre-wrap;margin:.5rem 0 0}.meta{color:#4b5563;font-size:.85rem}`;

/** The local-only page listing every email and SMS the product sent, newest first. */
export function renderOutboxPage(emails: EmulatedEmail[], sms: OutboxSms[]) {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local outbox</title>
<style>${raw(OUTBOX_STYLE)}</style></head>
<body><h1>Local outbox</h1><p class="meta">Email sent through the SES emulator and SMS that SNS would have sent. Newest first. Local only.</p>
<section aria-labelledby="email-h"><h2 id="email-h">Email (${emails.length})</h2>
${emails.length === 0 ? html`<p>No email yet.</p>` : ''}
${emails.map(
  (e) => html`<article><strong>${e.subject}</strong><div class="meta">To ${e.to.join(', ')} · from ${e.from} · ${e.at}</div><pre>${raw(linkify(e.text))}</pre></article>`,
)}</section>
<section aria-labelledby="sms-h"><h2 id="sms-h">SMS (${sms.length})</h2>
${sms.length === 0 ? html`<p>No SMS yet.</p>` : ''}
${sms.map((m) => html`<article><div class="meta">To ${m.to} · ${m.sent_at}</div><pre>${raw(linkify(m.body))}</pre></article>`)}
</section></body></html>`;
}
