import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GraphQL over HTTP compliance (graphql-http audit suite)', () => {
  it('passes every MUST audit', async () => {
    const audits = serverAudits({ url: () => `${server.url}/graphql` });
    const musts = audits.filter((a) => a.name.startsWith('MUST'));
    expect(musts.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const audit of musts) {
      const result = await audit.fn();
      if (result.status !== 'ok') failures.push(`${audit.name}: ${result.reason}`);
    }
    expect(failures).toEqual([]);
  });
});
