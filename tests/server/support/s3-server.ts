// An S3-compatible server for the tests (s3rver, objects on the local disk), made as strict as
// the many S3-compatible servers that refuse the AWS SDK's default request checksums: a request
// that carries checksum headers is answered 400, so only a client set to send checksums where
// an operation requires them works here (uploads/s3-store.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

const TEST_BUCKET = 'lawmatch-test';
export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

const CHECKSUM_HEADER = /^x-amz-(checksum-|sdk-checksum-algorithm)/;

export async function startS3Server(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'lawmatch-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  server.middleware.unshift(async (ctx, next) => {
    const refused = Object.keys(ctx.request.headers).find((h) => CHECKSUM_HEADER.test(h.toLowerCase()));
    if (refused) {
      ctx.status = 400;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InvalidArgument</Code><Message>Unsupported header ${refused}</Message></Error>`;
      return;
    }
    await next();
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: TEST_BUCKET,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
