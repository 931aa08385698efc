import { Link } from 'react-router';
import { formatDateTime } from '#shared/format';
import { operatorMessages } from '#shared/operator-messages';
import type { OperatorUser } from '#shared/schemas/operator';
import { OPERATOR_PAGES } from '#web/components/layout/operator-menu';
import { cn } from '#web/lib/utils';
import { UserBadges } from './user-badges';
import { ScrollTable, tableCell } from '#web/components/ui/scroll-table';

const texts = operatorMessages.users;
const cell = tableCell;

const userPath = (id: string) => `${OPERATOR_PAGES.users.to}/${encodeURIComponent(id)}`;

/** An account's e-mail, linking to its page in Usuarios; `className` says how a long address wraps. */
export function UserLink({ id, email, className }: { id: string; email: string; className: string }) {
  return (
    <Link
      to={userPath(id)}
      className={cn(
        'font-semibold text-brand underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand',
        className,
      )}
    >
      {email}
    </Link>
  );
}

/** The users found; on a narrow screen the table scrolls sideways inside a region the keyboard can reach. */
export function UsersTable({ users, caption }: { users: readonly OperatorUser[]; caption: string }) {
  return (
    <ScrollTable
      caption={caption}
      headings={[texts.email, texts.name, texts.type, texts.createdAt, texts.status]}
      minWidth="min-w-[44rem]"
    >
      {users.map((user) => (
        <tr key={user.id}>
          <th scope="row" className={cn(cell, 'font-normal')}>
            <UserLink id={user.id} email={user.email} className="break-words" />
          </th>
          <td className={cell}>{user.name || texts.noName}</td>
          <td className={cell}>{texts.types[user.userType]}</td>
          <td className={cell}>{formatDateTime(user.createdAt)}</td>
          <td className={cell}>
            <UserBadges user={user} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
