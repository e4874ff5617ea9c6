import {
  ADDRESS_LOOKUP_TIMEOUT_MS,
  type AddressToVerify,
  type AddressVerdict,
  type AddressVerifier,
  agreesWith,
  poBoxVerdict,
  ZIP5_PATTERN,
  type ZipPlace,
} from './verifier.js';

export const USPS_DEFAULT_URL = 'https://secure.shippingapis.com/ShippingAPI.dll';

export interface UspsOptions {
  /** The Web Tools user id (configuration USPS_USER_ID). */
  userId: string;
  /** The ShippingAPI.dll address; HTTPS in production. */
  url?: string;
  timeoutMs?: number;
  /** Called with any failure (network, timeout, HTTP status, API error) for the log; never with the user id. */
  onError?: (error: unknown) => void;
  /**
   * Answers instead while USPS cannot be used (unreachable, timeout, HTTP error, or an error about the
   * request as a whole such as a wrong user id), e.g. the offline ZIP table; without one, such a failure
   * counts as not valid.
   */
  fallback?: AddressVerifier;
}

const xmlEscape = (v: string) =>
  v.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
const xmlUnescape = (v: string) =>
  v.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_m, e: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[e] ?? '',
  );

/** The text of the first <tag>…</tag> in xml (null when absent). Web Tools answers are flat and attribute-free. */
function tag(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return match?.[1] === undefined ? null : xmlUnescape(match[1]).trim();
}

/** USPS could not be used for this call: it says nothing about the address. */
class UspsUnavailableError extends Error {}

/** An answer that is an <Error> as a whole (authorisation, unknown API), not an error about the address. */
const WHOLE_ANSWER_ERROR = /^\s*(<\?xml[^>]*\?>)?\s*<Error>/;

/**
 * The USPS Web Tools address API (CityStateLookup and Verify), chosen by ADDRESS_PROVIDER=usps. Every
 * call has a timeout (5000 ms). An answer about the address (not found, invalid ZIP) makes it not valid;
 * when USPS cannot be used (timeout, network or HTTP error, an error answer to the whole request) the
 * fallback verifier answers instead (the offline ZIP table, as configured by addressVerifierFor), so a
 * USPS outage never tells a participant that a good address is not valid.
 */
export class UspsAddressVerifier implements AddressVerifier {
  readonly name = 'usps';
  private readonly url: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: UspsOptions) {
    if (!options.userId) throw new Error('USPS_USER_ID is required for ADDRESS_PROVIDER=usps');
    this.url = options.url ?? USPS_DEFAULT_URL;
    this.timeoutMs = options.timeoutMs ?? ADDRESS_LOOKUP_TIMEOUT_MS;
  }

  private async call(api: 'CityStateLookup' | 'Verify', request: string): Promise<string> {
    const url = new URL(this.url);
    url.searchParams.set('API', api);
    url.searchParams.set('XML', request);
    let res: Response;
    let body: string;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      body = await res.text();
    } catch (error) {
      throw new UspsUnavailableError(`USPS ${api}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    if (!res.ok) throw new UspsUnavailableError(`USPS ${api}: HTTP ${res.status}`);
    if (WHOLE_ANSWER_ERROR.test(body)) {
      throw new UspsUnavailableError(`USPS ${api}: ${tag(body, 'Description') ?? 'error'}`);
    }
    // An <Error> inside the answer is about the address or ZIP: the fields looked for are then absent.
    return body;
  }

  async lookupZip(zip: string): Promise<ZipPlace | null> {
    const zip5 = zip.trim();
    if (!ZIP5_PATTERN.test(zip5)) return null;
    try {
      const body = await this.call(
        'CityStateLookup',
        `<CityStateLookupRequest USERID="${xmlEscape(this.options.userId)}"><ZipCode ID="0"><Zip5>${zip5}</Zip5></ZipCode></CityStateLookupRequest>`,
      );
      const city = tag(body, 'City');
      const state = tag(body, 'State');
      return city && state ? { city, state } : null;
    } catch (error) {
      this.options.onError?.(error);
      const { fallback } = this.options;
      return fallback && error instanceof UspsUnavailableError ? fallback.lookupZip(zip5) : null;
    }
  }

  async verify(address: AddressToVerify): Promise<AddressVerdict> {
    const poBox = poBoxVerdict(address);
    if (poBox) return poBox;
    if (!ZIP5_PATTERN.test(address.zip.trim())) return { ok: false, reason: 'notValid' };
    // Web Tools names the secondary line (suite, apartment) Address1 and the street Address2.
    const request =
      `<AddressValidateRequest USERID="${xmlEscape(this.options.userId)}"><Revision>1</Revision><Address ID="0">` +
      `<Address1>${xmlEscape(address.address2 ?? '')}</Address1><Address2>${xmlEscape(address.address1)}</Address2>` +
      `<City>${xmlEscape(address.city)}</City><State>${xmlEscape(address.state)}</State>` +
      `<Zip5>${xmlEscape(address.zip.trim())}</Zip5><Zip4></Zip4></Address></AddressValidateRequest>`;
    try {
      const body = await this.call('Verify', request);
      const street = tag(body, 'Address2') ?? '';
      const found = { city: tag(body, 'City') ?? '', state: tag(body, 'State') ?? '' };
      // The standardised street may reveal a box ("PO BOX 12") the participant spelled differently.
      if (poBoxVerdict({ ...address, address1: street, address2: null })) return { ok: false, reason: 'poBox' };
      return tag(body, 'Zip5') === address.zip.trim() && agreesWith(address, found)
        ? { ok: true }
        : { ok: false, reason: 'notValid' };
    } catch (error) {
      this.options.onError?.(error);
      const { fallback } = this.options;
      return fallback && error instanceof UspsUnavailableError
        ? fallback.verify(address)
        : { ok: false, reason: 'notValid' };
    }
  }
}
