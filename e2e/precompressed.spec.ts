// The build's compressed copies (scripts/build/precompressed.ts): each text file has a Brotli and a
// gzip copy that decode to it, and a host that serves them sends the browser the Brotli one, in
// fewer bytes than gzip (docs/decisions/0149-the-build-s-files-compressed-ahead.md).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { e2eEnv, e2eViteEnv } from '../playwright.config';
import { expect, test } from './fixtures';
import { startStaticHost } from './static-host';

const dist = resolve(e2eEnv.outDir);
const TEXT = /\.(?:js|css|html|svg|json|txt)$/;

test('every text file of the build of 1 kB or more has a Brotli and a gzip copy of itself', () => {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dist, name))
    .filter((file) => TEXT.test(file) && statSync(file).isFile() && statSync(file).size >= 1024);
  expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(5);
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(20);
  for (const file of files) {
    const body = readFileSync(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(body), `${file}.br`).toBe(true);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(body), `${file}.gz`).toBe(true);
  }
});

test('a signed-in page’s HTML, style and scripts come as Brotli, in fewer bytes than gzip', async ({
  page,
}) => {
  const host = await startStaticHost(dist, 'shell', e2eViteEnv);
  try {
    const fetched: { file: string; encoding: string | undefined; bytes: Promise<number> }[] = [];
    page.on('response', (response) => {
      const { origin, pathname } = new URL(response.url());
      if (origin !== host.url) return;
      // the document is the empty shell, whatever the address
      const file = join(dist, response.request().resourceType() === 'document' ? 'spa.html' : pathname);
      if (!TEXT.test(file) || !existsSync(file) || statSync(file).size < 1024) return;
      fetched.push({
        file,
        encoding: response.headers()['content-encoding'],
        bytes: response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      });
    });
    // the empty shell, at a dashboard's address: its frame, the style, and the dashboards' code
    await page.goto(`${host.url}/client-dashboard`);
    // no session: the app sends the visitor to the sign-in page once it runs
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();

    expect(fetched.filter(({ file }) => file.endsWith('.js')).length).toBeGreaterThan(10);
    for (const { file, encoding } of fetched) expect(encoding, file).toBe('br');
    const sent = (await Promise.all(fetched.map(({ bytes }) => bytes))).reduce((sum, n) => sum + n, 0);
    const asGzip = fetched.reduce((sum, { file }) => sum + gzipSync(readFileSync(file)).length, 0);
    expect(sent).toBeLessThan(asGzip * 0.92);
  } finally {
    await host.stop();
  }
});
