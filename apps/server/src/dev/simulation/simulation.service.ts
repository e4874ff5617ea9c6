import { AGREEMENT_VERSION, GROUPS, PILOT_SHORT_NAMES, type PilotShortName, REQUIRED_AGREEMENTS } from '@rc/domain';
import { hashPassword } from 'better-auth/crypto';
import { createSeedIdentity, DEMO_PASSWORD } from '../../db/seed/seed.js';
import type { DeviceRow } from '../../modules/devices/devices.repository.js';
import type { Actor } from '../../modules/identity/actor.js';
import type { ParticipantRow } from '../../modules/participants/participants.repository.js';
import type { VehicleRow } from '../../modules/vehicles/vehicles.repository.js';
import { SIMULATOR_SOURCE } from '../../modules/webhooks/webhooks.service.js';
import type { Services } from '../../services.js';
import { DEVICE_FLEET, type FleetModel, imeiFor, plateFor, vinFor } from './fleet.js';
import { type PostSummary, postAll } from './poster.js';
import { Random } from './random.js';
import { PERSONAS, type Persona, personaById } from './routes.js';
import { type FaultKind, PERSONAS_BY_PILOT, planTrips, type SimDriver, type SimTrip, tripRecord } from './scenarios.js';
import type { ParticipantTripTotals, ProcessingProgress, SimulationReadModel } from './simulation.read-model.js';

/**
 * The simulator's side of the database: simulated participants, their vehicles (real EPA rows) and
 * devices, all made through the product's own services as staff would (recorded as 'System'), and
 * the signed posting of their trips to the running server's webhook.
 */
export const SIMULATION_ACTOR: Actor = {
  username: 'System',
  email: 'system@roadcharge.invalid',
  groups: [GROUPS.admins],
};

/** Simulated participants, in turn: one of each charging pilot, and a device without GPS. */
const SIM_PILOTS: readonly { pilot: PilotShortName; gps: boolean }[] = [
  { pilot: 'MBUF+C', gps: true },
  { pilot: 'MBUF+TF', gps: true },
  { pilot: 'MBUF+ToD', gps: true },
  { pilot: 'MBUF', gps: true },
  { pilot: 'MBUF', gps: false },
];

const FIRST_NAMES = [
  'Alex',
  'Maria',
  'Jordan',
  'Wei',
  'Priya',
  'Carlos',
  'Aisha',
  'Ben',
  'Sofia',
  'Hiro',
  'Grace',
  'Luis',
];
const LAST_NAMES = [
  'Nguyen',
  'Garcia',
  'Smith',
  'Chen',
  'Patel',
  'Lopez',
  'Johnson',
  'Kim',
  'Rivera',
  'Okafor',
  'Silva',
];

/** The e-mail address of the n-th simulated participant (n from 1). */
export const simulatedEmail = (n: number): string => `sim-driver-${String(n).padStart(4, '0')}@example.com`;

export interface SimulatedSpec {
  n: number;
  email: string;
  firstName: string;
  lastName: string;
  pilot: PilotShortName;
  gps: boolean;
  persona: Persona;
  model: FleetModel;
  serial: string;
}

/** Who the n-th simulated participant is (the same on every run). */
export function simulatedSpec(n: number): SimulatedSpec {
  const rng = new Random(`simulated-participant-${n}`);
  const { pilot, gps } = SIM_PILOTS[(n - 1) % SIM_PILOTS.length] as { pilot: PilotShortName; gps: boolean };
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  return {
    n,
    email: simulatedEmail(n),
    firstName,
    lastName,
    pilot,
    gps,
    persona: personaById(rng.pick(PERSONAS_BY_PILOT[pilot])),
    model: DEVICE_FLEET[(n - 1) % DEVICE_FLEET.length] as FleetModel,
    serial: `SIM${String(n).padStart(6, '0')}`,
  };
}

export interface VehicleSpec {
  model: FleetModel;
  vin: string;
  licensePlate: string;
  odometerKm: number;
  mroType?: 'manual' | 'telematics';
}

export interface DeviceSpec {
  serial: string;
  imei: string;
  gps: boolean;
  /** Shipped, delivered and activated this many days before now. */
  shippedDaysAgo: number;
}

export interface SimulationRunOptions {
  participants: number;
  days: number;
  seed: string | number;
  baseUrl: string;
  concurrency?: number;
  /** Trips are planned for the days ending at this instant (default now). */
  endMs?: number;
  faults?: readonly FaultKind[];
  faultRate?: number;
  log?: (message: string) => void;
  signal?: AbortSignal;
}

export interface SimulationRunResult {
  drivers: SimDriver[];
  trips: SimTrip[];
  /** The delivery ids posted (webhook source ids), in posting order. */
  deliveryIds: string[];
  summary: PostSummary;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

export class SimulationService {
  private passwordHash: Promise<string> | null = null;

  constructor(
    private readonly repo: SimulationReadModel,
    private readonly services: Services,
  ) {}

