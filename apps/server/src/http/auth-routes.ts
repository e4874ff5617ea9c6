import {
  confirmSignUpSchema,
  firstIssueMessage,
  forgotPasswordSchema,
  type MessageKey,
  messages,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@rc/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { EnrolmentService } from '../modules/enrolment/enrolment.service.js';
import type { Auth } from '../modules/identity/auth.js';
import type { IdentityService } from '../modules/identity/identity.service.js';
import type { RateLimitName, RateLimitService } from '../modules/identity/rate-limits.js';
import type { ThrottleService } from '../modules/identity/throttle.service.js';
import { sendServiceUnavailable } from './unavailable.js';

/** better-auth error codes → the identity-service messages the spec shows. */
const ERROR_MESSAGES: Record<string, { code: string; key: MessageKey }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_EMAIL_OR_PASSWORD', key: 'incorrectCredentials' },
  EMAIL_NOT_VERIFIED: { code: 'EMAIL_NOT_VERIFIED', key: 'userNotConfirmed' },
  USER_ALREADY_EXISTS: { code: 'USER_ALREADY_EXISTS', key: 'usernameExists' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'USER_ALREADY_EXISTS', key: 'usernameExists' },
  INVALID_OTP: { code: 'INVALID_OTP', key: 'codeMismatch' },
  OTP_EXPIRED: { code: 'OTP_EXPIRED', key: 'codeExpired' },
  TOO_MANY_ATTEMPTS: { code: 'TOO_MANY_ATTEMPTS', key: 'attemptLimitExceeded' },
  BANNED_USER: { code: 'USER_DISABLED', key: 'userDisabled' },
  PASSWORD_TOO_SHORT: { code: 'VALIDATION', key: 'passwordRule' },
  PASSWORD_TOO_LONG: { code: 'VALIDATION', key: 'passwordRule' },
  INVALID_EMAIL: { code: 'VALIDATION', key: 'emailInvalid' },
  USER_NOT_FOUND: { code: 'INVALID_EMAIL_OR_PASSWORD', key: 'incorrectCredentials' },
};

const messageKeyOf = (text: string): MessageKey | undefined =>
  (Object.keys(messages) as MessageKey[]).find((k) => (messages[k] as string) === text);

/**
 * Only these identity endpoints are reachable from outside (deny by default); role changes and bans
 * go through the AdminQueries routes, never through the identity store's own admin endpoints.
 * Each names the schema its body must satisfy.
 */
const ROUTES: Record<string, { method: 'GET' | 'POST'; schema?: ZodType; limit?: RateLimitName }> = {
  '/get-session': { method: 'GET' },
  '/sign-out': { method: 'POST' },
  '/sign-in/email': { method: 'POST', schema: signInSchema, limit: 'signIn' },
  '/sign-up/email': { method: 'POST', schema: signUpSchema, limit: 'signUp' },
  '/email-otp/verify-email': {
    method: 'POST',
    schema: confirmSignUpSchema.transform(({ email, code }) => ({ email, otp: code })),
    limit: 'submitCode',
  },
  '/email-otp/send-verification-otp': { method: 'POST', schema: forgotPasswordSchema, limit: 'sendCode' },
  '/email-otp/request-password-reset': { method: 'POST', schema: forgotPasswordSchema, limit: 'forgotPassword' },
  '/email-otp/reset-password': {
    method: 'POST',
    schema: resetPasswordSchema.transform(({ email, code, password }) => ({ email, otp: code, password })),
    limit: 'submitCode',
  },
};

/** The web form sends `code`; better-auth expects `otp`. Accept either. */
function normaliseBody(path: string, body: unknown): unknown {
  if (body && typeof body === 'object' && 'otp' in body && !('code' in body)) {
    return { ...(body as Record<string, unknown>), code: (body as Record<string, unknown>).otp };
  }
  if (path === '/email-otp/send-verification-otp' && body && typeof body === 'object') {
    return { email: (body as Record<string, unknown>).email };
  }
  return body ?? {};
}

/** The session token lives only in the HttpOnly cookie: never hand it to page scripts. */
function withoutTokens(text: string): string {
  if (!text) return text;
  const data = JSON.parse(text) as Record<string, unknown> | null;
  if (!data || typeof data !== 'object') return text;
  delete data.token;
  if (data.session && typeof data.session === 'object') delete (data.session as Record<string, unknown>).token;
  return JSON.stringify(data);
}

