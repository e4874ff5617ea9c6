import { AppError } from '../../errors.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

interface Limit {
  /** Requests allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/** A policy counts per client address, per target e-mail (or signed-in account), or both. */
interface RateLimitPolicy {
  address?: Limit;
  email?: Limit;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Limits of the endpoints that send e-mail or are open to anonymous callers (docs/api.md lists
 * them). Per address they are well above what an office behind one NAT needs; per e-mail they stop
 * anyone from making the server mail one person without end.
 */
export const RATE_LIMITS = {
  /** POST /api/auth/sign-in/email (wrong passwords also back off per account: ThrottleService). */
  signIn: { address: { limit: 60, windowSeconds: MINUTE } },
  /** POST /api/auth/sign-up/email: creates the account and mails its code. */
  signUp: { address: { limit: 20, windowSeconds: HOUR }, email: { limit: 5, windowSeconds: HOUR } },
  /** POST /api/auth/email-otp/send-verification-otp: mails a new code. */
  sendCode: { address: { limit: 20, windowSeconds: HOUR }, email: { limit: 5, windowSeconds: HOUR } },
  /** POST /api/auth/email-otp/request-password-reset: mails a reset code. */
  forgotPassword: { address: { limit: 20, windowSeconds: HOUR }, email: { limit: 5, windowSeconds: HOUR } },
  /** POST /api/auth/email-otp/verify-email and …/reset-password: code guesses (each code also allows 5). */
  submitCode: { address: { limit: 60, windowSeconds: HOUR }, email: { limit: 15, windowSeconds: HOUR } },
  /** GraphQL emailCheck: tells whether an address is invited. */
  emailCheck: { address: { limit: 60, windowSeconds: HOUR }, email: { limit: 20, windowSeconds: HOUR } },
  /** GraphQL createSurvey: stored anonymously. */
  survey: { address: { limit: 20, windowSeconds: HOUR } },
  /** GraphQL createParticipantInquiry / createParticipantInquiryComment by a participant: staff are mailed. */
  supportMessage: { address: { limit: 60, windowSeconds: HOUR }, email: { limit: 20, windowSeconds: HOUR } },
  /** POST /integrations/payments/sandbox/tokens (the sandbox card page, anonymous). */
  cardToken: { address: { limit: 30, windowSeconds: 10 * MINUTE } },
  /** Any GraphQL request without a session (getConfiguration on each page load, lookupZip, …). */
  anonymousGraphql: { address: { limit: 600, windowSeconds: MINUTE } },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Refused by a rate limit: 429 with Retry-After, in the product's words. */
export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', 'tooManyRequests', undefined, retryAfterSeconds);
  }
}

/** Counts requests in PostgreSQL, so the limits hold across every server process. */
export class RateLimitService {
  private calls = 0;
  constructor(private readonly repo: RateLimitRepository) {}

  /** Seconds to wait when this request is one too many (it is counted either way), else 0. */
  async retryAfter(name: RateLimitName, who: { address?: string; email?: string }): Promise<number> {
    const policy: RateLimitPolicy = RATE_LIMITS[name];
    const checks: Promise<number>[] = [];
    if (policy.address && who.address) checks.push(this.count(`${name}:ip:${who.address}`, policy.address));
    if (policy.email && who.email) checks.push(this.count(`${name}:email:${who.email.toLowerCase()}`, policy.email));
    // Old counters are dropped now and then, by whichever process happens to be counting.
    if (++this.calls % 500 === 0) checks.push(this.repo.prune().then(() => 0));
    return Math.max(0, ...(await Promise.all(checks)));
  }

  /** Throws RateLimitedError when this request is one too many. */
  async consume(name: RateLimitName, who: { address?: string; email?: string }): Promise<void> {
    const wait = await this.retryAfter(name, who);
    if (wait > 0) throw new RateLimitedError(wait);
  }

  private async count(key: string, { limit, windowSeconds }: Limit): Promise<number> {
    const { hits, secondsLeft } = await this.repo.hit(key, windowSeconds);
    return hits > limit ? Math.max(1, Math.ceil(secondsLeft)) : 0;
  }
}
