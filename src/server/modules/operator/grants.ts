import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { operators, users } from '#server/db/schema';
import { NotFoundError } from '#server/domain/errors';
import { audit, COMMAND_LINE } from '#server/modules/audit';

// What `npm run operator` does, whichever way it reaches the database (directly, or through the running
// server's control socket): grant the role to an existing account, take it away, list who has it.

export const OPERATOR_COMMANDS = ['add', 'remove', 'list'] as const;
export type OperatorCommand = (typeof OPERATOR_COMMANDS)[number];

export interface OperatorListing {
  email: string;
  twoFactorEnabled: boolean;
  grantedAt: string;
}

export type CommandResult =
  | { command: 'add' | 'remove'; email: string; changed: boolean }
  | { command: 'list'; operators: OperatorListing[] };

export const grantMessages = {
  noAccount: 'No existe una cuenta con el correo {email}. La persona debe registrarse primero.',
  added: '{email} ahora es operador.',
  alreadyOperator: '{email} ya era operador.',
  removed: '{email} ya no es operador.',
  notOperator: '{email} no era operador.',
  none: 'No hay operadores.',
  needsTwoFactor: '(debe activar la verificación en dos pasos para abrir la consola)',
  usage: 'Uso: npm run operator -- add CORREO | remove CORREO | list',
} as const;

async function accountOf(tx: Database, email: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user) throw new NotFoundError('NO_ACCOUNT', grantMessages.noAccount.replace('{email}', email));
  return user;
}

export async function runOperatorCommand(
  db: Database,
  command: OperatorCommand,
  email: string | undefined,
  now: Date,
): Promise<CommandResult> {
  if (command === 'list') {
    const rows = await db
      .select({
        email: users.email,
        twoFactorEnabled: users.twoFactorEnabled,
        grantedAt: operators.grantedAt,
      })
      .from(operators)
      .innerJoin(users, eq(users.id, operators.userId))
      .orderBy(asc(users.email));
    return {
      command,
      operators: rows.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString() })),
    };
  }
  return db.transaction(async (tx) => {
    const user = await accountOf(tx, email ?? '');
    const changed =
      command === 'add'
        ? (
            await tx
              .insert(operators)
              .values({ userId: user.id, grantedAt: now })
              .onConflictDoNothing()
              .returning()
          ).length > 0
        : (await tx.delete(operators).where(eq(operators.userId, user.id)).returning()).length > 0;
    if (changed)
      await audit(tx, {
        actor: COMMAND_LINE,
        action: command === 'add' ? 'operator_granted' : 'operator_removed',
        target: { type: 'user', id: user.id },
        at: now,
      });
    return { command, email: user.email, changed };
  });
}

/** The sentence the command line prints for a result. */
export function describeResult(result: CommandResult): string {
  if (result.command === 'list') {
    if (result.operators.length === 0) return grantMessages.none;
    return result.operators
      .map((row) => `${row.email}${row.twoFactorEnabled ? '' : ` ${grantMessages.needsTwoFactor}`}`)
      .join('\n');
  }
  const template =
    result.command === 'add'
      ? result.changed
        ? grantMessages.added
        : grantMessages.alreadyOperator
      : result.changed
        ? grantMessages.removed
        : grantMessages.notOperator;
  return template.replace('{email}', result.email);
}
