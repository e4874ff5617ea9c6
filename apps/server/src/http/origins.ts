import { messages } from '@rc/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The web app's dev server (npm run dev), which proxies the API to this server. */
const DEV_SERVER_PORT = 5173;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins the product's own pages are served from. In development a loopback PUBLIC_URL is
 * reachable under each loopback name (the log may name any of them), and the dev server's pages call
 * the API through its proxy; in production only PUBLIC_URL.
 */
export function ownOrigins(publicUrl: string, development: boolean): string[] {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (development && LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
      origins.add(`http://${host}:${DEV_SERVER_PORT}`);
    }
  }
  return [...origins];
}

/** Cookie names of a better-auth session (the __Secure- prefix is used over https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_(?:token|data)=/;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function carriesSession(req: FastifyRequest): boolean {
  const cookie = req.headers.cookie;
  return typeof cookie === 'string' && SESSION_COOKIE.test(cookie);
}

/**
 * Same-origin only: a state-changing request that carries a session cookie is refused when it comes
 * from a page of another origin (its Origin header, `null` for sandboxed frames and some redirects, or
 * when a browser sends no Origin, Sec-Fetch-Site: cross-site). SameSite=Lax alone leaves sibling
 * subdomains and top-level POST navigations open. Origins in CORS_ORIGINS are let through.
 */
export function registerSameOriginGuard(app: FastifyInstance, allowed: readonly string[]): void {
  const allowedSet = new Set(allowed);
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method) || !carriesSession(req)) return;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    const foreign =
      origin !== undefined ? !allowedSet.has(String(origin)) : site === 'cross-site' || site === 'same-site';
    if (!foreign) return;
    req.log.warn({ component: 'origin', origin, site, url: req.url }, 'cross-origin request with a session refused');
    return reply
      .status(403)
      .send({ code: 'FORBIDDEN_ORIGIN', message: messages.foreignOrigin, messageKey: 'foreignOrigin' });
  });
}
