import { execFile } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { CONTROL_SOCKET, sendControlCommand, startControlSocket, type ControlServer } from './control';

const run = promisify(execFile);

// npm run operator while the server holds the embedded database: the command goes through its socket.
describe(`npm run operator against a running server (${testDriver})`, () => {
  const t = useTestApp();
  let dataDir: string;
  let socketPath: string;
  let control: ControlServer | null;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'limpiahogar-control-'));
    socketPath = path.join(dataDir, CONTROL_SOCKET);
    control = await startControlSocket(socketPath, { db: t.database.db, clock: t.clock, log: t.app.log });
  });
  afterAll(async () => {
    await control?.close();
  });

  it('listens only for its own OS user and answers one command per connection', async () => {
    expect(control).not.toBeNull();
    expect(statSync(socketPath).mode & 0o777).toBe(0o600);
    const account = await signUp(t.app, 'client');
    expect(await sendControlCommand(socketPath, { command: 'add', email: 'nadie@example.com' })).toEqual({
      ok: false,
      message: 'No existe una cuenta con el correo nadie@example.com. La persona debe registrarse primero.',
    });
    expect(await sendControlCommand(socketPath, { command: 'add', email: account.email })).toEqual({
      ok: true,
      result: { command: 'add', email: account.email, changed: true },
    });
    const listed = await sendControlCommand(socketPath, { command: 'list' });
    expect(listed).toMatchObject({
      ok: true,
      result: { operators: [expect.objectContaining({ email: account.email })] },
    });
    expect(await sendControlCommand(socketPath, { command: 'drop' as 'list' })).toEqual({
      ok: false,
      message: 'Orden no reconocida.',
    });
  });

  it('is what the command line uses, and says how to call it when called wrongly', async () => {
    const account = await signUp(t.app, 'provider');
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/server/operator-cli.ts', ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
      });
    const added = await cli('add', account.email);
    expect(added.stdout.trim()).toBe(`${account.email} ahora es operador.`);
    const listed = await cli('list');
    expect(listed.stdout).toContain(account.email);
    await expect(cli('add')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Uso: npm run operator -- add CORREO | remove CORREO | list'),
    });
    // Three processes that each compile the command through tsx (about 3 s of CPU apiece): on a loaded machine
    // the file's 30 s ran out while they waited for a core.
  }, 120_000);

  it('answers null when no server listens, so the command line opens the database itself', async () => {
    const elsewhere = path.join(mkdtempSync(path.join(tmpdir(), 'limpiahogar-control-')), CONTROL_SOCKET);
    expect(await sendControlCommand(elsewhere, { command: 'list' })).toBeNull();
  });
});
