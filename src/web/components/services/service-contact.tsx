import { addressLine, telHref } from '#shared/address';
import { contactLabels } from '#shared/contact-labels';
import type { Service } from '#shared/schemas/services';
import type { Detail } from '#web/components/ui/detail-list';
import { serviceUi as texts } from './texts';

/**
 * Whom to ask for, where and how to call, once the service is agreed: to the provider the customer's full name,
 * the exact address with its references, and the phone (a tel: link); to the customer the provider's phone and
 * their own address. 'Cómo llegar' is in ServiceLinks.
 */
export function contactDetails(service: Service): Detail[] {
  const { contact } = service;
  if (!contact) return [];
  const details: Detail[] = [];
  if (contact.name) details.push({ term: contactLabels.fullName, value: contact.name });
  details.push({
    term: texts.address,
    value: contact.address ? addressLine(contact.address, service.location) : texts.noAddress,
  });
  if (contact.address?.references)
    details.push({ term: contactLabels.references, value: contact.address.references });
  details.push({
    term: texts.phone,
    value: contact.phone ? (
      <a
        href={telHref(contact.phone)}
        className="rounded text-brand underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-brand"
      >
        {contact.phone}
      </a>
    ) : (
      texts.noPhone
    ),
  });
  return details;
}