  /** The simulator's webhook secret (the built-in source exists once the server has started). */
  async simulatorSecret(): Promise<string> {
    const secret = await this.services.webhooks.sourceSecret(SIMULATOR_SOURCE);
    if (!secret) {
      throw new Error(`The webhook source "${SIMULATOR_SOURCE}" does not exist yet: start the server once first.`);
    }
    return secret;
  }

  /** Usernames of identities by e-mail. */
  usernamesByEmail(emails: readonly string[]): Promise<Map<string, string>> {
    return this.repo.usernamesByEmail(emails);
  }

  /**
   * The first `count` simulated participants, each onboarded with a vehicle and a device; the ones
   * missing are created (an existing one keeps its vehicle and device).
   */
  async ensureSimulatedParticipants(count: number, log: (m: string) => void = () => {}): Promise<SimDriver[]> {
    const specs = Array.from({ length: count }, (_, i) => simulatedSpec(i + 1));
    const existing = await this.repo.usernamesByEmail(specs.map((s) => s.email));
    const drivers: SimDriver[] = [];
    let created = 0;
    for (const spec of specs) {
      let username = existing.get(spec.email);
      if (!username) {
        username = await this.createParticipant(spec);
        created += 1;
      }
      const rng = new Random(`simulated-vehicle-${spec.n}`);
      const vehicle = await this.ensureVehicle(username, {
        model: spec.model,
        vin: vinFor(spec.model, 500_000 + spec.n),
        licensePlate: plateFor(rng),
        odometerKm: Math.round(rng.between(8_000, 90_000)),
      });
      const device = await this.ensureDevice(username, vehicle, {
        serial: spec.serial,
        imei: imeiFor(`3591000${String(spec.n).padStart(7, '0')}`),
        gps: spec.gps,
        shippedDaysAgo: 120,
      });
      const driver = await this.driverFor(username, vehicle, device, spec.persona);
      if (driver) drivers.push(driver);
    }
    log(`simulated participants: ${count} (${created} created now)`);
    return drivers;
  }

  private hash(): Promise<string> {
    this.passwordHash ??= hashPassword(DEMO_PASSWORD);
    return this.passwordHash;
  }

  /** A new participant through sign-up's own path, then profile, reporting choice and agreements as staff. */
  private async createParticipant(spec: SimulatedSpec): Promise<string> {
    const { participants } = this.services;
    const hash = await this.hash();
    const username = await this.repo.db.transaction((tx) => createSeedIdentity(tx, spec.email, 'user', hash));
    await participants.createForNewUser({ id: username, email: spec.email }, spec.pilot);
    await participants.updateParticipant(SIMULATION_ACTOR, {
      username,
      firstName: spec.firstName,
      lastName: spec.lastName,
      phoneNumber: `(415) 555-${String(1000 + (spec.n % 9000)).padStart(4, '0')}`,
      address1: spec.persona.address.address1,
      city: spec.persona.address.city,
      state: 'CA',
      postalCode: spec.persona.address.postalCode,
      preferredContactType: 'email',
      mroDevicePreference: spec.gps ? 'automatedWithLocation' : 'automatedWithoutLocation',
    });
    await participants.agreeToTerms(SIMULATION_ACTOR, {
      username,
      agreementDate: new Date(),
      agreements: REQUIRED_AGREEMENTS.map((name) => ({ name, version: AGREEMENT_VERSION })),
      isGovernmentEmployee: false,
      isLegislator: false,
      isCaliforniaElected: false,
    });
    return username;
  }

  /** The participant's primary vehicle, registered through the vehicles service when there is none. */
  async ensureVehicle(username: string, spec: VehicleSpec): Promise<VehicleRow> {
    const current = await this.services.vehicles.listByUsernames([username]);
    const found = current.find((v) => v.isPrimary) ?? current[0];
    if (found) return found;
    return this.services.vehicles.createVehicle(SIMULATION_ACTOR, {
      username,
      year: spec.model.year,
      make: spec.model.make,
      model: spec.model.model,
      type: spec.model.type,
      vin: spec.vin,
      registrationState: 'CA',
      licensePlate: spec.licensePlate,
      beginningOdometerReading: spec.odometerKm,
      currentOdometerReading: spec.odometerKm,
      ...(spec.mroType ? { mroType: spec.mroType } : {}),
    });
  }

  /** The vehicle's device, registered through the devices service (as staff do) when there is none. */
  async ensureDevice(username: string, vehicle: VehicleRow, spec: DeviceSpec): Promise<DeviceRow> {
    const page = await this.services.devices.listMileageReportingOptions(
      SIMULATION_ACTOR,
      username,
      { vehicleId: vehicle.id },
      { limit: 1 },
    );
    const found = page.items[0];
    if (found) return found;
    return this.services.devices.createMileageReportingOption(SIMULATION_ACTOR, {
      username,
      vehicleId: vehicle.id,
      deviceSerialNumber: spec.serial,
      deviceImei: spec.imei,
      gpsEnabled: spec.gps,
      model: spec.gps ? 'OBD-II 4G with GPS' : 'OBD-II 4G',
      shippedDate: daysAgo(spec.shippedDaysAgo),
      shippingCarrier: 'USPS',
      deliveredDate: daysAgo(spec.shippedDaysAgo - 4),
      activationDate: daysAgo(spec.shippedDaysAgo - 5),
    });
  }

