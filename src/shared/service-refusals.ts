import { NO_SHOW_GRACE_MINUTES, type RefusalReason, type ServiceStatus } from './domain/service-lifecycle';
import { fillSlots } from './format';
import { serviceMessages } from './service-messages';

// The service graph refuses a step with a reason code; this is where a code becomes what the person reads.
// Outside the domain, so the rules import no texts and the texts never loop back into the rules.

/**
 * The Spanish sentence for a refusal, as the API's 409 carries it. `noShowOpens`: the instant a no-show can be
 * reported, already written in the place's zone, for the refusal that says from when.
 */
export function refusalMessage(
  reason: RefusalReason,
  status: ServiceStatus,
  { noShowOpens = '' }: { noShowOpens?: string } = {},
): string {
  return fillSlots(serviceMessages.refusals[reason], {
    status: serviceMessages.status[status],
    date: noShowOpens,
    minutes: NO_SHOW_GRACE_MINUTES,
  });
}
