import { addressLine, directionsUrl, telHref } from '#shared/address';
import { contactLabels } from '#shared/contact-labels';
import type { ExactAddress } from '#shared/schemas/address';
import type { NoticeDetail } from './layout';

/** Who to ask for and where to go, as the chosen provider reads it once the service is agreed. */
export interface ServiceContactMail {
  /** The customer's full name. */
  name: string | null;
  address: ExactAddress | null;
  phone: string | null;
  /** The request's place (locality), written after the address for the map. */
  location: string;
}

/** The contact's lines of a notice: name, address, references, 'Cómo llegar' (a link) and phone (tel:). */
export function contactDetails(contact: ServiceContactMail | undefined): NoticeDetail[] {
  if (!contact) return [];
  const details: NoticeDetail[] = [];
  if (contact.name) details.push([contactLabels.customer, contact.name]);
  if (contact.address) {
    details.push([contactLabels.address, addressLine(contact.address, contact.location)]);
    if (contact.address.references) details.push([contactLabels.references, contact.address.references]);
    const url = directionsUrl(contact.address, contact.location);
    details.push([contactLabels.directions, url, url]);
  }
  if (contact.phone) details.push([contactLabels.phone, contact.phone, telHref(contact.phone)]);
  return details;
}
