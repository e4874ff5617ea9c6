import { cardExpiryYears, isCardExpired, messages } from '@rc/domain';
import type { FastifyInstance } from 'fastify';
import { PaymentsError } from './provider.js';
import type { SandboxPaymentsProvider } from './sandbox.js';

/**
 * The sandbox provider's hosted card-entry page, served by its adapter (not by our API): the web app
 * shows it in an iframe, the card number is posted only to POST /integrations/payments/sandbox/tokens,
 * and the page hands the resulting token to its parent window with postMessage
 * ({ type: 'rc-card-token', token, brand, last4, expMonth, expYear, nameOnCard }). Helmet's defaults
 * (frame-ancestors 'self', X-Frame-Options SAMEORIGIN, script-src 'self') keep the page frameable
 * by the app's own origin only and its script in a file of its own.
 */
export const SANDBOX_ROUTES_PREFIX = '/integrations/payments/sandbox';

type Lang = 'en' | 'es';

const TEXTS: Record<Lang, Record<string, string>> = {
  en: {
    title: 'Card details',
    cardNumber: 'Card number',
    expMonth: 'Expiry month',
    expYear: 'Expiry year',
    nameOnCard: 'Name on card',
    submit: 'Save card',
    sending: 'Checking the card…',
    sent: 'Card details sent for verification.',
    required: messages.fillRequiredFields,
    monthRequired: messages.expirationMonthRequired,
    yearRequired: messages.expirationYearRequired,
    failed: 'The card could not be checked. Please try again.',
    sandbox: 'Sandbox payments: no real card is charged.',
  },
  es: {
    title: 'Datos de la tarjeta',
    cardNumber: 'Número de tarjeta',
    expMonth: 'Mes de vencimiento',
    expYear: 'Año de vencimiento',
    nameOnCard: 'Nombre en la tarjeta',
    submit: 'Guardar tarjeta',
    sending: 'Verificando la tarjeta…',
    sent: 'Datos de la tarjeta enviados para verificación.',
    required: 'Complete todos los campos obligatorios',
    monthRequired: 'El mes de vencimiento es obligatorio',
    yearRequired: 'El año de vencimiento es obligatorio',
    failed: 'No se pudo verificar la tarjeta. Inténtelo de nuevo.',
    sandbox: 'Pagos de prueba: no se cobra ninguna tarjeta real.',
  },
};

