import type { Services } from '../services.js';
import { parseEmail } from '../accounts/password-reset.js';
import type { NewsletterRepository } from '../repositories.js';

export const SUBSCRIBED_MESSAGE = "Thanks for subscribing! You'll get product news and tips in your inbox.";
export const ALREADY_SUBSCRIBED_MESSAGE = "You're already subscribed. Thanks for staying in touch!";

/** The footer's newsletter field (spec section 2): stores the lowercased address, once. */
export class NewsletterService {
  private readonly repo: NewsletterRepository;
  constructor(private readonly services: Services) {
    this.repo = services.repos.newsletter;
  }

  /** `created` is false when the address was already on the list (the caller answers 200 instead of 201). */
  async subscribe(body: unknown): Promise<{ created: boolean; email: string; message: string }> {
    const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).email : undefined;
    const email = parseEmail(raw);
    const created = await this.repo.subscribe(email, this.services.now().toISOString(), 'landing-footer');
    return { created, email, message: created ? SUBSCRIBED_MESSAGE : ALREADY_SUBSCRIBED_MESSAGE };
  }
}
