import { beforeEach, describe, expect, it } from 'vitest';
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { PLAYBACK_LINK_SECONDS, parseS3Location, s3RecordingStore } from '../../../functions/adapters/s3-recordings.js';
import { recordingPrefixes } from '../../../functions/core/calls/call-recordings.js';
import type { CallRecord } from '../../../functions/core/calls/model.js';
import { AppError } from '../../../functions/core/errors.js';

const client = new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } });
const mock = mockClient(client);
const store = s3RecordingStore({ client });
const PREFIX = 's3://rec-bucket/CallRecordings/2025/03/07/c0ffee-1_';

beforeEach(() => mock.reset());

describe('s3RecordingStore (Amazon Connect recordings)', () => {
  it('signs a short-lived GET link to the recording found under the prefix', async () => {
    mock.on(ListObjectsV2Command).resolves({ Contents: [{ Key: 'CallRecordings/2025/03/07/c0ffee-1_20250307T23:30_UTC.wav' }] });
    const url = new URL((await store.playbackUrl([PREFIX]))!);
    expect(mock.commandCalls(ListObjectsV2Command)[0]!.args[0].input).toEqual({ Bucket: 'rec-bucket', Prefix: 'CallRecordings/2025/03/07/c0ffee-1_', MaxKeys: 10 });
    expect(url.hostname).toBe('rec-bucket.s3.us-east-1.amazonaws.com');
    expect(decodeURIComponent(url.pathname)).toBe('/CallRecordings/2025/03/07/c0ffee-1_20250307T23:30_UTC.wav');
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(PLAYBACK_LINK_SECONDS));
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-content-type')).toBe('audio/wav');
  });

  it('tries the next day when the call ran past midnight UTC, and answers null when nothing is stored yet', async () => {
    mock.on(ListObjectsV2Command, { Prefix: 'CallRecordings/2025/03/07/c0ffee-1_' }).resolves({ Contents: [] });
    mock.on(ListObjectsV2Command, { Prefix: 'CallRecordings/2025/03/08/c0ffee-1_' }).resolves({ Contents: [{ Key: 'CallRecordings/2025/03/08/c0ffee-1_x.wav' }] });
    const url = await store.playbackUrl([PREFIX, 's3://rec-bucket/CallRecordings/2025/03/08/c0ffee-1_']);
    expect(decodeURIComponent(new URL(url!).pathname)).toBe('/CallRecordings/2025/03/08/c0ffee-1_x.wav');
    mock.reset();
    mock.on(ListObjectsV2Command).resolves({});
    expect(await store.playbackUrl([PREFIX])).toBeNull();
  });

  it('a busy S3 is a 503 with a human message; other errors are not disguised', async () => {
    mock.on(ListObjectsV2Command).rejects(Object.assign(new Error('slow down'), { name: 'SlowDown', $metadata: {} }));
    const error = (await store.playbackUrl([PREFIX]).catch((e: unknown) => e)) as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect([error.status, error.message]).toEqual([503, 'The recording cannot be fetched right now. Please try again in a moment.']);
    mock.on(ListObjectsV2Command).rejects(Object.assign(new Error('denied'), { name: 'AccessDenied', $metadata: {} }));
    await expect(store.playbackUrl([PREFIX])).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it('reads s3:// locations and refuses anything else', () => {
    expect(parseS3Location('s3://rec-bucket/CallRecordings/x_')).toEqual({ bucket: 'rec-bucket', prefix: 'CallRecordings/x_' });
    expect(() => parseS3Location('https://rec-bucket/x')).toThrow('Not an S3 location');
  });
});

describe('recordingPrefixes', () => {
  const call = (extra: Partial<CallRecord>) =>
    ({ id: 'c1', business_id: 'b', started_at: '2025-03-07T23:58:00.000Z', ended_at: '2025-03-08T00:03:00.000Z', ...extra }) as CallRecord;
  it('names the start day and, past midnight UTC, the end day; none without a contact id or a location', () => {
    expect(recordingPrefixes(call({ contact_id: 'k1' }), 's3://b/CallRecordings')).toEqual([
      's3://b/CallRecordings/2025/03/07/k1_',
      's3://b/CallRecordings/2025/03/08/k1_',
    ]);
    expect(recordingPrefixes(call({ contact_id: 'k1', ended_at: '2025-03-07T23:59:00.000Z' }), 's3://b/CallRecordings/')).toEqual([
      's3://b/CallRecordings/2025/03/07/k1_',
    ]);
    expect(recordingPrefixes(call({}), 's3://b/CallRecordings/')).toEqual([]);
    expect(recordingPrefixes(call({ contact_id: 'k1' }), undefined)).toEqual([]);
  });

  it('deletes every recording under a call\'s prefixes, page by page (account deletion)', async () => {
    mock
      .on(ListObjectsV2Command, { Prefix: 'CallRecordings/2025/03/07/c0ffee-1_' })
      .resolvesOnce({ Contents: [{ Key: 'CallRecordings/2025/03/07/c0ffee-1_a.wav' }], IsTruncated: true, NextContinuationToken: 't2' })
      .resolvesOnce({ Contents: [{ Key: 'CallRecordings/2025/03/07/c0ffee-1_b.wav' }], IsTruncated: false });
    mock.on(DeleteObjectsCommand).resolves({});
    await store.remove!([PREFIX]);
    const deletes = mock.commandCalls(DeleteObjectsCommand).map((c) => c.args[0].input);
    expect(deletes).toEqual([
      { Bucket: 'rec-bucket', Delete: { Objects: [{ Key: 'CallRecordings/2025/03/07/c0ffee-1_a.wav' }], Quiet: true } },
      { Bucket: 'rec-bucket', Delete: { Objects: [{ Key: 'CallRecordings/2025/03/07/c0ffee-1_b.wav' }], Quiet: true } },
    ]);
    expect(mock.commandCalls(ListObjectsV2Command)[1]!.args[0].input.ContinuationToken).toBe('t2');
  });

  it('fails when S3 keeps a recording, so the deletion is tried again', async () => {
    mock.on(ListObjectsV2Command).resolves({ Contents: [{ Key: 'CallRecordings/2025/03/07/c0ffee-1_a.wav' }] });
    mock.on(DeleteObjectsCommand).resolves({ Errors: [{ Key: 'CallRecordings/2025/03/07/c0ffee-1_a.wav', Code: 'AccessDenied' }] });
    await expect(store.remove!([PREFIX])).rejects.toThrow(/AccessDenied/);
  });
});