/** Error texts of the token route, by reason (English; the Spanish page shows its own). */
const ERRORS: Record<Lang, Record<'cardNumber' | 'expMonth' | 'expYear' | 'expired' | 'tooMany', string>> = {
  en: {
    tooMany: messages.tooManyRequests,
    cardNumber: messages.cardNumberInvalid,
    expMonth: 'The expiry month is not valid.',
    expYear: 'The expiry year is not valid.',
    expired: messages.cardExpired,
  },
  es: {
    cardNumber: 'El número de tarjeta no es válido.',
    expMonth: 'El mes de vencimiento no es válido.',
    expYear: 'El año de vencimiento no es válido.',
    expired: 'La tarjeta está vencida',
    tooMany: 'Demasiadas solicitudes desde esta dirección. Espere unos minutos e inténtelo de nuevo.',
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const langOf = (value: unknown): Lang => (value === 'es' ? 'es' : 'en');

export function cardFormHtml(lang: Lang, now: Date = new Date()): string {
  const t = TEXTS[lang];
  const e = (key: string) => escapeHtml(t[key] ?? key);
  // An empty first choice: nothing is preselected, so an expiry left unchosen is asked for, not sent.
  const placeholder = '<option value="" selected></option>';
  const months =
    placeholder +
    Array.from({ length: 12 }, (_, i) => i + 1)
      .map((m) => `<option value="${m}">${String(m).padStart(2, '0')}</option>`)
      .join('');
  const years =
    placeholder +
    cardExpiryYears(now)
      .map((y) => `<option value="${y}">${y}</option>`)
      .join('');
  const data = escapeHtml(
    JSON.stringify({
      required: t.required,
      monthRequired: t.monthRequired,
      yearRequired: t.yearRequired,
      sending: t.sending,
      sent: t.sent,
      failed: t.failed,
    }),
  );
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e('title')}</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; padding: 12px; font: 16px/1.5 Roboto, Helvetica, Arial, sans-serif; color: #1f1f1f; background: #fff; }
  main { max-width: 520px; }
  .field { margin-bottom: 12px; }
  .row { display: flex; gap: 12px; flex-wrap: wrap; }
  .row .field { flex: 1 1 140px; }
  label { display: block; font-weight: 500; margin-bottom: 4px; }
  input, select { width: 100%; font: inherit; padding: 8px 10px; border: 1px solid #6b6b6b; border-radius: 4px; background: #fff; color: inherit; }
  input:focus-visible, select:focus-visible, button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  [aria-invalid="true"] { border-color: #b3261e; }
  button { font: inherit; font-weight: 500; padding: 8px 20px; border: 0; border-radius: 4px; background: #0b57d0; color: #fff; cursor: pointer; }
  button[disabled] { background: #5f6368; cursor: wait; }
  #error { color: #b3261e; margin: 8px 0; }
  #error:empty, #status:empty { display: none; }
  .note { color: #4a4a4a; font-size: 14px; margin: 8px 0 0; }
</style>
<script src="${SANDBOX_ROUTES_PREFIX}/card-form.js" defer></script>
</head>
<body>
<main>
<form id="card-form" novalidate data-texts="${data}">
  <div class="field">
    <label for="cardNumber">${e('cardNumber')}</label>
    <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required aria-required="true" maxlength="23" aria-describedby="error">
  </div>
  <div class="row">
    <div class="field">
      <label for="expMonth">${e('expMonth')}</label>
      <select id="expMonth" name="expMonth" autocomplete="cc-exp-month" required aria-required="true" aria-describedby="error">${months}</select>
    </div>
    <div class="field">
      <label for="expYear">${e('expYear')}</label>
      <select id="expYear" name="expYear" autocomplete="cc-exp-year" required aria-required="true" aria-describedby="error">${years}</select>
    </div>
  </div>
  <div class="field">
    <label for="nameOnCard">${e('nameOnCard')}</label>
    <input id="nameOnCard" name="nameOnCard" autocomplete="cc-name" maxlength="100" required aria-required="true" aria-describedby="error">
  </div>
  <p id="error" role="alert"></p>
  <p id="status" role="status"></p>
  <button type="submit" id="submit">${e('submit')}</button>
  <p class="note">${e('sandbox')}</p>
</form>
</main>
</body>
</html>
`;
}

/** The page's script: checks the fields, asks for a token, hands it to the parent window. */
export const CARD_FORM_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('card-form');
  var texts = JSON.parse(form.getAttribute('data-texts'));
  var error = document.getElementById('error');
  var status = document.getElementById('status');
  var button = document.getElementById('submit');
  var number = document.getElementById('cardNumber');
  var name = document.getElementById('nameOnCard');
  var month = document.getElementById('expMonth');
  var year = document.getElementById('expYear');
  var lang = document.documentElement.lang;

  function fail(message, field) {
    status.textContent = '';
    error.textContent = message;
    [number, month, year, name].forEach(function (el) { el.removeAttribute('aria-invalid'); });
    if (field) { field.setAttribute('aria-invalid', 'true'); field.focus(); }
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var cardNumber = number.value.replace(/[\\s-]/g, '');
    var nameOnCard = name.value.trim();
    if (!cardNumber) return fail(texts.required, number);
    if (!month.value) return fail(texts.monthRequired, month);
    if (!year.value) return fail(texts.yearRequired, year);
    if (!nameOnCard) return fail(texts.required, name);
    var expMonth = Number(month.value);
    var expYear = Number(year.value);
    error.textContent = '';
    status.textContent = texts.sending;
    button.disabled = true;
    fetch('${SANDBOX_ROUTES_PREFIX}/tokens?lang=' + encodeURIComponent(lang), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({ cardNumber: cardNumber, expMonth: expMonth, expYear: expYear }),
    })
      .then(function (res) {
        return res.json().then(function (body) { return { ok: res.ok, body: body }; });
      })
      .then(function (result) {
        button.disabled = false;
        if (!result.ok) {
          var field = result.body && { cardNumber: number, expMonth: month, expYear: year }[result.body.field];
          return fail(result.body && result.body.message ? result.body.message : texts.failed, field || null);
        }
        number.value = '';
        number.removeAttribute('aria-invalid');
        status.textContent = texts.sent;
        window.parent.postMessage({
          type: 'rc-card-token',
          token: result.body.token,
          brand: result.body.brand,
          last4: result.body.last4,
          expMonth: expMonth,
          expYear: expYear,
          nameOnCard: nameOnCard,
        }, window.location.origin);
      })
      .catch(function () {
        button.disabled = false;
        fail(texts.failed, null);
      });
  });
})();
`;

interface TokenBody {
  cardNumber?: unknown;
  expMonth?: unknown;
  expYear?: unknown;
}

export function registerSandboxPaymentRoutes(
  app: FastifyInstance,
  deps: {
    /** The server's sandbox: its secret signs the tokens the API then accepts. */
    provider: SandboxPaymentsProvider;
    /** Seconds the caller must wait (the product's rate limit of card tokens per address), else 0. */
    retryAfter?: (address: string) => Promise<number>;
  },
) {
  const { provider } = deps;
  app.get<{ Querystring: { lang?: string } }>(`${SANDBOX_ROUTES_PREFIX}/card-form`, async (req, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return reply.type('text/html; charset=utf-8').send(cardFormHtml(langOf(req.query.lang)));
  });

  app.get(`${SANDBOX_ROUTES_PREFIX}/card-form.js`, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CARD_FORM_SCRIPT),
  );

  app.post<{ Body: TokenBody; Querystring: { lang?: string } }>(
    `${SANDBOX_ROUTES_PREFIX}/tokens`,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const errors = ERRORS[langOf(req.query.lang)];
      const wait = (await deps.retryAfter?.(req.ip)) ?? 0;
      if (wait > 0) {
        return reply.status(429).header('retry-after', String(wait)).send({
          code: 'TOO_MANY_REQUESTS',
          field: null,
          message: errors.tooMany,
        });
      }
      const bad = (field: keyof typeof errors) =>
        reply
          .status(400)
          .send({ code: 'BAD_USER_INPUT', field: field === 'expired' ? 'expYear' : field, message: errors[field] });
      const body = (req.body ?? {}) as TokenBody;
      const cardNumber = typeof body.cardNumber === 'string' ? body.cardNumber : '';
      const expMonth = Number(body.expMonth);
      const rawYear = Number(body.expYear);
      const expYear = rawYear < 100 ? 2000 + rawYear : rawYear;
      if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) return bad('expMonth');
      if (!Number.isInteger(expYear) || expYear < 2000 || expYear > 2099) return bad('expYear');
      if (isCardExpired(expMonth, expYear)) return bad('expired');
      let token: string;
      try {
        token = provider.createToken(cardNumber, expMonth, expYear);
      } catch (error) {
        if (error instanceof PaymentsError) return bad('cardNumber');
        throw error;
      }
      const card = await provider.describeToken(token);
      return { token, brand: card.brand, last4: card.last4 };
    },
  );
}
