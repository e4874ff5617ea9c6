import { parseArgs } from 'node:util';
import { SandboxPaymentsProvider } from '../src/integrations/payments/sandbox.js';
import { formatReconcileReport } from '../src/modules/statements/reconcile.service.js';
import { createServices } from '../src/services.js';
import { withCheckDatabase } from './check-database.js';

/*
 * npm run reconcile [-- --participant USERNAME … --json --no-provider]
 *
 * Checks the books (docs/domain.md "money never leaves the books unexplained"), per participant and in
 * total: segment fees − credits + adjustments = statement totals = transactions; every segment and
 * adjustment billed at most once; every processed payment matches one approved provider operation.
 * Prints a report; exits 1 on any mismatch (2 when it cannot run). The database is DATABASE_URL, the
 * embedded PostgreSQL a running server keeps in DATA_DIR/postgres, or that one started for the check.
 */
const usage = `Usage: npm run reconcile -- [--participant USERNAME]… [--json] [--no-provider]

  --participant   check only these participants (repeatable; default everyone)
  --json          print the report as JSON
  --no-provider   do not read the payments provider's books (references are checked for uniqueness only)`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      participant: { type: 'string', multiple: true },
      json: { type: 'boolean' },
      'no-provider': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  return withCheckDatabase(async (handle) => {
    // The sandbox's books are its table in this database: a provider of our own reads them.
    const paymentsSandbox = new SandboxPaymentsProvider();
    paymentsSandbox.configureStore(handle.db);
    const services = createServices(handle.db, { paymentsSandbox });
    const report = await services.statements.reconcile({
      usernames: values.participant?.length ? values.participant : null,
      ...(values['no-provider'] ? { charges: null } : {}),
    });
    console.log(values.json ? JSON.stringify(report, null, 2) : formatReconcileReport(report));
    return report.ok ? 0 : 1;
  });
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`reconcile failed: ${err instanceof Error ? err.message : err}`);
    process.exit(2);
  },
);
