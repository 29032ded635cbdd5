import type { Db } from './client.js';
import type { Repositories } from '../core/repositories.js';
import { AccountEraseRepo } from './account-erase-repo.js';
import { AppointmentsRepo } from './appointments-repo.js';
import { BusinessRepo } from './business-repo.js';
import { CallsRepo } from './calls-repo.js';
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

/**
 * Every repository over the one table, built once per process by the composition root (functions/local/,
 * functions/aws/composition.ts) and handed to the domain as `services.repos`. They hold nothing but the client.
 * Each implements its port in core/repositories.ts: the return type checks it here.
 */
export function createRepositories(db: Db): Repositories {
  return {
    accountErase: new AccountEraseRepo(db),
    appointments: new AppointmentsRepo(db),
    business: new BusinessRepo(db),
    calls: new CallsRepo(db),
    callStats: new CallStatsRepo(db),
    customers: new CustomersRepo(db),
    emailLinks: new EmailLinksRepo(db),
    export: new ExportRepo(db),
    goLive: new GoLiveRepo(db),
    google: new GoogleRepo(db),
    knowledgeGaps: new KnowledgeGapsRepo(db),
    messages: new MessagesRepo(db),
    newsletter: new NewsletterRepo(db),
    orders: new OrdersRepo(db),
    passwordReset: new PasswordResetRepo(db),
    phoneNumbers: new PhoneNumbersRepo(db),
    rateLimit: new RateLimitRepo(db),
    reminderMarks: new ReminderMarksRepo(db),
    scrape: new ScrapeRepo(db),
    search: new SearchIndex(db),
    sessions: new SessionsRepo(db),
    users: new UsersRepo(db),
  };
}

