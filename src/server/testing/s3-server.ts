import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; this file uses its constructor, run() and close() alone.
import S3rver from 's3rver';
import { s3Storage, type S3Settings, type Storage } from '#server/storage';

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

/** The app's S3_* settings for a local S3 server's bucket. */
export const s3Env = (settings: S3Settings) => ({
  S3_BUCKET: settings.bucket,
  S3_ENDPOINT: settings.endpoint,
  S3_ACCESS_KEY_ID: settings.accessKeyId,
  S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
});

/** The port's S3 adapter on a local S3 server of its own; close() stops both. */
export async function localS3Storage(): Promise<{ storage: Storage; close(): Promise<void> }> {
  const s3 = await startLocalS3();
  const storage = s3Storage(s3.settings);
  return {
    storage,
    async close() {
      storage.close();
      await s3.close();
    },
  };
}
