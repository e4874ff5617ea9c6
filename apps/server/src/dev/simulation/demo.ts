import type { Logger } from 'pino';
import sharp from 'sharp';
import type { Database } from '../../db/client.js';
import { DEMO_PARTICIPANTS } from '../../db/seed/seed.js';
import { SANDBOX_PROVIDER_KEY } from '../../integrations/payments/sandbox.js';
import type { SandboxProviders } from '../../integrations/sandboxes.js';
import { monthOf, periodOfMonth, previousMonth } from '../../modules/statements/period.js';
import { STATEMENTS_SYSTEM_ACTOR } from '../../modules/statements/statements.service.js';
import type { VehicleRow } from '../../modules/vehicles/vehicles.repository.js';
import type { Services } from '../../services.js';
import { DEVICE_FLEET, ELECTRIC_FLEET, type FleetModel, imeiFor, vinFor } from './fleet.js';
import { personaById } from './routes.js';
import type { FaultKind, SimDriver } from './scenarios.js';
import { SimulationReadModel } from './simulation.read-model.js';
import { SIMULATION_ACTOR, SimulationService } from './simulation.service.js';

/**
 * The demo accounts' vehicles, devices and connections (seeded once, with the demo accounts), and
 * the background step that feeds the GPS demo accounts about 45 days of simulated trips through the
 * running server's signed webhook, so every demo account has computed trips and fees from day one.
 */

export function createSimulation(db: Database, services: Services): SimulationService {
  return new SimulationService(new SimulationReadModel(db), services);
}

const model = (fleet: readonly FleetModel[], make: string, name: string): FleetModel => {
  const found = fleet.find((m) => m.make === make && m.model === name);
  if (!found) throw new Error(`no fleet model ${make} ${name}`);
  return found;
};

interface DemoVehicle {
  model: FleetModel;
  productionNumber: number;
  licensePlate: string;
  odometerKm: number;
  /** Plug-in device (serial, IMEI body) and the persona whose days its trips follow. */
  device?: { serial: string; imei14: string; persona: string };
  mroType?: 'manual' | 'telematics';
}

/** What each demo account drives (DEMO_PARTICIPANTS in db/seed/seed.ts). */
export const DEMO_VEHICLES: Record<string, DemoVehicle> = {
  'driver@example.com': {
    model: model(DEVICE_FLEET, 'Toyota', 'Camry'),
    productionNumber: 104_211,
    licensePlate: '8RCD101',
    odometerKm: 41_250,
    device: { serial: 'DEMO-GPS-0001', imei14: '35910001000001', persona: 'sacramento' },
  },
  'manual@example.com': {
    model: model(DEVICE_FLEET, 'Honda', 'Civic 4Dr'),
    productionNumber: 104_212,
    licensePlate: '8RCD102',
    odometerKm: 63_480,
    mroType: 'manual',
  },
  'tod@example.com': {
    model: model(DEVICE_FLEET, 'Toyota', 'Prius'),
    productionNumber: 104_213,
    licensePlate: '8RCD103',
    odometerKm: 88_930,
    device: { serial: 'DEMO-GPS-0003', imei14: '35910001000003', persona: 'san-jose' },
  },
  'cordon@example.com': {
    model: model(DEVICE_FLEET, 'Subaru', 'Outback AWD'),
    productionNumber: 104_214,
    licensePlate: '8RCD104',
    odometerKm: 52_310,
    device: { serial: 'DEMO-GPS-0004', imei14: '35910001000004', persona: 'oakland-lake' },
  },
  'toll@example.com': {
    model: model(DEVICE_FLEET, 'Ford', 'F150 Pickup 2WD'),
    productionNumber: 104_215,
    licensePlate: '8RCD105',
    odometerKm: 97_120,
    device: { serial: 'DEMO-GPS-0005', imei14: '35910001000005', persona: 'hayward' },
  },
  'ev@example.com': {
    model: model(ELECTRIC_FLEET, 'Tesla', 'Model 3 Long Range AWD'),
    productionNumber: 104_216,
    licensePlate: '8RCD106',
    odometerKm: 23_870,
    mroType: 'telematics',
  },
};

