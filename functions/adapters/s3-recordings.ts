import type { S3Client } from '@aws-sdk/client-s3';
import { unavailable } from '../core/errors.js';
import type { RecordingStore } from '../core/ports.js';

/** How long a playback link works: long enough to start and seek, short enough not to be passed around. */
export const PLAYBACK_LINK_SECONDS = 300;

const BUSY = new Set(['SlowDown', 'ServiceUnavailable', 'InternalError', 'ThrottlingException', 'RequestTimeout']);

/** s3://bucket/key-prefix → its two parts. */
export function parseS3Location(location: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])\/(.*)$/.exec(location);
  if (!match) throw new Error(`Not an S3 location: ${location}`);
  return { bucket: match[1]!, prefix: match[2]! };
}

/**
 * Amazon Connect's call recordings in S3 (lib/telephony.ts): finds the recording under the call's key prefix and
 * answers a presigned GET link that plays it in the browser. The bucket is KMS-encrypted; the signed request
 * is decrypted by S3 with the calls Lambda's kms:Decrypt grant.
 */
export function s3RecordingStore(options: { client?: S3Client } = {}): RecordingStore {
  // The SDK is imported and the client made on the first playback, not at cold start.
  let client = options.client;
  return {
    async playbackUrl(prefixes) {
      const [{ GetObjectCommand, ListObjectsV2Command, S3Client }, { getSignedUrl }] = await Promise.all([
        import('@aws-sdk/client-s3'),
        import('@aws-sdk/s3-request-presigner'),
      ]);
      client ??= new S3Client({});
      for (const location of prefixes) {
        const { bucket, prefix } = parseS3Location(location);
        try {
          const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 10 }));
          // One recording per contact; a resumed recording could add a second part, the first is where the call starts.
          const key = (listed.Contents ?? [])
            .map((o) => o.Key)
            .filter((k): k is string => typeof k === 'string' && !k.endsWith('/'))
            .sort()[0];
          if (!key) continue;
          return await getSignedUrl(
            client,
            new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentType: key.endsWith('.wav') ? 'audio/wav' : undefined }),
            { expiresIn: PLAYBACK_LINK_SECONDS },
          );
        } catch (error) {
          const name = (error as { name?: string })?.name ?? '';
          if (BUSY.has(name)) throw unavailable('The recording cannot be fetched right now. Please try again in a moment.', 5);
          throw error;
        }
      }
      return null;
    },
    async remove(prefixes) {
      const { DeleteObjectsCommand, ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
      client ??= new S3Client({});
      for (const location of prefixes) {
        const { bucket, prefix } = parseS3Location(location);
        let token: string | undefined;
        do {
          const listed = await client!.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
          const keys = (listed.Contents ?? []).map((o) => o.Key).filter((k): k is string => typeof k === 'string');
          if (keys.length) {
            const out = await client!.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
            // A key S3 could not delete leaves the account's deletion marker in place, so it is tried again.
            if (out.Errors?.length) throw new Error(`S3 kept ${out.Errors.length} recording(s) under ${prefix}: ${out.Errors[0]?.Code ?? 'error'}`);
          }
          token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
        } while (token);
      }
    },
  };
}
