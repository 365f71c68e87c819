import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { buildSiteServer } from '../site-server/app.ts';
import { precompress } from '../lib/precompress.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
const write = (file: string, body: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), body);
};
write('index.html', 'home');
write('404.html', 'not found en');
write('ja/404.html', 'not found ja');
write('ja/glossary/index.html', 'glossary ja');
write('glossary/index.html', 'glossary');
write('assets/js/main.123.js', 'console.log(1)');
write('openapi/cart-api.yaml', 'openapi: 3.1.0');
fs.writeFileSync(path.join(root, 'assets/js/main.123.js.br'), zlib.brotliCompressSync('console.log(1)'));
fs.writeFileSync(path.join(root, 'assets/js/main.123.js.gz'), zlib.gzipSync('console.log(1)'));
fs.writeFileSync(path.join(root, 'glossary/index.html.br'), zlib.brotliCompressSync('glossary'));
write('../outside-secret.txt', 'secret');
fs.mkdirSync(path.join(root, 'pagefind/fragment'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'pagefind/fragment/en_1.pf_fragment'),
  zlib.gzipSync('pagefind_dcd{"url":"/glossary"}'),
);

const server = await buildSiteServer({ root, locales: ['en', 'ja', 'fr'], defaultLocale: 'en' });
let base = '';
before(async () => {
  base = await server.listen({ port: 0, host: '127.0.0.1' });
});
after(() => server.close());

const get = (p: string) => fetch(base + p, { redirect: 'manual' });

test('serves folders by their index.html, with and without the trailing slash', async () => {
  for (const p of ['/glossary', '/glossary/']) {
    const res = await get(p);
    assert.equal(res.status, 200);
    assert.equal(await res.text(), 'glossary');
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
  }
});

test('redirects .html paths to the clean path, keeping the query', async () => {
  const res = await get('/glossary.html?q=1');
  assert.equal(res.status, 301);
  assert.equal(res.headers.get('location'), '/glossary?q=1');
  assert.equal((await get('/ja/glossary/index.html')).headers.get('location'), '/ja/glossary/');
});

test('unknown paths get the not-found page of their locale with status 404', async () => {
  const en = await get('/no/such/page');
  assert.equal(en.status, 404);
  assert.equal(await en.text(), 'not found en');
  const ja = await get('/ja/no/such/page');
  assert.equal(ja.status, 404);
  assert.equal(await ja.text(), 'not found ja');
});

test('hashed assets are cached for good, pages are revalidated', async () => {
  assert.match((await get('/assets/js/main.123.js')).headers.get('cache-control') ?? '', /immutable/);
  assert.equal((await get('/glossary')).headers.get('cache-control'), 'no-cache');
});

test('never serves files outside the build folder', async () => {
  const res = await get('/%2e%2e/outside-secret.txt');
  assert.equal(res.status, 404);
  assert.notEqual(await res.text(), 'secret');
});

test('bad input gets a clear 4xx', async () => {
  assert.equal((await get('/%E0%A4%A')).status, 400);
  assert.equal((await fetch(base + '/', { method: 'POST' })).status, 405);
});

test('serves the OpenAPI files as YAML text, so browsers and tools read them instead of downloading bytes', async () => {
  const res = await get('/openapi/cart-api.yaml');
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/yaml/);
  assert.equal(await res.text(), 'openapi: 3.1.0');
});

/** A raw GET (fetch would negotiate and decode on its own). */
function rawGet(
  p: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + p, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('precompressed files are sent by content negotiation: Brotli, else gzip, else as they are', async () => {
  const br = await rawGet('/assets/js/main.123.js', 'gzip, deflate, br');
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(zlib.brotliDecompressSync(br.body).toString(), 'console.log(1)');
  assert.match(br.headers['content-type'] ?? '', /javascript/);
  assert.match(br.headers.vary ?? '', /Accept-Encoding/i);
  const gz = await rawGet('/assets/js/main.123.js', 'gzip');
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(zlib.gunzipSync(gz.body).toString(), 'console.log(1)');
  const plain = await rawGet('/assets/js/main.123.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.toString(), 'console.log(1)');
  // Pages too, with the cache rule of the original file.
  const page = await rawGet('/glossary', 'br');
  assert.equal(page.headers['content-encoding'], 'br');
  assert.equal(page.headers['cache-control'], 'no-cache');
  assert.match(page.headers['content-type'] ?? '', /text\/html/);
});

test("Pagefind's gzipped index files are sent as gzip-encoded to browsers that accept it, as bytes to others", async () => {
  const encoded = await rawGet('/pagefind/fragment/en_1.pf_fragment', 'gzip, deflate, br');
  assert.equal(encoded.headers['content-encoding'], 'gzip');
  assert.match(encoded.headers.vary ?? '', /Accept-Encoding/i);
  assert.equal(zlib.gunzipSync(encoded.body).toString(), 'pagefind_dcd{"url":"/glossary"}');
  // Without gzip in Accept-Encoding: the file as it is, which Pagefind inflates itself.
  const bytes = await rawGet('/pagefind/fragment/en_1.pf_fragment');
  assert.equal(bytes.headers['content-encoding'], undefined);
  assert.equal(bytes.headers['content-type'], 'application/octet-stream');
  assert.equal(zlib.gunzipSync(bytes.body).toString(), 'pagefind_dcd{"url":"/glossary"}');
});

test('precompress writes Brotli and gzip copies of text files big enough to gain, and leaves the rest', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  fs.writeFileSync(path.join(dir, 'big.js'), 'const answer = 42;\n'.repeat(200));
  fs.writeFileSync(path.join(dir, 'small.css'), 'a{}');
  fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096));
  const stats = await precompress(dir);
  assert.deepEqual(fs.readdirSync(dir).sort(), ['big.js', 'big.js.br', 'big.js.gz', 'photo.png', 'small.css']);
  assert.equal(
    zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'big.js.br'))).toString(),
    'const answer = 42;\n'.repeat(200),
  );
  assert.equal(stats.files, 1);
  fs.rmSync(dir, { recursive: true, force: true });
});
