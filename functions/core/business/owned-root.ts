import type { Services } from '../services.js';
import { notFound } from '../errors.js';
import { BusinessService } from './business-service.js';
import type { BusinessRoot } from './aggregate.js';

/**
 * The signed-in owner's business root alone (name, owner, time zone): what a list of their calls, orders or
 * appointments needs, without the whole aggregate; another owner's is 'not found'. Here rather than in the
 * appointment service, so the Lambdas that only list (orders, calls) bundle neither it nor luxon (issue 15).
 */
export async function ownedBusinessRoot(services: Services, userId: string): Promise<BusinessRoot> {
  const business = await services.repos.appointments.businessRoot(await new BusinessService(services).businessIdOf(userId));
  if (!business || business.owner_id !== userId) throw notFound('Business');
  return business;
}
