import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxTelematicsProvider } from './sandbox.js';

const esc = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The sandbox vehicle-maker's consent page (plain HTML forms: the CSP forbids inline scripts).
 * GET /integrations/telematics/sandbox/consent?state=…&redirect_uri=… shows Allow and Deny;
 * GET …/decision redirects to redirect_uri with ?code=…&state=… (Allow) or ?error=access_denied&state=…
 * (Deny). redirect_uri must be on our own origin (the public URL or the origin the request came to).
 */
export function registerSandboxTelematicsRoutes(
  app: FastifyInstance,
  deps: { provider: SandboxTelematicsProvider; publicUrl: string },
): void {
  const ownOrigins = (req: FastifyRequest) => {
    const origins = new Set<string>();
    try {
      origins.add(new URL(deps.publicUrl).origin);
    } catch {
      // no public URL configured
    }
    if (req.host) origins.add(`${req.protocol}://${req.host}`);
    return origins;
  };

  const checked = (req: FastifyRequest, reply: FastifyReply) => {
    const query = req.query as Record<string, unknown>;
    const state = typeof query.state === 'string' ? query.state : '';
    const redirectUri = typeof query.redirect_uri === 'string' ? query.redirect_uri : '';
    let target: URL | null = null;
    try {
      target = new URL(redirectUri);
    } catch {
      target = null;
    }
    if (!target || !ownOrigins(req).has(target.origin) || !state || state.length > 200) {
      void reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(page('Invalid request', '<p>The redirect address or state of this request is not valid.</p>'));
      return null;
    }
    return { state, target };
  };

  app.get('/integrations/telematics/sandbox/consent', async (req, reply) => {
    const ok = checked(req, reply);
    if (!ok) return reply;
    const hidden = `<input type="hidden" name="state" value="${esc(ok.state)}">
      <input type="hidden" name="redirect_uri" value="${esc(ok.target.toString())}">`;
    const body = `
      <p class="brand" aria-hidden="true">Sandbox Motors Connected Services</p>
      <h1>Allow access to odometer and location</h1>
      <p>The road-charge pilot account portal (<strong>${esc(ok.target.host)}</strong>) asks to read from your vehicle:</p>
      <ul>
        <li>Odometer readings</li>
        <li>Vehicle location</li>
      </ul>
      <p>You can withdraw this permission at any time from your vehicle-maker account.</p>
      <div class="actions">
        <form method="get" action="/integrations/telematics/sandbox/decision">
          ${hidden}
          <input type="hidden" name="decision" value="allow">
          <button type="submit" class="primary">Allow</button>
        </form>
        <form method="get" action="/integrations/telematics/sandbox/decision">
          ${hidden}
          <input type="hidden" name="decision" value="deny">
          <button type="submit">Deny</button>
        </form>
      </div>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Allow access', body));
  });

  app.get('/integrations/telematics/sandbox/decision', async (req, reply) => {
    const ok = checked(req, reply);
    if (!ok) return reply;
    const decision = (req.query as Record<string, unknown>).decision;
    const target = new URL(ok.target);
    if (decision === 'allow') target.searchParams.set('code', deps.provider.issueCode());
    else target.searchParams.set('error', 'access_denied');
    target.searchParams.set('state', ok.state);
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 303);
  });
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} – Sandbox Motors</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f2f4f7; color: #1a1a1a; margin: 0; padding: 24px 16px; }
  main { max-width: 480px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  .brand { color: #4a4a4a; font-weight: 600; margin: 0 0 8px; }
  h1 { font-size: 1.5rem; margin: 0 0 16px; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; margin-top: 24px; }
  button { font: inherit; padding: 10px 24px; border-radius: 4px; border: 1px solid #0b3d91; background: #fff; color: #0b3d91; cursor: pointer; min-width: 120px; }
  button.primary { background: #0b3d91; color: #fff; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
