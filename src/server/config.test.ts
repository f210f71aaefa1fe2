import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, proxyExposureWarning } from './config';

describe('configuration', () => {
  it('needs nothing set for the embedded default', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it("takes bKash's merchant settings all together or not at all", () => {
    expect(loadConfig({}).bkash).toBeNull();
    const all = { BKASH_USERNAME: 'u', BKASH_PASSWORD: 'p', BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 's' };
    expect(loadConfig(all).bkash).toEqual({
      baseUrl: 'https://tokenized.pay.bka.sh/v1.2.0-beta',
      username: 'u',
      password: 'p',
      appKey: 'k',
      appSecret: 's',
    });
    expect(() => loadConfig({ ...all, BKASH_APP_SECRET: '' })).toThrow(/^Invalid setting BKASH_APP_SECRET: set all of/);
  });

  it('runs several processes only on PostgreSQL: the embedded database belongs to one', () => {
    expect(loadConfig({}).WORKERS).toBe(1);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      /^Invalid setting WORKERS="2": several processes need DATABASE_URL/,
    );
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://u:p@db:5432/school' }).WORKERS).toBe(2);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/^Invalid setting WORKERS="0"/);
  });

  it('names the bad setting in one line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid setting PORT="abc": /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

describe('the object store (S3_*)', () => {
  const store = {
    S3_ENDPOINT: 'http://127.0.0.1:9000/',
    S3_BUCKET: 'school-uploads',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is off with no S3 setting: uploads stay in DATA_DIR/uploads', () => {
    expect(loadConfig({}).objectStore).toBeNull();
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '', S3_PREFIX: '' }).objectStore).toBeNull();
  });

  it('is on with S3_BUCKET; path-style by default when an endpoint is set, as local stores need', () => {
    expect(loadConfig(store).objectStore).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'school-uploads',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: '',
    });
    const aws = loadConfig({ S3_BUCKET: 'school-uploads', S3_REGION: 'ap-south-1', S3_PREFIX: '/khulna/main' });
    expect(aws.objectStore).toMatchObject({ region: 'ap-south-1', forcePathStyle: false, prefix: 'khulna/main/' });
    expect(aws.objectStore?.endpoint).toBeUndefined();
    expect(loadConfig({ ...store, S3_FORCE_PATH_STYLE: 'false' }).objectStore?.forcePathStyle).toBe(false);
  });

  it('refuses half a configuration, naming the missing setting', () => {
    expect(() => loadConfig({ S3_ENDPOINT: store.S3_ENDPOINT, S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /^Invalid setting S3_BUCKET="": S3_ENDPOINT, S3_ACCESS_KEY_ID are set but S3_BUCKET is not/,
    );
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'true' })).toThrow(/S3_FORCE_PATH_STYLE is set but S3_BUCKET/);
    expect(() => loadConfig({ ...store, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /^Invalid setting S3_SECRET_ACCESS_KEY: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither/,
    );
    expect(() => loadConfig({ ...store, S3_BUCKET: 'Bad_Bucket' })).toThrow(/^Invalid setting S3_BUCKET="Bad_Bucket"/);
    expect(() => loadConfig({ ...store, S3_ENDPOINT: 'localhost:9000' })).toThrow(/^Invalid setting S3_ENDPOINT=/);
    expect(() => loadConfig({ ...store, S3_PREFIX: 'a/../b' })).toThrow(/^Invalid setting S3_PREFIX=/);
    expect(() => loadConfig({ ...store, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/^Invalid setting S3_FORCE_PATH_STYLE=/);
  });
});

describe('TRUST_PROXY', () => {
  it('takes false, a hop count, or a list of proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('production needs AUTH_SECRET, OWNER_EMAIL and PUBLIC_URL', () => {
    const secret = 'x'.repeat(32);
    const site = 'https://school.example';
    expect(() => loadConfig({ NODE_ENV: 'production', OWNER_EMAIL: 'o@x.org', PUBLIC_URL: site })).toThrow(
      /AUTH_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, PUBLIC_URL: site })).toThrow(/OWNER_EMAIL/);
    // Origin checks in production compare with PUBLIC_URL only, so it cannot be left to a default.
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, OWNER_EMAIL: 'o@x.org' })).toThrow(
      /^Invalid setting PUBLIC_URL="": required when NODE_ENV=production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, OWNER_EMAIL: 'O@x.org', PUBLIC_URL: site }).ownerEmail,
    ).toBe('o@x.org');
  });

  it('warns when a proxy is trusted but the app port is reachable around it', () => {
    const warn = (env: Record<string, string>) => proxyExposureWarning(loadConfig(env));
    expect(warn({})).toBeNull();
    expect(warn({ HOST: '0.0.0.0' })).toBeNull();
    expect(warn({ TRUST_PROXY: '1', HOST: '127.0.0.1' })).toBeNull();
    expect(warn({ TRUST_PROXY: '1', HOST: '::1' })).toBeNull();
    expect(warn({ TRUST_PROXY: '1', HOST: 'localhost' })).toBeNull();
    expect(warn({ TRUST_PROXY: '1' })).toMatch(/^TRUST_PROXY is set but the app listens on 0\.0\.0\.0:3000/);
    expect(warn({ TRUST_PROXY: '10.0.0.0/8', HOST: '192.168.1.20', PORT: '3001' })).toMatch(
      /listens on 192\.168\.1\.20:3001.*forge X-Forwarded-For/,
    );
  });
});

describe('trusted origins', () => {
  const office = () => ({
    lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true } as never],
    eth0: [
      { address: '192.168.1.20', family: 'IPv4', internal: false } as never,
      { address: 'fe80::1', family: 'IPv6', internal: false } as never,
      { address: 'fd00::20', family: 'IPv6', internal: false } as never,
    ],
  });

  it('outside production include every address the server listens at on its port', () => {
    const c = loadConfig({}, office);
    expect(c.trustedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.168.1.20:3000',
      'http://[fd00::20]:3000',
    ]);
  });

  it('name only the one host the server listens on, when it is not every interface', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '8080' }, office).trustedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
  });

  it('in production are PUBLIC_URL’s origin alone', () => {
    const c = loadConfig(
      {
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(32),
        OWNER_EMAIL: 'o@x.org',
        PUBLIC_URL: 'https://school.example/',
      },
      office,
    );
    expect(c.trustedOrigins).toEqual(['https://school.example']);
  });

  it('takes a moved clock for tests and refuses it in production', () => {
    expect(loadConfig({}).TEST_CLOCK_FILE).toBeUndefined();
    expect(loadConfig({ TEST_CLOCK_FILE: '/tmp/clock.json' }).TEST_CLOCK_FILE).toBe('/tmp/clock.json');
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      OWNER_EMAIL: 'owner@school.example',
      PUBLIC_URL: 'https://school.example',
    };
    expect(loadConfig(production).TEST_CLOCK_FILE).toBeUndefined();
    expect(() => loadConfig({ ...production, TEST_CLOCK_FILE: '/tmp/clock.json' })).toThrow(
      /^Invalid setting TEST_CLOCK_FILE="\/tmp\/clock.json": a moved clock is for tests only/,
    );
  });
});
