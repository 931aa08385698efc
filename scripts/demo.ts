// npm run demo: seeds the database `npm start` uses (DATA_DIR's embedded database, or DATABASE_URL) with a few
// people in Mexico City and what has happened between them, then prints how to sign in as each. Never run by
// `npm start` or `npm test`; refused in production. A second run finds the demo there and adds nothing.
import { EnvError } from '#server/env';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './lib/demo-cast';
import { DemoError, demoMessages } from './lib/demo-messages';

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function printAccounts(appUrl: string, created: boolean) {
  console.log(created ? demoMessages.created.replace('{url}', appUrl) : demoMessages.accounts);
  console.log();
  const rows = DEMO_ACCOUNTS.map((account) => [account.role, account.email, DEMO_PASSWORD]);
  console.log(table([[...demoMessages.header], ...rows]));
  console.log();
  console.log(demoMessages.tryFirst);
  for (const account of DEMO_ACCOUNTS) console.log(`- ${account.email}: ${account.tryFirst}`);
}

async function main() {
  // Checked before the app's modules load: nothing of the server is opened in production.
  if (process.env.NODE_ENV === 'production') throw new DemoError(demoMessages.production);
  const { seedServerDatabase } = await import('./lib/demo-server');
  const { result, appUrl } = await seedServerDatabase();
  if (result === 'present') console.log(`${demoMessages.present}\n`);
  printAccounts(appUrl, result === 'created');
}

main().catch((error: unknown) => {
  console.error(error instanceof DemoError || error instanceof EnvError ? error.message : error);
  process.exit(1);
});