/** Days of demo trips posted after the first start. */
export const DEMO_TRIP_DAYS = 45;
/** The demo's seed: the same trips on every fresh database (for the same day). */
export const DEMO_SEED = 'demo';
/** Faults in the demo data (a VIN mismatch would flag a demo account, so it is left out). */
export const DEMO_FAULTS: readonly FaultKind[] = ['incomplete', 'zeroDistance', 'excessive'];

/**
 * Vehicles (real EPA rows, valid VINs), devices and the EV's telematics connection for the demo
 * accounts, through the services as staff would. Returns the drivers of the GPS devices.
 */
export async function seedDemoFleet(
  simulation: SimulationService,
  services: Services,
  providers: Pick<SandboxProviders, 'telematics'>,
  logger: Logger,
) {
  const emails = DEMO_PARTICIPANTS.map((p) => p.email);
  const usernames = await simulation.usernamesByEmail(emails);
  const drivers: SimDriver[] = [];
  for (const email of emails) {
    const spec = DEMO_VEHICLES[email];
    const username = usernames.get(email);
    if (!spec || !username) continue;
    try {
      drivers.push(...(await equipDemoAccount(simulation, services, providers, username, spec, logger)));
    } catch (err) {
      // Demo data is a convenience: a failure is logged and the server starts anyway.
      logger.warn({ err, email }, 'could not seed the demo vehicle of a demo account');
    }
  }
  logger.info({ vehicles: usernames.size, devices: drivers.length }, 'seeded demo vehicles and devices');
  return drivers;
}

/** The sandbox's good test card: every demo participant's default card. */
export const DEMO_CARD_NUMBER = '4242424242424242';

/**
 * A default sandbox card for every demo participant, saved the way the card-entry page and
 * storePaymentCardByToken save one (token, $1 pre-authorisation and reversal), and payments allowed, so
 * the demo accounts can pay their statements at once. Only with the demo accounts, on their first start.
 */
export async function seedDemoCards(
  simulation: SimulationService,
  services: Services,
  providers: Pick<SandboxProviders, 'payments'>,
  logger: Logger,
) {
  const usernames = await simulation.usernamesByEmail(DEMO_PARTICIPANTS.map((p) => p.email));
  const expiryYear = new Date().getFullYear() + 4;
  let saved = 0;
  for (const participant of DEMO_PARTICIPANTS) {
    const username = usernames.get(participant.email);
    if (!username) continue;
    try {
      await services.payments.storePaymentCardByToken(SIMULATION_ACTOR, {
        serviceProviderKey: SANDBOX_PROVIDER_KEY,
        username,
        token: providers.payments.createToken(DEMO_CARD_NUMBER, 12, expiryYear),
        nameOnCard: `${participant.firstName} ${participant.lastName}`,
        isDefault: true,
      });
      saved++;
    } catch (err) {
      // Demo data is a convenience: a failure is logged and the server starts anyway.
      logger.warn({ err, email: participant.email }, 'could not save the demo card of a demo account');
    }
  }
  await services.configuration.updateConfiguration(SIMULATION_ACTOR, { key: 'PAYMENTS_ALLOWED', value: 'true' });
  // One story for every text that states the pilot calendar: the demo pilot runs now, with real charges.
  const calendar = demoPilotCalendar(new Date());
  for (const [key, value] of calendar)
    await services.configuration.updateConfiguration(SIMULATION_ACTOR, { key, value });
  logger.info({ cards: saved, calendar: Object.fromEntries(calendar) }, 'seeded demo payment cards; payments allowed');
}

