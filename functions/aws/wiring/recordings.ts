import { s3RecordingStore } from '../../adapters/s3-recordings.js';
import { wiring } from '../composition.js';

/** Amazon Connect's call recordings in S3 (granted by lib/telephony.ts to the calls and account groups). */
export const s3Recordings = wiring('recordings', () => ({ recordings: s3RecordingStore() }));
