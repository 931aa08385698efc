/** A stored file: its bytes and the Content-Type it is served with. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** A key the store holds, and when its bytes were last put there. */
export interface ListedFile {
  key: string;
  storedAt: Date;
}

/**
 * Where files' bytes live (issue 31, 'Files kept properly'): the database by default, an S3-compatible bucket
 * when configured. Keys are the callers' (`message-photos/<id>`); who may read a file is decided by the row
 * that names its key, never here, and nothing is ever served from the store's own URL.
 */
export interface Storage {
  readonly name: 'database' | 's3';
  /** Stores the bytes under `key`, replacing any there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; a key with no file is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix`, in pages as the store gives them (for the sweep of orphan files). */
  list(prefix: string): AsyncIterable<ListedFile>;
}
