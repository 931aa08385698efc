import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useProfile } from '#web/lib/client/get-profile';
import { ProfileForm } from './profile-form';

/** `onSaved`: after each save (the route reads the session again, whose name the panels greet by). */
export function ProfileContent({ onSaved }: { onSaved?: () => void }) {
  const profile = useProfile();
  if (profile.isPending) return <LoadingStatus />;
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  return <ProfileForm profile={profile.data} onSaved={onSaved} />;
}
