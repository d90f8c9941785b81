// Worker thread for argon2id (see hash-pool.ts). Plain JavaScript so that it loads the same way
// under tsx, vitest and plain Node. One job at a time: WASM hashing is synchronous anyway.
import { argon2Verify, argon2id } from 'hash-wasm';
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', async (job) => {
  try {
    const value =
      job.op === 'hash'
        ? await argon2id({
            password: job.password,
            salt: job.salt,
            parallelism: 1,
            iterations: job.iterations,
            memorySize: job.memorySize,
            hashLength: 32,
            outputType: 'encoded',
          })
        : await argon2Verify({ password: job.password, hash: job.hash });
    parentPort?.postMessage({ id: job.id, value });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
