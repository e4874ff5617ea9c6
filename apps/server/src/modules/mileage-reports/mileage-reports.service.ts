import {
  createMileageReportSchema,
  isAdmin,
  isOdometerIncrease,
  MILEAGE_REPORT_AUDIT_STATUSES,
  updateMileageReportSchema,
} from '@rc/domain';
import { type Transaction, withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import type { Page } from '../../lib/cursor.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { MileageReportFilter, MileageReportRow, MileageReportsRepository } from './mileage-reports.repository.js';

/**
 * Manual odometer reports (odoMileage in km) and their audit by staff. A report starts pending;
 * staff approve it (with the actual reading, possibly corrected) or reject it. Readings of one vehicle
 * must rise over time. Storing the photo and charging the approved distance belong to the trip engine.
 */
export class MileageReportsService {
  constructor(private readonly repo: MileageReportsRepository) {}

  /** A participant's reports, newest reading first: their own for a participant, any for staff. */
  async listMileageReports(
    actor: Actor | null,
    args: PageArgs & { username: string; tsReportDate?: DateKeyCondition | null; filter?: MileageReportFilter | null },
  ): Promise<Page<MileageReportRow>> {
    requireSelfOrAdmin(actor, args.username);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (r) => [timeKey(r.tsReportDate), r.id],
      fetch: (q) =>
        this.repo.listByUsername({
          ...q,
          username: args.username,
          tsReportDate: args.tsReportDate,
          filter: args.filter,
        }),
    });
  }

  /** Staff: reports with an audit status, oldest first (the /audit queue). */
  async getMileageReportsByAuditStatus(
    actor: Actor | null,
    args: PageArgs & { auditStatus: string; filter?: MileageReportFilter | null },
  ): Promise<Page<MileageReportRow>> {
    requireAdmin(actor);
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 2,
      keyOf: (r) => [timeKey(r.createdAt), r.id],
      fetch: (q) => this.repo.listByAuditStatus({ ...q, auditStatus: args.auditStatus, filter: args.filter }),
    });
  }

  /** Staff: how many reports have an audit status (the count of pending reports remaining). */
  async countMileageReportsByAuditStatus(actor: Actor | null, auditStatus: string): Promise<number> {
    requireAdmin(actor);
    if (!(MILEAGE_REPORT_AUDIT_STATUSES as readonly string[]).includes(auditStatus)) {
      throw new AppError('BAD_USER_INPUT', 'invalidInput');
    }
    return this.repo.countByAuditStatus(auditStatus);
  }

  /** Checks a reading against the vehicle's other reports that were not rejected. */
  private async checkReading(tx: Transaction, vehicleId: string, odoMileage: number, date: Date, exceptId?: string) {
    const previous = await this.repo.previousReport(tx, vehicleId, date, exceptId);
    if (!isOdometerIncrease(previous?.odoMileage, odoMileage)) {
      throw new AppError('BAD_USER_INPUT', 'mileageReportOdometerNotIncreasing');
    }
    const next = await this.repo.nextReport(tx, vehicleId, date, exceptId);
    if (next && !isOdometerIncrease(odoMileage, next.odoMileage)) {
      throw new AppError('BAD_USER_INPUT', 'mileageReportOdometerAboveLater');
    }
  }

  /**
   * A participant reports their manual vehicle's odometer (staff may report for them). The vehicle
   * must be the participant's and report manually; the reading must exceed the last one reported.
   * Only staff may set an audit status other than pending.
   */
  async createMileageReport(
    actor: Actor | null,
    raw: { username: string } & Record<string, unknown>,
  ): Promise<MileageReportRow> {
    const a = requireSelfOrAdmin(actor, raw.username);
    const input = validate(createMileageReportSchema, raw);
    if (input.auditStatus !== 'pending' && !isAdmin(a.groups)) {
      throw new AppError('FORBIDDEN', 'mileageReportStatusStaffOnly');
    }
    return withActor(this.repo.db, a.username, async (tx) => {
      const vehicle = await this.repo.lockVehicle(tx, input.vehicleId);
      if (!vehicle || vehicle.username !== input.username) {
        throw new AppError('BAD_USER_INPUT', 'mileageReportVehicleNotFound');
      }
      if (vehicle.mroType !== 'manual') throw new AppError('BAD_USER_INPUT', 'mileageReportVehicleNotManual');
      await this.checkReading(tx, vehicle.id, input.odoMileage, input.tsReportDate);
      return this.repo.insert(tx, {
        username: input.username,
        vehicleId: vehicle.id,
        odoMileage: input.odoMileage,
        tsReportDate: input.tsReportDate,
        photos: input.photos,
        auditStatus: input.auditStatus,
        createdBy: a.username,
        updatedBy: a.username,
      });
    });
  }

  /**
   * Staff audit a pending report: approve with the actual reading (required; it may correct the
   * reported one) or reject, with an optional reason.
   */
  async updateMileageReport(actor: Actor | null, raw: unknown): Promise<MileageReportRow> {
    const admin = requireAdmin(actor);
    const input = validate(updateMileageReportSchema, raw);
    return withActor(this.repo.db, admin.username, async (tx) => {
      const report = await this.repo.lockById(tx, input.id);
      if (!report || (input.username && input.username !== report.username)) {
        throw new AppError('NOT_FOUND', 'mileageReportNotFound');
      }
      if (report.auditStatus !== 'pending') throw new AppError('BAD_USER_INPUT', 'mileageReportAlreadyAudited');
      if (input.auditStatus === 'rejected') {
        return this.repo.update(tx, report.id, {
          auditStatus: 'rejected',
          reason: input.reason,
          updatedBy: admin.username,
        });
      }
      const odoMileage = input.odoMileage ?? report.odoMileage;
      const tsReportDate = input.tsReportDate ?? report.tsReportDate;
      await this.repo.lockVehicle(tx, report.vehicleId);
      await this.checkReading(tx, report.vehicleId, odoMileage, tsReportDate, report.id);
      return this.repo.update(tx, report.id, {
        auditStatus: 'approved',
        odoMileage,
        tsReportDate,
        reason: input.reason,
        updatedBy: admin.username,
      });
    });
  }
}
