/**
 * What the one error shape (`{ error, errors?, reason? }`) carries besides its message. Imported by the API and the web;
 * it imports nothing.
 */

/**
 * A 409 body's `reason` when a save carried a lock_version that is no longer the record's: the record was changed
 * elsewhere. It tells that 409 from the others a save can meet (an appointment overlap, which the owner may book anyway).
 */
export const CHANGED_ELSEWHERE = 'changed_elsewhere';
