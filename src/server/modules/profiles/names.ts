import { accountMessages, serviceMessages } from '../../../shared/messages';

/**
 * How a customer is named to the provider and on reviews: the first word of their full name, never an e-mail. A
 * deleted account reads 'Usuario eliminado' whole: its first word alone would look like someone's name.
 */
export function customerFirstName(fullName: string | null | undefined): string {
  if (fullName === accountMessages.deletedName) return fullName;
  return fullName?.trim().split(/\s+/)[0] || serviceMessages.customer;
}
