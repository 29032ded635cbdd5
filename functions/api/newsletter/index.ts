import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createNewsletterApp } from './app.js';
import type { RepositoryClasses } from '../../data/repositories.js';
import { BusinessRepo } from '../../data/business-repo.js';
import { EmailLinksRepo } from '../../data/email-links-repo.js';
import { NewsletterRepo } from '../../data/newsletter-repo.js';
import { PasswordResetRepo } from '../../data/password-reset-repo.js';
import { RateLimitRepo } from '../../data/rate-limit-repo.js';
import { ScrapeRepo } from '../../data/scrape-repo.js';
import { SessionsRepo } from '../../data/sessions-repo.js';
import { UsersRepo } from '../../data/users-repo.js';

/** The newsletter Lambda's composition root: the table and its needs (functions/api/route-groups.ts). */
export const wirings: readonly Wiring[] = [];
/** The repositories its routes use, as its `repos` in functions/api/route-groups.ts: only these are built and bundled. */
export const repositories: RepositoryClasses = { business: BusinessRepo, emailLinks: EmailLinksRepo, newsletter: NewsletterRepo, passwordReset: PasswordResetRepo, rateLimit: RateLimitRepo, scrape: ScrapeRepo, sessions: SessionsRepo, users: UsersRepo };
export const handler = lambdaHandler(createNewsletterApp, wirings, repositories);
