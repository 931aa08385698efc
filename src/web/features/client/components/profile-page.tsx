import { LoadError, LoadingStatus } from '../../../components/ui/query-status';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from './profile-form';

export function ProfileContent() {
  const profile = useProfile();
  if (profile.isPending) return <LoadingStatus />;
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  return <ProfileForm profile={profile.data} />;
}
