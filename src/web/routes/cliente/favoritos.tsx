import { PanelPage } from '#web/components/layout/panel-page';
import { CLIENT_PAGES } from '#web/components/layout/client-menu';
import { FavouritesList } from '#web/components/favourites/favourites-list';
import { favouriteMessages } from '#shared/favourite-messages';
import { BOOKING_PATH } from '#web/lib/booking';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/favoritos';

const page = CLIENT_PAGES.favourites;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

// Favoritos: the providers the customer saved, each a click away from the wizard.
export default function ClientFavouritesRoute() {
  return (
    <PanelPage title={page.label} description={favouriteMessages.lead}>
      <FavouritesList emptyLink={{ to: BOOKING_PATH, label: favouriteMessages.emptyLink }} />
    </PanelPage>
  );
}