function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  key: MessageKey,
  message: string = messages[key],
) {
  return reply.status(status).send({ code, message, messageKey: key });
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    throttle: ThrottleService;
    rateLimits: RateLimitService;
    identity: IdentityService;
    enrolment: Pick<EnrolmentService, 'signUpRefusal'>;
    publicUrl: string;
    /** Whether the database answers now (readiness). */
    databaseReady: () => Promise<boolean>;
    /** Called after every POST (sign-in, sign-out, password change, …): kept sessions are read again. */
    sessionsChanged?: () => void;
  },
) {
  const { auth, throttle, rateLimits, identity, enrolment, publicUrl, databaseReady } = deps;

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(req.url, publicUrl);
    const path = url.pathname.slice('/api/auth'.length);
    const route = ROUTES[path];
    if (!route || route.method !== req.method) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }

    let body: Record<string, unknown> | undefined;
    if (route.schema) {
      const parsed = route.schema.safeParse(normaliseBody(path, req.body));
      if (!parsed.success) {
        const message = firstIssueMessage(parsed.error);
        return sendError(reply, 400, 'VALIDATION', messageKeyOf(message) ?? 'invalidInput', message);
      }
      body = parsed.data as Record<string, unknown>;
      if (path === '/sign-up/email') body = { ...body, name: body.email };
      if (path === '/email-otp/send-verification-otp') body = { ...body, type: 'email-verification' };
    }

    const email = typeof body?.email === 'string' ? body.email : undefined;
    const log = req.log.child({ component: 'auth', event: path, email, ip: req.ip });

    if (route.limit) {
      const wait = await rateLimits.retryAfter(route.limit, { address: req.ip, email });
      if (wait > 0) {
        log.warn({ outcome: 'denied', reason: 'rate-limited', limit: route.limit, retryAfter: wait }, 'rate limited');
        reply.header('retry-after', String(wait));
        return sendError(reply, 429, 'TOO_MANY_REQUESTS', 'tooManyRequests');
      }
    }

    if (path === '/sign-in/email' && email) {
      const wait = await throttle.retryAfterSeconds(email, req.ip);
      if (wait > 0) {
        log.warn({ outcome: 'denied', reason: 'throttled', retryAfter: wait }, 'sign-in denied');
        reply.header('retry-after', String(wait));
        return sendError(reply, 429, 'TOO_MANY_ATTEMPTS', 'passwordAttemptsExceeded');
      }
    }

    if (path === '/sign-up/email' && email && (await identity.emailExists(email))) {
      log.info({ outcome: 'exists' }, 'sign-up of an existing account');
      return sendError(reply, 422, 'USER_ALREADY_EXISTS', 'usernameExists');
    }

    // Enrolment is by invitation and stops while REGISTRATION_CLOSED: no account is created otherwise.
    // (An existing account is answered above, so its owner is still sent on to sign in.)
    if (path === '/sign-up/email' && email) {
      const refusal = await enrolment.signUpRefusal(email);
      if (refusal) {
        log.info({ outcome: 'denied', reason: refusal }, 'sign-up refused');
        return sendError(reply, 403, refusal === 'pilotClosed' ? 'REGISTRATION_CLOSED' : 'NOT_ELIGIBLE', refusal);
      }
    }

    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || name === 'content-length') continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    // better-auth checks the origin of cookie-bearing POSTs; same-origin requests may omit it.
    if (req.method === 'POST' && !headers.has('origin')) headers.set('origin', new URL(publicUrl).origin);
    // The client address as fastify resolved it (trustProxy decides whether forwarded headers count).
    headers.set('x-forwarded-for', req.ip);
    if (body) headers.set('content-type', 'application/json');
    const response = await auth.handler(
      new Request(url, { method: req.method, headers, body: body ? JSON.stringify(body) : undefined }),
    );
    if (req.method === 'POST') deps.sessionsChanged?.();
    // The identity library answers a failed database call with its own 500: while the database is
    // away that is a 503 to try again, not an error of ours.
    if (response.status >= 500 && !(await databaseReady())) return sendServiceUnavailable(req, reply);

    reply.status(response.status);
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    const text = await response.text();
    const contentType = response.headers.get('content-type');

    if (response.status >= 400) {
      let code = 'ERROR';
      try {
        code = (JSON.parse(text) as { code?: string }).code ?? code;
      } catch {
        // non-JSON error body: keep the generic code
      }
      const mapped = ERROR_MESSAGES[code];
      if (path === '/sign-in/email' && email) {
        if (response.status === 401) {
          await throttle.recordFailure(email, req.ip);
          log.warn({ outcome: 'failure' }, 'sign-in failed');
        } else {
          log.warn({ outcome: 'denied', reason: code }, 'sign-in denied');
        }
      }
      // Forgot-password request failures are silent (the spec): never reveal whether the account exists.
      if (path === '/email-otp/request-password-reset') return reply.status(200).send({ success: true });
      if (path === '/email-otp/reset-password' && !mapped) return sendError(reply, 400, 'RESET_FAILED', 'resetProblem');
      if (mapped) return sendError(reply, response.status, mapped.code, mapped.key);
      return reply.send({ code, message: messages.unexpectedError, messageKey: 'unexpectedError' });
    }

    if (path === '/sign-in/email' && email) {
      await throttle.recordSuccess(email);
      const username = (JSON.parse(text) as { user?: { id?: string } }).user?.id;
      log.info({ outcome: 'success', username }, 'signed in');
    }
    if (path === '/sign-out') log.info('signed out');
    if (contentType) reply.header('content-type', contentType);
    return reply.send(contentType?.includes('json') ? withoutTokens(text) : text);
  };

  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler });
}
