import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@rc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { vehicles } from '../../../db/schema/index.js';
import { type Caller, errorOf, signUp, withCheckDigit } from '../../../modules/vehicles/__tests__/helpers.js';
import { decodeVin, offlineVinDecoder } from '../vin-decoder.js';
import { VpicVinDecoder, vinDecoderFor } from '../vin-decoder-vpic.js';

/** A vPIC DecodeVinValues result (flat format); the service answers every field as a string. */
type VpicRow = Record<string, string>;

/**
 * A local HTTP server answering like vPIC's GET /api/vehicles/DecodeVinValues/{VIN}?format=json:
 * {Count, Message, SearchCriteria, Results: [one flat object]}. VINs it does not know get the
 * service's empty answer (error code 8, empty make and year), as the real one does.
 */
class FakeVpic {
  readonly requests: URL[] = [];
  delayMs = 0;
  failWith: number | null = null;
  rawBody: string | null = null;

  private constructor(
    private readonly server: Server,
    readonly known: Map<string, VpicRow>,
  ) {}

  static async start(known: Record<string, VpicRow>): Promise<FakeVpic> {
    let fake: FakeVpic | null = null;
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      fake?.requests.push(url);
      const answer = () => {
        if (!fake) return;
        if (fake.failWith) return res.writeHead(fake.failWith).end('Service Unavailable');
        if (fake.rawBody !== null) return res.writeHead(200, { 'content-type': 'application/json' }).end(fake.rawBody);
        const vin = decodeURIComponent(url.pathname.split('/').pop() ?? '');
        const row = fake.known.get(vin) ?? {
          Make: '',
          Model: '',
          ModelYear: '',
          ErrorCode: '8',
          ErrorText: '8 - No detailed data available currently',
        };
        const body = {
          Count: 1,
          Message:
            'Results returned successfully. NOTE: Any missing decoded values should be interpreted as NHTSA does not have data on the specific variable.',
          SearchCriteria: `VIN:${vin}`,
          Results: [{ VIN: vin, ...row }],
        };
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
      };
      setTimeout(answer, fake?.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake = new FakeVpic(server, new Map(Object.entries(known)));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/vehicles/DecodeVinValues`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const ACCORD_VIN = '1HGCM82633A004352';
const MOTORCYCLE_VIN = withCheckDigit('1HFSC590_8A000123'); // Honda's motorcycle code, model year 2008
const VPIC_ROWS: Record<string, VpicRow> = {
  [ACCORD_VIN]: {
    Make: 'HONDA',
    Manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
    Model: 'Accord',
    ModelYear: '2003',
    VehicleType: 'PASSENGER CAR',
    FuelTypePrimary: 'Gasoline',
    FuelTypeSecondary: '',
    ErrorCode: '0',
  },
  [MOTORCYCLE_VIN]: {
    Make: 'HONDA',
    Manufacturer: 'HONDA OF AMERICA MFG., INC.',
    Model: 'VT750',
    ModelYear: '2008',
    VehicleType: 'MOTORCYCLE',
    FuelTypePrimary: 'Gasoline',
    FuelTypeSecondary: '',
    ErrorCode: '0',
  },
};

let fake: FakeVpic;
beforeAll(async () => {
  fake = await FakeVpic.start(VPIC_ROWS);
});
afterAll(async () => {
  await fake?.close();
});
afterEach(() => {
  fake.delayMs = 0;
  fake.failWith = null;
  fake.rawBody = null;
});

describe('the vPIC VIN decoder (VIN_DECODER=vpic)', () => {
  it('asks DecodeVinValues for the VIN in JSON and takes make, model, year, type and fuel types', async () => {
    const decoder = new VpicVinDecoder({ url: fake.url });
    const before = fake.requests.length;
    const decoded = await decoder.decode(` ${ACCORD_VIN.toLowerCase()} `);
    const request = fake.requests[before];
    expect(request?.pathname).toBe(`/api/vehicles/DecodeVinValues/${ACCORD_VIN}`);
    expect(request?.searchParams.get('format')).toBe('json');
    expect(decoded).toEqual({
      vin: ACCORD_VIN,
      wmi: '1HG',
      make: 'Honda',
      manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
      vehicleType: 'PASSENGER CAR',
      year: 2003,
      model: 'Accord',
      fuelTypes: ['Gasoline'],
    });
  });

  it('falls back to offline decoding on an HTTP error, a timeout, a malformed answer or an unknown VIN', async () => {
    const offline = await decodeVin(ACCORD_VIN);
    const failures: unknown[] = [];
    const decoder = new VpicVinDecoder({ url: fake.url, timeoutMs: 200, onError: (e) => failures.push(e) });

    fake.failWith = 503;
    expect(await decoder.decode(ACCORD_VIN)).toEqual(offline);
    fake.failWith = null;

    fake.delayMs = 2000;
    expect(await decoder.decode(ACCORD_VIN)).toEqual(offline);
    fake.delayMs = 0;

    fake.rawBody = '<html>not json</html>';
    expect(await decoder.decode(ACCORD_VIN)).toEqual(offline);
    fake.rawBody = JSON.stringify({ Count: 0, Results: [] });
    expect(await decoder.decode(ACCORD_VIN)).toEqual(offline);
    fake.rawBody = null;

    const unknown = withCheckDigit('1FAFP404_1F100001');
    expect(await decoder.decode(unknown)).toEqual(await decodeVin(unknown));

    expect(failures).toHaveLength(5);
    expect(String(failures[0])).toContain('HTTP 503');
    expect((failures[1] as Error).name).toMatch(/TimeoutError|AbortError/);
  });

  it('falls back when nothing listens at the address', async () => {
    const decoder = new VpicVinDecoder({ url: 'http://127.0.0.1:9/api/vehicles/DecodeVinValues' });
    expect(await decoder.decode(ACCORD_VIN)).toEqual(await decodeVin(ACCORD_VIN));
  });

  it('is chosen by configuration; offline is the default', () => {
    expect(vinDecoderFor({ VIN_DECODER: 'offline' })).toBe(offlineVinDecoder);
    expect(vinDecoderFor({ VIN_DECODER: 'vpic', VPIC_URL: fake.url }).name).toBe('vpic');
  });
});

describe('a server configured with VIN_DECODER=vpic', () => {
  let server: TestServer;
  let handle: DatabaseHandle;
  let me: Caller;
  const VIN_CHECK = 'mutation($input: VinCheckInput!) { vinCheck(input: $input) { vin make model year } }';
  const CREATE = 'mutation($input: CreateVehicleInput!) { createVehicle(input: $input) { id vin } }';
  const vehicle = { make: 'Honda', model: 'Accord', year: 2008, type: 'gas', registrationState: 'CA' };

  beforeAll(async () => {
    server = await startTestServer({ VIN_DECODER: 'vpic', VPIC_URL: fake.url });
    handle = connect(server.databaseUrl);
    me = await signUp(server, 'vpic');
  });
  afterAll(async () => {
    await handle?.close();
    await server?.close();
  });

  it('answers vinCheck with the model from the service', async () => {
    const res = await me.client.graphql(VIN_CHECK, { input: { vin: ACCORD_VIN } });
    expect(res.errors).toBeUndefined();
    expect(res.data.vinCheck).toEqual({ vin: ACCORD_VIN, make: 'Honda', model: 'Accord', year: 2003 });
  });

  it('refuses a vehicle whose VIN decodes as a motorcycle, and registers nothing', async () => {
    const res = await me.client.graphql(CREATE, {
      input: { username: me.username, ...vehicle, vin: MOTORCYCLE_VIN, licensePlate: 'MOTO1' },
    });
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: messages.motorcycleNotEligible });
    expect(await handle.db.select().from(vehicles).where(eq(vehicles.username, me.username))).toEqual([]);
  });
});
