/** An authorization in progress: who started it (user and session family) and its PKCE verifier. */
export interface OAuthStateRecord {
  state_hash: string;
  user_id: string;
  family_id: string;
  business_id: string;
  /** Encrypted like the tokens: with it and a stolen code, anyone could finish the exchange. */
  code_verifier_encrypted: string;
  created_at: string;
  /** Epoch seconds (TTL); checked on read too, since DynamoDB deletes expired items only eventually. */
  expiresAt: number;
}

/** Sync health shown on the Calendar Sync card. */
export interface GoogleSyncProblem {
  message: string;
  at: string;
  /** The grant is gone: only reconnecting helps. */
  reconnect: boolean;
}

export interface GoogleGrantRecord {
  business_id: string;
  /** JSON of GoogleTokens, encrypted (SecretCipher) with the business id as context. */
  tokens_encrypted: string;
  scope: string;
  connected_by: string;
  connected_at: string;
  updated_at: string;
  problem?: GoogleSyncProblem | null;
}

/** The Google event mirroring one appointment. */
export interface GoogleEventLink {
  business_id: string;
  appointment_id: string;
  calendar_id: string;
  event_id: string;
  synced_at: string;
}