/**
 * The demo pilot calendar, in an order each save keeps valid from the spec's defaults: it started on the
 * first day of the month of the oldest demo trip (DEMO_TRIP_DAYS ago), bills its first statement the
 * month after (as the demo statement run does), ends after the dashboard's projection starts
 * (demoPilotEndDate), charges real money (the demo cards pay the statements) and keeps the spec's
 * gift-card amount.
 */
export function demoPilotCalendar(now: Date): [string, string][] {
  const firstTripMonth = monthOf(new Date(now.getTime() - DEMO_TRIP_DAYS * 86_400_000));
  return [
    ['PILOT_END_DATE', demoPilotEndDate(now)],
    ['PILOT_FIRST_BILLING_MONTH', nextMonth(firstTripMonth)],
    ['PILOT_START_DATE', `${firstTripMonth}-01`],
    ['PILOT_CHARGES_REAL', 'true'],
    ['PILOT_GIFT_CARD_AMOUNT', '400'],
  ];
}

/** The last day of the third month after `now` (YYYY-MM-DD): the demo pilot's end. */
export function demoPilotEndDate(now: Date): string {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 4, 0));
  return end.toISOString().slice(0, 10);
}

/** One demo account's vehicle, and its device, mileage reports or telematics connection. */
async function equipDemoAccount(
  simulation: SimulationService,
  services: Services,
  providers: Pick<SandboxProviders, 'telematics'>,
  username: string,
  spec: DemoVehicle,
  logger: Logger,
): Promise<SimDriver[]> {
  const vehicle = await simulation.ensureVehicle(username, {
    model: spec.model,
    vin: vinFor(spec.model, spec.productionNumber),
    licensePlate: spec.licensePlate,
    odometerKm: spec.odometerKm,
    mroType: spec.mroType,
  });
  if (spec.mroType === 'manual') await seedDemoMileageReports(services, username, vehicle, logger);
  if (spec.mroType === 'telematics' && !vehicle.participantConnectionId) {
    // The sandbox vehicle maker's consent, as the participant's Connect button would get it.
    await services.connections.connectTelematics(SIMULATION_ACTOR, {
      username,
      vehicleId: vehicle.id,
      code: providers.telematics.issueCode(),
    });
  }
  if (!spec.device) return [];
  const device = await simulation.ensureDevice(username, vehicle, {
    serial: spec.device.serial,
    imei: imeiFor(spec.device.imei14),
    gps: true,
    shippedDaysAgo: DEMO_TRIP_DAYS + 15,
  });
  const persona = personaById(spec.device.persona);
  const driver = await simulation.driverFor(username, vehicle, device, persona);
  return driver ? [{ ...driver, persona }] : [];
}

