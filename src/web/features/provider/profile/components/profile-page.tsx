import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useProviderProfile } from '#web/features/provider/profile/api/get-profile';
import { ProfileEditor } from './profile-editor';

/** `firstName`: what customers read while no public name is saved (the server's fallback, public-card.ts). */
export function ProfileContent({ firstName }: { firstName: string }) {
  const profile = useProviderProfile();
  if (profile.isPending) return <LoadingStatus />;
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  return <ProfileEditor profile={profile.data} firstName={firstName} />;
}
