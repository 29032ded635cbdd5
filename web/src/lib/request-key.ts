/**
 * A key for one thing the owner asked for (a booking form as opened, a test call): sent as the Idempotency-Key, so a
 * retry or a second click sends the same one and the server answers what the first request made.
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
