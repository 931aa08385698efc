import { LoadError, LoadingStatus } from '../../../../components/ui/query-status';
import { useProviderProfile } from '../api/get-profile';
import { ProfileEditor } from './profile-editor';

export function ProfileContent() {
  const profile = useProviderProfile();
  if (profile.isPending) return <LoadingStatus />;
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  return <ProfileEditor profile={profile.data} />;
}
