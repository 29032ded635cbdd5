import { z } from 'zod';
import type { Services } from '../services.js';
import { UsersRepo } from '../../data/users-repo.js';
import { AppError, unauthorized, validationList } from '../errors.js';
import { toE164 } from '../phone.js';
import { BusinessService, parseOrThrow } from '../business/business-service.js';

export const profilePatchSchema = z
  .object({
    business_name: z.string().trim().min(1, "Business name can't be blank").max(200, 'Business name is too long').optional(),
    user: z
      .object({
        email: z.string().trim().toLowerCase().pipe(z.email({ message: 'is not a valid email address' })).optional(),
        phone_number: z.union([z.string().trim().max(40), z.null()]).optional(),
        full_name: z.string().trim().min(1, "can't be blank").max(200).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** User Settings' profile (spec section 7: GET /profiles/me, PATCH /profiles/). */
export class ProfileService {
  private readonly users: UsersRepo;
  private readonly businesses: BusinessService;
  constructor(services: Services) {
    this.users = new UsersRepo(services.db);
    this.businesses = new BusinessService(services);
  }

  async get(userId: string) {
    const user = await this.users.get(userId);
    if (!user) throw unauthorized();
    const business = await this.businesses.loadOwned(userId);
    return {
      business_name: business.business.name,
      user: { email: user.email, phone_number: user.phone_number, full_name: user.full_name ?? '' },
    };
  }

  async update(userId: string, body: unknown) {
    const patch = parseOrThrow(profilePatchSchema, body);
    const user = await this.users.get(userId);
    if (!user) throw unauthorized();
    const business = await this.businesses.loadOwned(userId);
    const fields: { phone_number?: string | null; full_name?: string } = {};
    if (patch.user?.phone_number !== undefined) {
      const raw = patch.user.phone_number?.trim() ?? '';
      const phone = raw === '' ? null : toE164(raw);
      if (raw !== '' && !phone) throw validationList(['Phone number is not a valid phone number']);
      fields.phone_number = phone;
    }
    if (patch.user?.full_name !== undefined) fields.full_name = patch.user.full_name;
    // Everything is checked before anything is written, so a refused email changes nothing else.
    if (patch.user?.email && patch.user.email !== user.email) {
      const taken = await this.users.findIdByEmail(patch.user.email);
      if (taken && taken !== userId) {
        throw new AppError('validation', 'Email has already been taken', { errors: ['Email has already been taken'] });
      }
      if (!(await this.users.changeEmail(user, patch.user.email))) {
        throw new AppError('validation', 'Email has already been taken', { errors: ['Email has already been taken'] });
      }
    }
    if (Object.keys(fields).length) await this.users.update(userId, fields);
    if (patch.business_name !== undefined && patch.business_name !== business.business.name) {
      await this.businesses.update(userId, business.business.id, { business: { name: patch.business_name } });
    }
    return this.get(userId);
  }
}
