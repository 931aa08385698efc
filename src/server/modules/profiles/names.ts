import { serviceMessages } from '../../../shared/messages';

/** How a customer is named to the provider and on reviews: the first word of their full name, never an e-mail. */
export function customerFirstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] || serviceMessages.customer;
}
