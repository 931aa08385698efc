import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { favouriteMessages as texts } from '#shared/favourite-messages';
import { Button } from '#web/components/ui/button';
import { useAuth } from '#web/lib/auth/auth-provider';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { cn } from '#web/lib/utils';
import { useFavouriteIds, useSetFavourite } from './api';

type FavouriteButtonProps = {
  provider: { id: string; displayName: string };
  className?: string;
};

/**
 * '♥ Guardar como favorito' / 'Quitar de favoritos', one toggle (`aria-pressed`). A customer's; a guest is sent to
 * sign in and comes back to this page; a provider's own session never sees it.
 */
export function FavouriteButton({ provider, className }: FavouriteButtonProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const favourite = useFavouriteIds().has(provider.id);
  const name = { name: provider.displayName };
  const change = useSetFavourite({
    onSuccess: (state) => toast.success(fillMessage(state.favourite ? texts.saved : texts.removed, name)),
    onError: () => toast.error(texts.failed),
  });
  if (auth.status === 'loading' || (auth.status === 'signedIn' && auth.user.userType !== 'client'))
    return null;

  const toggle = () => {
    if (auth.status !== 'signedIn') {
      const back = `${location.pathname}${location.search}`;
      return void navigate(`/login?redirectTo=${encodeURIComponent(back)}`);
    }
    // Not disabled while saving: a disabled button would lose the keyboard's focus.
    if (!change.isPending) change.mutate({ providerId: provider.id, favourite: !favourite });
  };

  return (
    <Button variant="outline" aria-pressed={favourite} onClick={toggle} className={className}>
      <Heart aria-hidden className={cn(favourite && 'fill-rose-600 text-rose-600')} />
      {favourite ? texts.remove : texts.save}
    </Button>
  );
}