  /** A driver for the simulation from the participant's records (the persona follows their address when it is one of ours). */
  async driverFor(
    username: string,
    vehicle: VehicleRow,
    device: DeviceRow,
    fallback: Persona,
  ): Promise<SimDriver | null> {
    const [participant] = await this.services.participants.findByUsernames([username]);
    if (!participant || !vehicle.vin) return null;
    const pilot = await this.pilotOf(participant);
    return {
      key: username,
      label: participant.email,
      pilot,
      persona: personaOfAddress(participant) ?? fallback,
      vehicle: {
        serial: device.deviceSerialNumber ?? '',
        vin: vehicle.vin,
        gps: device.gpsEnabled,
        kpl: vehicle.epaVehicleCombinedKpl,
        electric: vehicle.type === 'electric',
        odometerKm: vehicle.currentOdometerReading ?? vehicle.beginningOdometerReading ?? 30_000,
      },
    };
  }

  private async pilotOf(participant: ParticipantRow): Promise<PilotShortName> {
    const id = participant.participantPilotProgramId;
    const [program] = id ? await this.services.programs.findByIds([id]) : [];
    const name = program?.shortName;
    return (PILOT_SHORT_NAMES as readonly string[]).includes(name ?? '') ? (name as PilotShortName) : 'MBUF';
  }

  /**
   * Plans the drivers' trips for the days and posts them, oldest first, through the signed webhook
   * of the server at `baseUrl`.
   */
  async postTrips(drivers: readonly SimDriver[], options: Omit<SimulationRunOptions, 'participants'>) {
    const log = options.log ?? (() => {});
    const secret = await this.simulatorSecret();
    const endMs = options.endMs ?? Date.now();
    const planned = drivers.flatMap((driver) =>
      planTrips(driver, {
        seed: options.seed,
        days: options.days,
        endMs,
        faults: options.faults,
        faultRate: options.faultRate,
      }).map((trip) => ({ driver, trip })),
    );
    planned.sort((a, b) => a.trip.startMs - b.trip.startMs);
    const deliveryIds: string[] = [];
    const deliveries = planned.map(({ driver, trip }) => () => {
      const { payload } = tripRecord(driver, trip, options.seed);
      deliveryIds.push(payload.id);
      return payload;
    });
    log(`posting ${deliveries.length} trips of ${drivers.length} participants over ${options.days} days`);
    let lastLogged = 0;
    const summary = await postAll({ baseUrl: options.baseUrl, source: SIMULATOR_SOURCE, secret }, deliveries, {
      concurrency: options.concurrency,
      signal: options.signal,
      onProgress: (s, total) => {
        if (s.posted === total || s.posted - lastLogged >= Math.max(25, Math.ceil(total / 10))) {
          lastLogged = s.posted;
          log(`posted ${s.posted}/${total} trips (${s.accepted} accepted, ${s.duplicate} already there)`);
        }
      },
    });
    return { trips: planned.map((p) => p.trip), deliveryIds, summary };
  }

  /**
   * Waits until the server has processed the posted deliveries (none pending) or `timeoutMs` passes;
   * reports the counts as it goes.
   */
  async waitForProcessing(
    deliveryIds: readonly string[],
    options: { timeoutMs?: number; log?: (m: string) => void; signal?: AbortSignal } = {},
  ): Promise<ProcessingProgress> {
    const deadline = Date.now() + (options.timeoutMs ?? 120_000);
    let progress = await this.repo.deliveryProgress(SIMULATOR_SOURCE, deliveryIds);
    let lastLog = 0;
    while (progress.pending > 0 && Date.now() < deadline && !options.signal?.aborted) {
      if (Date.now() - lastLog > 5_000) {
        lastLog = Date.now();
        options.log?.(
          `processing: ${progress.processed} processed, ${progress.failed} failed, ${progress.pending} pending`,
        );
      }
      await new Promise((r) => setTimeout(r, 500));
      progress = await this.repo.deliveryProgress(SIMULATOR_SOURCE, deliveryIds);
    }
    return progress;
  }

  /** Processed trips and fee totals per participant, trips started from `since`. */
  tripTotals(usernames: readonly string[], since: Date): Promise<ParticipantTripTotals[]> {
    return this.repo.tripTotals(usernames, since);
  }

  /** The whole run: simulated participants, then their trips. */
  async run(options: SimulationRunOptions): Promise<SimulationRunResult> {
    const drivers = await this.ensureSimulatedParticipants(options.participants, options.log);
    const { trips, deliveryIds, summary } = await this.postTrips(drivers, options);
    return { drivers, trips, deliveryIds, summary };
  }
}

/** The persona whose address the participant has (simulated participants keep theirs). */
function personaOfAddress(p: ParticipantRow): Persona | null {
  return PERSONAS.find((x) => x.address.address1 === p.address1 && x.address.postalCode === p.postalCode) ?? null;
}
