import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; this file uses its constructor, run() and close() alone.
import S3rver from 's3rver';
import type { S3Settings } from '#server/storage';

export interface LocalS3 {
  settings: S3Settings;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver, from npm) on a free loopback port, with one empty bucket in a folder of its
 * own: the storage port's S3 adapter is tested against it through the real AWS SDK and real HTTP.
 */
export async function startLocalS3(bucket = 'limpiahogar-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's own fixed credentials: it checks the request's signature with them.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
