import { useUser } from '../../features/auth/auth-provider';
import { AccountOverview } from '../../features/auth/components/account-overview';

export default function ClientOverviewRoute() {
  return <AccountOverview user={useUser()} />;
}
