import { describe, expect, it } from 'vitest';
import { loadConfig, StartupError } from '../config.js';

const secret = 'x'.repeat(32);

describe('production configuration', () => {
  it('refuses the embedded database unless ALLOW_EMBEDDED_DATABASE says so, with a message that says how', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret });
    expect(attempt).toThrow(StartupError);
    expect(attempt).toThrow(/set DATABASE_URL \(or ALLOW_EMBEDDED_DATABASE=true/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_EMBEDDED_DATABASE: 'true' }).DATABASE_URL).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/rc' }).NODE_ENV).toBe(
      'production',
    );
  });

  it('seeds demo accounts only when SEED_DEMO is set explicitly in production', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/rc' };
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('takes LOG_FORMAT, METRICS_TOKEN and METRICS_ALLOW', () => {
    const config = loadConfig({ LOG_FORMAT: 'json', METRICS_TOKEN: 't'.repeat(20), METRICS_ALLOW: '10.0.0.0/8' });
    expect(config).toMatchObject({ LOG_FORMAT: 'json', METRICS_TOKEN: 't'.repeat(20), METRICS_ALLOW: '10.0.0.0/8' });
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
