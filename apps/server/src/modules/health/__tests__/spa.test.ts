import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let dist: string;
const THEME_SCRIPT = "document.documentElement.classList.add('dark')";
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'plantwise-dist-'));
  fs.mkdirSync(path.join(dist, 'static'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><script>${THEME_SCRIPT}</script><title>Plantwise</title>`,
  );
  fs.writeFileSync(path.join(dist, 'static', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'report.html'), '<!doctype html><title>Report a fault</title>');
  const signInPage = '<!doctype html><title>Sign in · Plantwise</title>';
  fs.writeFileSync(path.join(dist, 'auth.html'), signInPage);
  fs.writeFileSync(path.join(dist, 'auth.html.br'), brotliCompressSync(signInPage));
  fs.writeFileSync(path.join(dist, 'theme-init.js'), '/* theme */');
  // The installable app's files (vite-plugin-pwa): each beside its brotli copy, as the build leaves them.
  for (const [file, content] of [
    ['sw.js', `self.addEventListener('message', () => {});${' '.repeat(200)}`],
    ['manifest.webmanifest', `{"name":"Plantwise","short_name":"Plantwise"${' '.repeat(200)}}`],
  ] as const) {
    fs.writeFileSync(path.join(dist, file), content);
    fs.writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
  }
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers client routes with index.html, revalidated', async () => {
    for (const url of ['/', '/dashboard', '/assets/PUMP-01', '/assets?highlight=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Plantwise</title>');
    }
  });

  it('answers /report/* with the small public report page, not the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/report/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Report a fault</title>');
    expect((await t.app.inject({ method: 'GET', url: '/reports' })).body).toContain(
      '<title>Plantwise</title>',
    );
  });

  it('answers /auth with the sign-in page rendered at build time', async () => {
    for (const url of ['/auth', '/auth?redirect=%2Fassets']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, url).toContain('<title>Sign in · Plantwise</title>');
    }
    expect((await t.app.inject({ method: 'GET', url: '/authority' })).body).toContain(
      '<title>Plantwise</title>',
    );
  });

  it('sends the brotli copy of a page to browsers that accept it, the page itself to the others', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/auth',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain(
      '<title>Sign in · Plantwise</title>',
    );
    for (const encoding of ['gzip', 'br;q=0', 'identity']) {
      const plain = await t.app.inject({
        method: 'GET',
        url: '/auth',
        headers: { 'accept-encoding': encoding },
      });
      expect(plain.headers['content-encoding'], encoding).toBeUndefined();
      expect(plain.body, encoding).toContain('<title>Sign in · Plantwise</title>');
    }
  });

  it("allows the pages' inline theme script by its hash, and no other inline script", async () => {
    const policy = String(
      (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(scriptSources).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('caches hashed files for a year and revalidates the others', async () => {
    const hashed = await t.app.inject({ method: 'GET', url: '/static/index-abc123.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/theme-init.js' });
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker and the web app manifest with their types, always revalidated', async () => {
    // A worker or manifest kept by the HTTP cache would hold back every new version of the app.
    const expected = {
      '/sw.js': /^(application|text)\/javascript/,
      '/manifest.webmanifest': /^application\/manifest\+json/,
    };
    for (const [url, type] of Object.entries(expected)) {
      for (const encoding of ['br', 'identity']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(type);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.headers['content-encoding'], `${url} ${encoding}`).toBe(
          encoding === 'br' ? 'br' : undefined,
        );
      }
    }
  });

  it('keeps unknown /api routes and missing hashed files as 404s', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).json().error.code).toBe('not_found');
    expect((await t.app.inject({ method: 'GET', url: '/static/missing.js' })).statusCode).toBe(404);
  });
});
