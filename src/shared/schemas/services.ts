import { z } from 'zod';
import { PAYMENT_METHOD_VALUES, SERVICE_IDS, SERVICE_TYPE_VALUES } from '../catalog';
import { SERVICE_STATUSES } from '../domain/service-lifecycle';
import { MEXICAN_TIME_ZONES } from '../domain/time-zones';
import { providerCardOut } from './requests';

/** A service as either of its two parties reads it. */
export const serviceOut = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  status: z.enum(SERVICE_STATUSES),
  title: z.string(),
  serviceType: z.enum(SERVICE_TYPE_VALUES).nullable(),
  serviceId: z.enum(SERVICE_IDS).nullable(),
  /** The start as an ISO instant, shown in `timeZone`, the place's own. */
  scheduledAt: z.string(),
  timeZone: z.enum(MEXICAN_TIME_ZONES),
  location: z.string(),
  /** Centavos. */
  price: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES),
  provider: providerCardOut,
  /** The customer as the provider reads them: a first name, never an e-mail. */
  customer: z.object({ name: z.string() }),
  /**
   * How the two parties reach each other, once the service is agreed (confirmed, done, completed or in dispute):
   * the other party's phone and the street address. Null before and after (pending, declined, cancelled).
   */
  contact: z.object({ phone: z.string().nullable(), address: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type Service = z.infer<typeof serviceOut>;

export const serviceResponse = z.object({ service: serviceOut });
export const servicesOut = z.object({ services: z.array(serviceOut) });

export const offerParams = z.object({ id: z.string().max(100) });
