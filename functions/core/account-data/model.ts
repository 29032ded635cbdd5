/** The record that an account's deletion is under way; it goes last, so an interrupted deletion is finished later. */
export interface DeletionMarker {
  user_id: string;
  business_id: string | null;
  email: string;
  full_name: string | null;
  assistant_phone_number: string | null;
  started_at: string;
  email_sent?: boolean;
}
