import { Repeat, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { favouriteMessages } from '#shared/favourite-messages';
import { recurringMessages } from '#shared/recurring-messages';
import type { Service } from '#shared/schemas/services';
import { FavouriteButton } from '#web/components/favourites/favourite-button';
import { buttonVariants } from '#web/components/ui/button';
import { bookAgainPath, repeatPath } from '#web/lib/booking';

/** Whether a customer's card offers 'Volver a reservar' and the favourite toggle: the service was completed. */
export const offersBookAgain = (service: Service) => service.status === 'completed';

/**
 * 'Volver a reservar' (the wizard filled in from this service), 'Repetir con este proveedor' (the same, every week
 * from a new day and hour) and '♥ Guardar como favorito' of its provider.
 */
export function BookAgain({ service, labelledBy }: { service: Service; labelledBy: string }) {
  return (
    <div className="flex flex-wrap gap-3" role="group" aria-labelledby={labelledBy}>
      <Link to={bookAgainPath(service)} className={buttonVariants()}>
        <RotateCcw aria-hidden />
        {favouriteMessages.bookAgain}
      </Link>
      <Link to={repeatPath(service)} className={buttonVariants({ variant: 'outline' })}>
        <Repeat aria-hidden />
        {recurringMessages.repeat}
      </Link>
      <FavouriteButton provider={service.provider} />
    </div>
  );
}
