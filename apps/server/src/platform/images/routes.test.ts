import { readdir } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.js';

const LOGO = '/images/merchants/456817/logo.svg';

describe('image variants: AVIF and WebP per named size, cached', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-images-'));
  const cacheDir = path.join(dataDir, 'image-cache');
  beforeAll(async () => {
    t = await createTestApp({ dataDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['avif', 'image/avif', 600, 352],
    ['webp', 'image/webp', 1200, 704],
  ] as const)('converts to %s at a named size, with the cache headers', async (fm, type, width, height) => {
    const res = await t.app.inject({ method: 'GET', url: `${LOGO}?w=${width}&h=${height}&fm=${fm}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe(fm === 'avif' ? 'heif' : 'webp');
    if (fm === 'avif') expect(res.rawPayload.subarray(4, 12).toString()).toBe('ftypavif');
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it('keeps each converted copy on disk and answers the next request with the same bytes', async () => {
    const url = `${LOGO}?w=260&h=195&fm=avif`;
    const first = await t.app.inject({ method: 'GET', url });
    const onDisk = (await readdir(cacheDir)).filter((f) => f.endsWith('.avif'));
    expect(onDisk.length).toBeGreaterThanOrEqual(1);
    expect(onDisk.some((f) => f.endsWith('.tmp'))).toBe(false);
    const second = await t.app.inject({ method: 'GET', url });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);

    // Another process (a new app on the same data folder) serves it from the disk copy.
    const other = await createTestApp({ dataDir });
    try {
      const third = await other.app.inject({ method: 'GET', url });
      expect(third.headers.etag).toBe(first.headers.etag);
    } finally {
      await other.close();
    }
  }, 120_000); // a second app migrates and seeds a database of its own

  it('answers many simultaneous requests for a new copy alike, leaving no partial file', async () => {
    const url = `${LOGO}?w=168&h=168&fm=avif`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.app.inject({ method: 'GET', url })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    const files = (await readdir(cacheDir)).filter((f) => f.includes('.tmp'));
    expect(files).toEqual([]);
  });

  it('answers a known ETag with 304 and no body, for a variant and for the original', async () => {
    for (const url of [`${LOGO}?w=600&h=352&fm=webp`, `${LOGO}?w=600&h=352&fm=avif`, LOGO]) {
      const first = await t.app.inject({ method: 'GET', url });
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': `W/"other", ${first.headers.etag as string}` },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe('public, max-age=2592000');
      const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"stale"' } });
      expect(changed.statusCode).toBe(200);
    }
  });

  it('refuses a format it does not serve, naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${LOGO}?w=600&h=352&fm=gif` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(2001);
  });
});
