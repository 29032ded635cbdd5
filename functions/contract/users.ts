/*
 * Accounts and sign-up (spec sections 2 and 7): what crosses the wire between /api/auth/*, /api/users/* and the web's
 * sign-in, sign-up and emailed-link pages. Plain types and constants only, so the web bundle imports this file
 * without server code.
 */

export const USER_STATUSES = ['pending', 'active'] as const;
/** 'pending' until the sign-up's second step sets a password. */
export type UserStatus = (typeof USER_STATUSES)[number];

/** A user as the API shows it to its owner (never the password hash, tokens or business link). */
export interface PublicUser {
  id: string;
  email: string;
  full_name: string;
  phone_number: string | null;
  status: UserStatus;
}

/** POST /api/auth/login, GET /api/auth/me, GET and PUT /api/users/{id}. */
export interface UserReply {
  user: PublicUser;
}

/** POST /api/users (201): the sign-up started in this browser. */
export interface SignupStartedReply {
  user: { id: string; email: string };
}

/** GET /api/users/pending: the sign-up this browser has in progress, and whether its business exists yet. */
export interface PendingSignupReply {
  user: PublicUser;
  has_business: boolean;
}

/** POST /api/users/email-link: what using an emailed link did. */
export type UsedLinkReply =
  | { kind: 'continue-signup'; user: PublicUser; has_business: boolean }
  | { kind: 'confirmed'; user: { email: string }; message: string };
