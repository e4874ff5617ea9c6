import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { messages } from '@rc/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/availability.js';
import { AppError, httpStatusFor } from '../errors.js';
import type { GraphQLContext } from '../graphql/builder.js';
import { useCostLimit } from '../graphql/cost-limit.js';
import { schema } from '../graphql/schema.js';
import type { Actor } from '../modules/identity/actor.js';
import type { Services } from '../services.js';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  actor: Actor | null;
}

/** PostgreSQL's class 22 errors ("data exception") are caused by the values sent, not by the server. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** The error that started it all: GraphQL wraps resolver errors in GraphQLErrors, sometimes twice. */
function rootCause(error: unknown): unknown {
  let current = error;
  for (;;) {
    if (current instanceof GraphQLError && current.originalError) current = current.originalError;
    // drizzle wraps driver errors (DrizzleQueryError) with the PostgreSQL error as the cause.
    else if (current instanceof Error && !(current instanceof AppError) && current.cause instanceof Error) {
      current = current.cause;
    } else return current;
  }
}

const SERVICE_UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', messageKey: 'serviceUnavailable' };

/**
 * Expected failures keep their message and code: our AppErrors, and GraphQL's own errors (syntax,
 * validation, variable coercion). Anything else is masked as an unexpected error.
 */
function maskError(error: unknown, message: string): Error {
  const cause = rootCause(error);
  const path = error instanceof GraphQLError ? error.path : undefined;
  if (isDatabaseUnavailable(error)) {
    // The database is away: nothing was wrong with the request, try it again shortly.
    const http = { status: 503, headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } };
    return new GraphQLError(messages.serviceUnavailable, {
      path,
      extensions: { ...SERVICE_UNAVAILABLE, http },
    });
  }
  if (cause instanceof AppError) {
    const extensions = { code: cause.code, messageKey: cause.messageKey };
    if (cause.retryAfterSeconds === undefined) return new GraphQLError(cause.message, { path, extensions });
    // yoga answers with the status and headers of `extensions.http` and leaves them out of the body.
    const http = { status: httpStatusFor[cause.code], headers: { 'retry-after': String(cause.retryAfterSeconds) } };
    return new GraphQLError(cause.message, { path, extensions: { ...extensions, http } });
  }
  if (isDataException(cause)) {
    // PostgreSQL refused a value the input carried (a NUL character, a number out of range, …).
    return new GraphQLError(messages.invalidInput, {
      path,
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'invalidInput' },
    });
  }
  if (error instanceof GraphQLError && cause instanceof GraphQLError) {
    // Coercion errors come as a GraphQLError wrapping another; keep the outer one's full message.
    return error.extensions?.code
      ? error
      : new GraphQLError(error.message, { ...error, extensions: { ...error.extensions, code: 'BAD_USER_INPUT' } });
  }
  return new GraphQLError(message, {
    path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', messageKey: 'unexpectedError' },
  });
}

export function registerGraphQL(
  app: FastifyInstance,
  deps: {
    services: Services;
    production: boolean;
    actorFor: (req: FastifyRequest) => Promise<Actor | null>;
    /** Other origins allowed to call with credentials (CORS_ORIGINS); none: no CORS headers at all. */
    corsOrigins: readonly string[];
  },
) {
  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: 10 },
      maxAliases: { n: 20 },
      maxTokens: { n: 2000 },
      maxDirectives: { n: 20 },
      // Armor's cost ignores page sizes; useCostLimit counts the rows a `limit` asks for.
      costLimit: { enabled: false },
      blockFieldSuggestion: { enabled: deps.production },
    }) as Plugin,
    useCostLimit(),
  ];
  if (deps.production) plugins.push(useDisableIntrospection());

  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !deps.production,
    // Same-origin by default: yoga would otherwise echo any Origin with credentials allowed.
    cors: deps.corsOrigins.length
      ? { origin: [...deps.corsOrigins], credentials: true, methods: ['GET', 'POST'] }
      : false,
    landingPage: false,
    maskedErrors: { maskError: (error, message) => maskError(error, message) },
    logging: {
      debug: (...args) => app.log.debug({ args }, 'graphql'),
      info: (...args) => app.log.info({ args }, 'graphql'),
      warn: (...args) => app.log.warn({ args }, 'graphql'),
      error: (...args) => {
        const err = args.find((a) => a instanceof Error);
        // Expected failures (refusals, validation) are answers, not server errors.
        const cause = rootCause(err);
        if (isDatabaseUnavailable(err)) {
          app.log.warn({ cause: cause instanceof Error ? cause.message : undefined }, 'graphql: database unavailable');
          return;
        }
        const expected =
          cause instanceof AppError ||
          isDataException(cause) ||
          (err instanceof GraphQLError && cause instanceof GraphQLError);
        if (expected) app.log.debug({ err }, 'graphql request refused');
        else app.log.error(err ? { err } : { args }, 'graphql error');
      },
    },
    context: ({ req, actor }) => ({ actor, services: deps.services, clientAddress: req.ip }),
    plugins,
  });

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    const actor = req.method === 'OPTIONS' ? null : await deps.actorFor(req);
    if (!actor && req.method !== 'OPTIONS') {
      const wait = await deps.services.rateLimits.retryAfter('anonymousGraphql', { address: req.ip });
      if (wait > 0) {
        const extensions = { code: 'TOO_MANY_REQUESTS', messageKey: 'tooManyRequests' };
        return reply
          .status(429)
          .header('retry-after', String(wait))
          .send({ errors: [{ message: messages.tooManyRequests, extensions }] });
      }
    }
    const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, actor });
    response.headers.forEach((value, key) => {
      reply.header(key, value);
    });
    reply.status(response.status);
    reply.send(response.body);
    return reply;
  }

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      try {
        return await handle(req, reply);
      } catch (error) {
        // Before yoga runs (the session, the rate limit): answered in GraphQL's shape too.
        if (!isDatabaseUnavailable(error)) throw error;
        req.log.warn({ cause: error instanceof Error ? error.message : undefined }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ errors: [{ message: messages.serviceUnavailable, extensions: SERVICE_UNAVAILABLE }] });
      }
    },
  });
}
