import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createGoLiveApp } from './app.js';
import type { RepositoryClasses } from '../../data/repositories.js';
import { BusinessRepo } from '../../data/business-repo.js';
import { GoLiveRepo } from '../../data/go-live-repo.js';
import { SessionsRepo } from '../../data/sessions-repo.js';
import { UsersRepo } from '../../data/users-repo.js';

/** The go-live Lambda's composition root: the table and its needs (functions/api/route-groups.ts). */
export const wirings: readonly Wiring[] = [];
/** The repositories its routes use, as its `repos` in functions/api/route-groups.ts: only these are built and bundled. */
export const repositories: RepositoryClasses = { business: BusinessRepo, goLive: GoLiveRepo, sessions: SessionsRepo, users: UsersRepo };
export const handler = lambdaHandler(createGoLiveApp, wirings, repositories);
