import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';
import { CallsRepo } from '../../functions/data/calls-repo.js';
import type { CallRecord } from '../../functions/core/calls/model.js';

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;

const NOW = new Date('2025-03-10T18:00:00.000Z'); // Monday 14:00 in New York

beforeAll(async () => {
  ctx = await createTestServices();
  ctx.clock.now = NOW;
});

async function owner() {
  const client = new TestClient(ctx.app);
  const account = await signUp(client);
  return { client, businessId: account.business.id as string };
}

function record(businessId: string, id: string, started_at: string, outcome: CallRecord['outcome'], extra: Partial<CallRecord> = {}): CallRecord {
  const ended = outcome ? new Date(Date.parse(started_at) + 60_000).toISOString() : null;
  return {
    id,
    business_id: businessId,
    started_at,
    ended_at: ended,
    last_activity_at: ended ?? started_at,
    direction: 'inbound',
    caller_number: '+13125550100',
    outcome,
    is_test: false,
    duration_seconds: outcome ? 60 : null,
    turn_count: 1,
    transcript: [
      { speaker: 'assistant', text: 'Thank you for calling.', at: started_at },
      { speaker: 'caller', text: `call ${id}`, at: started_at },
    ],
    version: 1,
    ...extra,
  };
}

/** Every page of GET /api/calls with `query`, following next_cursor. */
async function allPages(client: TestClient, query: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const res = await client.get(`/api/calls?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(...res.body.calls.map((c: any) => c.id));
    cursor = res.body.next_cursor;
    if (!cursor) return ids;
  }
  throw new Error('too many pages');
}

describe('GET /api/calls', () => {
  it('lists the calls newest first, page by page, without transcripts', async () => {
    const { client, businessId } = await owner();
    const repo = new CallsRepo(ctx.services.db);
    const outcomes = ['answered', 'booked', 'ordered', 'message', 'transferred', 'abandoned', 'answered'] as const;
    for (let i = 0; i < 7; i++) {
      await repo.create(record(businessId, `c${i}`, `2025-03-0${i + 1}T15:00:00.000Z`, outcomes[i]));
    }
    const first = await client.get('/api/calls?limit=3');
    expect(first.body.calls.map((c: any) => c.id)).toEqual(['c6', 'c5', 'c4']);
    expect(first.body.time_zone).toBe('America/New_York');
    expect(first.body.calls[0]).toEqual({
      id: 'c6',
      direction: 'inbound',
      is_test: false,
      caller_number: '+13125550100',
      dialed_number: null,
      started_at: '2025-03-07T15:00:00.000Z',
      ended_at: '2025-03-07T15:01:00.000Z',
      duration_seconds: 60,
      outcome: 'answered',
      ended_by: null,
      status: 'ended',
      summary: null,
      urgent: false,
      transfer_to: null,
      recording_url: null,
      recording_location: null,
      turn_count: 1,
    });
    expect(await allPages(client, 'limit=3')).toEqual(['c6', 'c5', 'c4', 'c3', 'c2', 'c1', 'c0']);
    expect(await allPages(client, 'limit=1')).toEqual(['c6', 'c5', 'c4', 'c3', 'c2', 'c1', 'c0']);
  });

  it('filters by outcome across pages', async () => {
    const { client, businessId } = await owner();
    const repo = new CallsRepo(ctx.services.db);
    // 60 calls, every fifth one booked: a page of booked calls needs several reads.
    for (let i = 0; i < 60; i++) {
      const at = new Date(Date.parse('2025-03-01T12:00:00.000Z') + i * 3_600_000).toISOString();
      await repo.create(record(businessId, `k${String(i).padStart(2, '0')}`, at, i % 5 === 0 ? 'booked' : 'answered'));
    }
    const booked = await allPages(client, 'outcome=booked&limit=4');
    expect(booked).toEqual(['k55', 'k50', 'k45', 'k40', 'k35', 'k30', 'k25', 'k20', 'k15', 'k10', 'k05', 'k00']);
    expect((await client.get('/api/calls?outcome=booked&limit=100')).body.calls).toHaveLength(12);
    expect((await client.get('/api/calls?outcome=ordered')).body).toMatchObject({ calls: [], next_cursor: null });
  });

  it("filters by date in the business's time zone (from and to are whole days)", async () => {
    const { client, businessId } = await owner();
    const repo = new CallsRepo(ctx.services.db);
    await repo.create(record(businessId, 'late-sunday', '2025-03-10T03:30:00.000Z', 'answered')); // 23:30 Sunday in New York
    await repo.create(record(businessId, 'monday-early', '2025-03-10T04:30:00.000Z', 'answered')); // 00:30 Monday
    await repo.create(record(businessId, 'monday-noon', '2025-03-10T16:00:00.000Z', 'booked'));
    await repo.create(record(businessId, 'tuesday', '2025-03-11T16:00:00.000Z', 'booked'));
    expect(await allPages(client, 'from=2025-03-10&to=2025-03-10')).toEqual(['monday-noon', 'monday-early']);
    expect(await allPages(client, 'from=2025-03-10')).toEqual(['tuesday', 'monday-noon', 'monday-early']);
    expect(await allPages(client, 'to=2025-03-09')).toEqual(['late-sunday']);
    expect(await allPages(client, 'from=2025-03-10&to=2025-03-11&outcome=booked&limit=1')).toEqual(['tuesday', 'monday-noon']);
    expect(await allPages(client, 'from=2025-03-10T04:00:00.000Z&to=2025-03-10T17:00:00Z')).toEqual(['monday-noon', 'monday-early']);
  });

  it('shows a call left without a goodbye as abandoned once it has been quiet for 15 minutes', async () => {
    const { client, businessId } = await owner();
    const repo = new CallsRepo(ctx.services.db);
    await repo.create(record(businessId, 'quiet', new Date(NOW.getTime() - 20 * 60_000).toISOString(), null));
    await repo.create(record(businessId, 'live', new Date(NOW.getTime() - 60_000).toISOString(), null));
    const list = (await client.get('/api/calls')).body.calls;
    expect(list.map((c: any) => [c.id, c.status, c.outcome])).toEqual([
      ['live', 'in_progress', null],
      ['quiet', 'ended', 'abandoned'],
    ]);
    expect(await allPages(client, 'outcome=abandoned')).toEqual(['quiet']);
  });

  it('refuses bad filters with 422', async () => {
    const { client } = await owner();
    for (const query of ['outcome=served', 'from=yesterday', 'to=2025-13-45', 'cursor=abc', 'limit=0', 'limit=101', 'from=2025-03-10&to=2025-03-09', 'colour=red']) {
      const res = await client.get(`/api/calls?${query}`);
      expect(res.status, query).toBe(422);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('needs a signed-in owner, and shows only their calls', async () => {
    expect((await new TestClient(ctx.app).get('/api/calls')).status).toBe(401);
    const a = await owner();
    const b = await owner();
    await new CallsRepo(ctx.services.db).create(record(a.businessId, 'only-a', '2025-03-09T15:00:00.000Z', 'answered'));
    expect((await b.client.get('/api/calls')).body.calls).toEqual([]);
    expect((await a.client.get('/api/calls')).body.calls.map((c: any) => c.id)).toEqual(['only-a']);
  });
});

describe('GET /api/calls/:id', () => {
  it('answers the call with its transcript; another owner gets 404', async () => {
    const a = await owner();
    const b = await owner();
    await new CallsRepo(ctx.services.db).create(record(a.businessId, 'with-transcript', '2025-03-09T15:00:00.000Z', 'message'));
    const res = await a.client.get('/api/calls/with-transcript');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'with-transcript', outcome: 'message', time_zone: 'America/New_York' });
    expect(res.body.transcript).toEqual([
      { speaker: 'assistant', text: 'Thank you for calling.', at: '2025-03-09T15:00:00.000Z' },
      { speaker: 'caller', text: 'call with-transcript', at: '2025-03-09T15:00:00.000Z' },
    ]);
    expect((await b.client.get('/api/calls/with-transcript')).status).toBe(404);
    expect((await a.client.get('/api/calls/nope')).status).toBe(404);
  });

  it('lists test calls made through the API, marked as tests', async () => {
    const { client } = await owner();
    const started = await client.post('/api/test-calls', {});
    await client.post(`/api/test-calls/${started.body.id}/turns`, { text: 'what are your hours' });
    await client.post(`/api/test-calls/${started.body.id}/end`);
    const [logged] = (await client.get('/api/calls')).body.calls;
    expect(logged).toMatchObject({ id: started.body.id, is_test: true, status: 'ended', outcome: 'answered', turn_count: 1 });
    const full = (await client.get(`/api/calls/${started.body.id}`)).body;
    expect(full.transcript.map((l: any) => l.speaker)).toEqual(['assistant', 'caller', 'assistant']);
    expect(full.transcript[1].text).toBe('what are your hours');
  });
});

describe('recordings in AWS (CALL_RECORDINGS_LOCATION, set by lib/telephony.ts)', () => {
  it("points a call that came through Connect at its recording's prefix; other calls have none", async () => {
    const { client, businessId } = await owner();
    const repo = new CallsRepo(ctx.services.db);
    await repo.create(record(businessId, 'phone1', '2025-03-07T23:30:00.000Z', 'answered', { contact_id: 'c0ffee-1', dialed_number: '+12125550111' }));
    await repo.create(record(businessId, 'browser1', '2025-03-07T22:00:00.000Z', 'answered', { is_test: true }));
    const config = ctx.services.config;
    expect((await client.get('/api/calls/phone1')).body.recording_location).toBeNull();
    try {
      config.CALL_RECORDINGS_LOCATION = 's3://recordings-bucket/CallRecordings/';
      const list = (await client.get('/api/calls')).body.calls;
      // Connect files a recording under the call's UTC date.
      expect(list.find((c: any) => c.id === 'phone1').recording_location).toBe('s3://recordings-bucket/CallRecordings/2025/03/07/c0ffee-1_');
      expect(list.find((c: any) => c.id === 'browser1').recording_location).toBeNull();
      expect((await client.get('/api/calls/phone1')).body.recording_location).toBe('s3://recordings-bucket/CallRecordings/2025/03/07/c0ffee-1_');
    } finally {
      delete config.CALL_RECORDINGS_LOCATION;
    }
  });

  it('GET /api/calls/{id}/recording redirects to a short-lived link to the audio; says why when there is none', async () => {
    const { client, businessId } = await owner();
    const repo = new CallsRepo(ctx.services.db);
    await repo.create(record(businessId, 'phone2', '2025-03-07T23:58:00.000Z', 'booked', { contact_id: 'beef-2', ended_at: '2025-03-08T00:02:00.000Z' }));
    await repo.create(record(businessId, 'browser2', '2025-03-07T22:00:00.000Z', 'answered', { is_test: true }));
    const config = ctx.services.config;
    const original = ctx.services.recordings;
    const asked: string[][] = [];
    let stored = false;
    ctx.services.recordings = {
      async playbackUrl(prefixes) {
        asked.push([...prefixes]);
        return stored ? 'https://recordings.example/beef-2.wav?X-Amz-Signature=abc' : null;
      },
    };
    try {
      // Locally (no recordings configured) there is no audio, and no link.
      const local = await client.get('/api/calls/phone2/recording');
      expect([local.status, local.body.error]).toEqual([404, 'This call has no audio recording: test calls in the browser keep the transcript only.']);
      expect((await client.get('/api/calls/phone2')).body.recording_url).toBeNull();

      config.CALL_RECORDINGS_LOCATION = 's3://recordings-bucket/CallRecordings/';
      expect((await client.get('/api/calls/phone2')).body.recording_url).toBe('/api/calls/phone2/recording');
      expect((await client.get('/api/calls/browser2')).body.recording_url).toBeNull();
      const notYet = await client.get('/api/calls/phone2/recording');
      expect([notYet.status, notYet.body.error]).toEqual([404, 'The recording of this call is not available yet. Amazon Connect stores it a few minutes after the call ends.']);
      // The call ran past midnight UTC: both days are looked at.
      expect(asked[0]).toEqual(['s3://recordings-bucket/CallRecordings/2025/03/07/beef-2_', 's3://recordings-bucket/CallRecordings/2025/03/08/beef-2_']);

      stored = true;
      const res = await client.get('/api/calls/phone2/recording');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://recordings.example/beef-2.wav?X-Amz-Signature=abc');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect((await client.get('/api/calls/browser2/recording')).status).toBe(404);

      // Another owner gets 404 and S3 is never asked; without a session, 401.
      const other = await owner();
      const before = asked.length;
      const foreign = await other.client.get('/api/calls/phone2/recording');
      expect([foreign.status, foreign.body.error]).toEqual([404, 'Call not found']);
      expect(asked.length).toBe(before);
      expect((await new TestClient(ctx.app).get('/api/calls/phone2/recording')).status).toBe(401);
    } finally {
      delete config.CALL_RECORDINGS_LOCATION;
      ctx.services.recordings = original;
    }
  });
});

describe('dashboard stats read the finer outcomes', () => {
  it('counts answered, booked and ordered calls as served', async () => {
    const { client, businessId } = await owner();
    const repo = new CallsRepo(ctx.services.db);
    const today = (h: number) => `2025-03-10T${String(h).padStart(2, '0')}:00:00.000Z`;
    await repo.create(record(businessId, 's1', today(13), 'answered'));
    await repo.create(record(businessId, 's2', today(14), 'booked'));
    await repo.create(record(businessId, 's3', today(15), 'ordered'));
    await repo.create(record(businessId, 's4', today(16), 'transferred'));
    await repo.create(record(businessId, 's5', today(17), 'message'));
    const stats = (await client.get('/api/appointments/stats')).body;
    expect(stats).toMatchObject({ calls_made: 5, calls_served: 3, success_rate: 60 });
  });
});
