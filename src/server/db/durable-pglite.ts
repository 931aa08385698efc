import fs from 'node:fs';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { newPglite } from './pglite-extensions';

type EmscriptenOptions = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];
type PostgresModule = Parameters<NonNullable<EmscriptenOptions['preRun']>[number]>[0];

interface NodeFileSystem {
  stream_ops: Record<string, unknown>;
  tryFSOperation<T>(run: () => T): T;
}

// Emscripten's Node file system has no fsync: writes reach the OS at once (a killed process loses nothing),
// but nothing ever asks the disk to keep them. This one does when PostgreSQL asks.
class SyncingNodeFS extends NodeFS {
  override async init(pg: PGliteInterface, options: Partial<PostgresModule>) {
    const { emscriptenOpts } = await super.init(pg as never, options);
    const addFsync = (module: PostgresModule) => {
      const nodefs = module.NODEFS as unknown as NodeFileSystem;
      nodefs.stream_ops.fsync = (stream: { nfd: number }) => {
        nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd));
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}

/**
 * PGlite on a data folder that keeps acknowledged commits through a power cut or a kernel crash, not only
 * through a killed process. PGlite starts PostgreSQL with fsync off (`-F`); here it is on, with
 * wal_sync_method=fsync because Emscripten's fdatasync does nothing. Each commit then waits for the disk:
 * about 4 ms instead of 0.5 ms on the test machine, during which the (single-threaded) server waits too.
 */
export function durablePglite(dataDir: string, { loadDataDir }: { loadDataDir?: Blob } = {}): PGlite {
  const startParams = [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'wal_sync_method=fsync',
  ];
  return newPglite({ fs: new SyncingNodeFS(dataDir), startParams, loadDataDir });
}
