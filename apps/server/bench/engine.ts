// `npm run bench:engine`: the trip engine's speed per core for 30-minute 1 Hz trips next to a naive
// baseline (bench/engine-core.ts), then signed webhook deliveries processed into the database end to
// end (bench/webhooks.ts). Prints the details, then exactly one summary line:
// `engine: 1234 trips/s per core, 15.2x baseline; webhooks end to end: 210 trips/s`.
import { runEngineBench } from './engine-core.js';
import { measureWebhookThroughput } from './webhooks.js';

const log = (line: string) => console.log(line);
const engine = await runEngineBench({ log });
const webhooks = await measureWebhookThroughput({
  log,
  devices: Number(process.env.BENCH_WEBHOOK_DEVICES ?? 40),
  trips: Number(process.env.BENCH_WEBHOOK_TRIPS ?? 400),
});
if (webhooks.failed > 0) console.log(`webhooks: ${webhooks.failed} of ${webhooks.trips} deliveries failed`);
console.log(
  `engine: ${Math.round(engine.tripsPerSecondPerCore)} trips/s per core, ${engine.speedup.toFixed(1)}x baseline; webhooks end to end: ${Math.round(webhooks.tripsPerSecond)} trips/s`,
);
process.exit(0);