/** A picture of an odometer display reading `km`, as a participant's phone would take it (JPEG). */
export async function odometerPhoto(km: number): Promise<Buffer> {
  const digits = String(Math.floor(km)).padStart(6, '0');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
  <rect width="640" height="360" fill="#1b1f24"/>
  <rect x="70" y="110" width="500" height="140" rx="18" fill="#0b0d10" stroke="#5c6773" stroke-width="6"/>
  <text x="320" y="208" font-family="DejaVu Sans Mono, monospace" font-size="84" fill="#f3f5f7" text-anchor="middle">${digits}</text>
  <text x="540" y="240" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#9aa5b1" text-anchor="end">km</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Two odometer reports for the manual demo account: one in the middle of last month that staff approved
 * (its distance since the beginning reading is charged on last month's statement, the newest one, on any
 * day of this month), and a recent one waiting for review.
 */
async function seedDemoMileageReports(services: Services, username: string, vehicle: VehicleRow, logger: Logger) {
  const { mileageReports } = services;
  const existing = await mileageReports.listMileageReports(SIMULATION_ACTOR, { username, limit: 1 });
  if (existing.items.length > 0) return;
  const start = vehicle.beginningOdometerReading ?? 0;
  const midLastMonth = periodOfMonth(previousMonth()).from.getTime() + 14.5 * 86_400_000;
  const readings = [
    { at: midLastMonth, km: start + 1_184, approve: true },
    { at: Date.now() - 2 * 86_400_000, km: start + 2_431, approve: false },
  ];
  for (const r of readings) {
    const photo = await mileageReports.uploadPhoto(SIMULATION_ACTOR, { username, bytes: await odometerPhoto(r.km) });
    const report = await mileageReports.createMileageReport(SIMULATION_ACTOR, {
      username,
      vehicleId: vehicle.id,
      odoMileage: r.km,
      tsReportDate: new Date(r.at),
      photos: [{ storageKey: photo.storageKey, size: photo.size, mimeType: photo.mimeType }],
    });
    if (r.approve) {
      await mileageReports.updateMileageReport(SIMULATION_ACTOR, {
        id: report.id,
        username,
        auditStatus: 'approved',
        odoMileage: r.km,
      });
    }
  }
  logger.info({ reports: readings.length }, 'seeded demo mileage reports');
}

/** The complete months (Pacific) the demo trips cover, oldest first: never the current month. */
export function demoStatementMonths(days: number, endMs: number): string[] {
  const current = monthOf(new Date(endMs));
  const months: string[] = [];
  for (let month = monthOf(new Date(endMs - days * 86_400_000)); month < current; month = nextMonth(month)) {
    months.push(month);
  }
  return months;
}

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

export interface DemoTrips {
  /** Settles when every trip is posted (or the step stopped); never rejects. */
  done: Promise<void>;
  /** Stops posting (at server shutdown) and waits for the deliveries in flight. */
  stop(): Promise<void>;
}

/**
 * Posts the GPS demo accounts' last 45 days of trips to the running server in the background; the
 * server's own trip job processes them. Progress and the outcome are logged; a failure is logged
 * and never stops the server.
 */
export function startDemoTrips(
  simulation: SimulationService,
  drivers: readonly SimDriver[],
  options: {
    baseUrl: string;
    logger: Logger;
    services: Pick<Services, 'statements'>;
    days?: number;
    endMs?: number;
  },
): DemoTrips {
  const controller = new AbortController();
  const log = options.logger.child({ component: 'demo-trips' });
  const started = Date.now();
  const done = simulation
    .postTrips(drivers, {
      days: options.days ?? DEMO_TRIP_DAYS,
      seed: DEMO_SEED,
      baseUrl: options.baseUrl,
      endMs: options.endMs,
      concurrency: 2,
      faults: DEMO_FAULTS,
      signal: controller.signal,
      // The start and the summary below at info; the ten progress lines in between at debug.
      log: (message) => (message.startsWith('posted ') ? log.debug(message) : log.info(message)),
    })
    .then(async ({ summary, deliveryIds }) => {
      if (controller.signal.aborted) return log.info({ ...summary }, 'demo trips stopped');
      const seconds = Math.round((Date.now() - started) / 1000);
      log.info({ ...summary, seconds }, 'demo trips posted (the trip job computes them)');
      // Statements for the months before this one, so the demo accounts have a balance to pay, a
      // statement to download and a chart to look at from the first start (as the monthly run would).
      const progress = await simulation.waitForProcessing(deliveryIds, { signal: controller.signal });
      if (controller.signal.aborted) return;
      const run = await options.services.statements.createRun(STATEMENTS_SYSTEM_ACTOR, {
        months: demoStatementMonths(options.days ?? DEMO_TRIP_DAYS, options.endMs ?? Date.now()),
        // Everyone with unbilled work: on the freshly seeded database, the demo accounts.
        participantUsernames: null,
        note: null,
        shouldSendEmailToParticipant: false,
        trigger: 'schedule',
      });
      log.info({ ...progress, statementRun: run.id }, 'demo statements queued');
    })
    .catch((err: unknown) => log.error({ err }, 'demo trips failed'));
  return {
    done,
    async stop() {
      controller.abort();
      await done;
    },
  };
}
