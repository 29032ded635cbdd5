import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { s3Recordings } from '../../aws/wiring/recordings.js';
import { createCallsApp } from './app.js';
import type { RepositoryClasses } from '../../data/repositories.js';
import { AppointmentsRepo } from '../../data/appointments-repo.js';
import { BusinessRepo } from '../../data/business-repo.js';
import { CallsRepo } from '../../data/calls-repo.js';
import { KnowledgeGapsRepo } from '../../data/knowledge-gaps-repo.js';
import { MessagesRepo } from '../../data/messages-repo.js';
import { SessionsRepo } from '../../data/sessions-repo.js';
import { UsersRepo } from '../../data/users-repo.js';

/** The calls Lambda's composition root: the table, its needs (functions/api/route-groups.ts) and the call recordings (lib/telephony.ts). */
export const wirings: readonly Wiring[] = [s3Recordings];
/** The repositories its routes use, as its `repos` in functions/api/route-groups.ts: only these are built and bundled. */
export const repositories: RepositoryClasses = { appointments: AppointmentsRepo, business: BusinessRepo, calls: CallsRepo, knowledgeGaps: KnowledgeGapsRepo, messages: MessagesRepo, sessions: SessionsRepo, users: UsersRepo };
export const handler = lambdaHandler(createCallsApp, wirings, repositories);
