import { useUser } from '../../features/auth/auth-provider';
import { AccountOverview } from '../../features/auth/components/account-overview';

export default function ProviderOverviewRoute() {
  return <AccountOverview user={useUser()} />;
}
