import { parseArgs } from 'node:util';
import { formatPrivacyVerifyReport } from '../src/modules/location-retention/location-retention.service.js';
import { createServices } from '../src/services.js';
import { withCheckDatabase } from './check-database.js';

/*
 * npm run privacy:verify [-- --json --now ISO]
 *
 * Scans the database for location data kept past its date (decision 015): GPS points, trip routes and
 * route versions, segment routes and point ids, and GPS points in stored device deliveries, of trips
 * whose location data was destroyed or whose retention period (LOCATION_RETENTION_DAYS, plus the day
 * between two runs of the daily job) has ended. Prints what it finds; exits 1 if it finds any (2 when it
 * cannot run). The database is found as `npm run reconcile` finds it.
 */
const usage = `Usage: npm run privacy:verify -- [--json] [--now ISO-TIME]

  --json   print the report as JSON
  --now    judge as at this instant (default: now)`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean' },
      now: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a time: ${values.now}`);
  return withCheckDatabase(async (handle) => {
    const services = createServices(handle.db);
    const report = await services.locationRetention.verify({ now });
    console.log(values.json ? JSON.stringify(report, null, 2) : formatPrivacyVerifyReport(report));
    return report.ok ? 0 : 1;
  });
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`privacy:verify failed: ${err instanceof Error ? err.message : err}`);
    process.exit(2);
  },
);
