import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { clientAddress } from '../../functions/api/client-address.js';
import { VIEWER_ADDRESS_HEADER } from '../../functions/api/http.js';
import { VIEWER_ADDRESS_CODE } from '../../lib/edge-protection.js';

/** A Hono request as hono/aws-lambda hands it over: c.env.event is API Gateway's event. */
async function addressOf(headers: Record<string, string>, env: unknown): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c)));
  const res = await app.request('/', { headers }, env as never);
  return res.text();
}
const lambdaEnv = (sourceIp: string) => ({ event: { requestContext: { http: { sourceIp } } } });

describe('clientAddress (issue 19, item 6)', () => {
  it("in Lambda, takes the viewer address CloudFront's function wrote, never X-Forwarded-For", async () => {
    expect(await addressOf({ [VIEWER_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '198.51.100.1, 130.176.0.1' }, lambdaEnv('130.176.0.1'))).toBe('203.0.113.9');
    expect(await addressOf({ [VIEWER_ADDRESS_HEADER]: '2001:db8::7' }, lambdaEnv('130.176.0.1'))).toBe('2001:db8::7');
    // A forged X-Forwarded-For alone changes nothing: the answer is API Gateway's peer.
    expect(await addressOf({ 'x-forwarded-for': '198.51.100.1' }, lambdaEnv('130.176.0.1'))).toBe('130.176.0.1');
    // Garbage in the header is not an address.
    expect(await addressOf({ [VIEWER_ADDRESS_HEADER]: '<script>' }, lambdaEnv('130.176.0.1'))).toBe('130.176.0.1');
  });

  it('on the local server, trusts no header: the socket peer', async () => {
    expect(await addressOf({ [VIEWER_ADDRESS_HEADER]: '203.0.113.9' }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } })).toBe('127.0.0.1');
  });

  it("the CloudFront Function overwrites the client's header with the viewer's address", () => {
    const handler = new Function(`${VIEWER_ADDRESS_CODE}; return handler;`)() as (e: unknown) => { headers: Record<string, { value: string }> };
    const out = handler({ viewer: { ip: '203.0.113.9' }, request: { headers: { [VIEWER_ADDRESS_HEADER]: { value: '10.0.0.1' } } } });
    expect(out.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '203.0.113.9' });
  });
});
