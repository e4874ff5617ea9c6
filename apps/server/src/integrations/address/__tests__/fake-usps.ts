import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One place the fake knows: a ZIP's city and state, and the streets it can verify there. */
export interface FakePlace {
  city: string;
  state: string;
  streets: string[];
}

/**
 * A local HTTP server answering like USPS Web Tools ShippingAPI.dll (CityStateLookup and Verify, XML in
 * the query string, XML answers with <Error> elements for unknown codes and addresses, upper-case names).
 */
export class FakeUsps {
  readonly requests: URL[] = [];
  /** Delay every answer (to test the timeout). */
  delayMs = 0;
  /** Answer every call with this HTTP status instead. */
  failWith: number | null = null;

  private constructor(
    private readonly server: Server,
    private readonly places: Record<string, FakePlace>,
    readonly userId: string,
  ) {}

  static async start(places: Record<string, FakePlace>, userId = 'TESTUSER'): Promise<FakeUsps> {
    let fake: FakeUsps | null = null;
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      fake?.requests.push(url);
      const answer = () => {
        if (fake?.failWith) {
          res.writeHead(fake.failWith).end('Service unavailable');
          return;
        }
        res.writeHead(200, { 'content-type': 'text/xml' }).end(fake?.answer(url) ?? '');
      };
      setTimeout(answer, fake?.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake = new FakeUsps(server, places, userId);
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/ShippingAPI.dll`;
  }

  private error(description: string, number = '-2147219401'): string {
    return `<Error><Number>${number}</Number><Source>clsAMS</Source><Description>${description}</Description><HelpFile/><HelpContext/></Error>`;
  }

  answer(url: URL): string {
    const xml = url.searchParams.get('XML') ?? '';
    const field = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '';
    if (!xml.includes(`USERID="${this.userId}"`)) {
      return `<?xml version="1.0" encoding="UTF-8"?>${this.error('Authorization failure.  Perhaps username and/or password is incorrect.', '80040B1A')}`;
    }
    const zip = field('Zip5');
    const place = this.places[zip];
    if (url.searchParams.get('API') === 'CityStateLookup') {
      const body = place
        ? `<Zip5>${zip}</Zip5><City>${place.city.toUpperCase()}</City><State>${place.state}</State>`
        : this.error('Invalid Zip Code.', '-2147219399');
      return `<?xml version="1.0" encoding="UTF-8"?><CityStateLookupResponse><ZipCode ID="0">${body}</ZipCode></CityStateLookupResponse>`;
    }
    if (url.searchParams.get('API') === 'Verify') {
      const street = field('Address2')
        .toUpperCase()
        .replace(/\bSTREET\b/, 'ST');
      const found = place?.streets.includes(street);
      const body =
        place && found
          ? `<Address2>${street}</Address2><City>${place.city.toUpperCase()}</City><State>${place.state}</State><Zip5>${zip}</Zip5><Zip4>1234</Zip4>`
          : this.error('Address Not Found.  ');
      return `<?xml version="1.0" encoding="UTF-8"?><AddressValidateResponse><Address ID="0">${body}</Address></AddressValidateResponse>`;
    }
    return `<?xml version="1.0" encoding="UTF-8"?>${this.error('API name not recognised', '80040B19')}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
