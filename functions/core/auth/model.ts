/** One login on one browser; deleting it ends every token issued for it. */
export interface SessionFamily {
  user_id: string;
  family_id: string;
  persistent: boolean;
  created_at: string;
  expiresAt: number;
}

export interface RefreshTokenRecord {
  user_id: string;
  family_id: string;
  /** Epoch ms when it was exchanged for a new token; reuse after the grace period revokes the family. */
  rotated_at: number | null;
  expiresAt: number;
}
