import type { Db } from './client.js';
import type { Repositories } from '../core/repositories.js';
import { AccountEraseRepo } from './account-erase-repo.js';
import { AppointmentsRepo } from './appointments-repo.js';
import { BusinessRepo } from './business-repo.js';
import { CallsRepo } from './calls-repo.js';
import { CallOutcomesRepo } from './call-outcomes-repo.js';
import { CallStatsRepo } from './call-stats-repo.js';
import { CustomersRepo } from './customers-repo.js';
import { EmailLinksRepo } from './email-links-repo.js';
import { ExportRepo } from './export-repo.js';
import { GoLiveRepo } from './go-live-repo.js';
import { GoogleRepo } from './google-repo.js';
import { KnowledgeGapsRepo } from './knowledge-gaps-repo.js';
import { MessagesRepo } from './messages-repo.js';
import { NewsletterRepo } from './newsletter-repo.js';
import { OrdersRepo } from './orders-repo.js';
import { PasswordResetRepo } from './password-reset-repo.js';
import { PhoneNumbersRepo } from './phone-numbers-repo.js';
import { RateLimitRepo } from './rate-limit-repo.js';
import { ReminderMarksRepo } from './reminder-marks-repo.js';
import { ScrapeRepo } from './scrape-repo.js';
import { SearchIndex } from './search-index.js';
import { SessionsRepo } from './sessions-repo.js';
import { UsersRepo } from './users-repo.js';

/** The classes of some repositories, by name: what one Lambda builds (functions/api/<group>/index.ts lists its own). */
export type RepositoryClasses = { readonly [K in keyof Repositories]?: new (db: Db) => Repositories[K] };

/**
 * Every repository's class. Each implements its port in core/repositories.ts: the `satisfies` checks it here. The
 * Lambdas that run the whole domain (the workflow tasks, the code hook) build them all; a route group builds its own
 * list, so its bundle leaves the others out (issue 15).
 */
export const ALL_REPOSITORIES = {
  accountErase: AccountEraseRepo,
  appointments: AppointmentsRepo,
  business: BusinessRepo,
  calls: CallsRepo,
  callOutcomes: CallOutcomesRepo,
  callStats: CallStatsRepo,
  customers: CustomersRepo,
  emailLinks: EmailLinksRepo,
  export: ExportRepo,
  goLive: GoLiveRepo,
  google: GoogleRepo,
  knowledgeGaps: KnowledgeGapsRepo,
  messages: MessagesRepo,
  newsletter: NewsletterRepo,
  orders: OrdersRepo,
  passwordReset: PasswordResetRepo,
  phoneNumbers: PhoneNumbersRepo,
  rateLimit: RateLimitRepo,
  reminderMarks: ReminderMarksRepo,
  scrape: ScrapeRepo,
  search: SearchIndex,
  sessions: SessionsRepo,
  users: UsersRepo,
} satisfies Required<RepositoryClasses>;

/** The repositories of `classes` over the one table. They hold nothing but the client. */
export function buildRepositories(db: Db, classes: RepositoryClasses): Partial<Repositories> {
  return Object.fromEntries(Object.entries(classes).map(([name, Repo]) => [name, new Repo(db)]));
}

/**
 * Every repository over the one table, built once per process by the local composition root (functions/local/) and
 * the tests, and handed to the domain as `services.repos`.
 */
export function createRepositories(db: Db): Repositories {
  return buildRepositories(db, ALL_REPOSITORIES) as Repositories;
}
