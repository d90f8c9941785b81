// The parts of s3rver (an S3-compatible server on the local disk) that the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface Options {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: Array<{ name: string }>;
  }

  interface Context {
    get(header: string): string;
    request: { headers: Record<string, string | string[] | undefined> };
    status: number;
    type: string;
    body: unknown;
  }

  export default class S3rver {
    constructor(options: Options);
    middleware: Array<(ctx: Context, next: () => Promise<void>) => Promise<void> | void>;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
