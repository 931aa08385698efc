import type { z } from 'zod';
import { contactInput } from '#shared/schemas/contact';
import { bookingInputAt } from '#shared/schemas/bookings';
import { planInputAt } from '#shared/schemas/recurring';
import { openConversationInput, seenInput, sendMessageInput } from '#shared/schemas/conversations';
import { reportConversationInput } from '#shared/schemas/conversation-reports';
import { auditQuery } from '#shared/schemas/operator';
import { fullNameInput } from '#shared/schemas/names';
import { profileInput } from '#shared/schemas/profile';
import {
  applicationInput,
  nearbyQuery,
  preferencesInput,
  providerProfileInput,
  providerServicesInput,
  scheduleInput,
  serviceAreaInput,
  subscribeInput,
} from '#shared/schemas/provider';
import { createRequestInputAt } from '#shared/schemas/requests';
import { servicesQuery } from '#shared/schemas/services';
import { bookingBody, requestBody, ZOCALO } from '#server/testing/marketplace';
import type { ActorName, World } from './world';

export interface JsonEndpoint {
  method: 'POST' | 'PUT';
  /** The route as registered. */
  route: string;
  /** Who may call it successfully. */
  actor: ActorName;
  schema: z.ZodType;
  url?: (world: World) => string;
  valid: (world: World) => Record<string, unknown>;
}

const place = { ...ZOCALO, formattedAddress: 'Centro, Ciudad de México', precision: 'locality' };
/** Every API route that reads a JSON body (the better-auth ones are in auth-fuzz.test.ts). */
// A whole week's schedule, as Disponibilidad saves it and its check reads it.
const validSchedule = () => ({
  weekly: Array.from({ length: 7 }, () => [{ start: '09:00', end: '18:00' }]),
  daysOff: [{ from: '2026-12-24', to: '2026-12-26', note: 'Navidad' }],
  travelMinutes: 30,
  maxPerDay: 3,
  instantBooking: false,
});

export const JSON_ENDPOINTS: JsonEndpoint[] = [
  {
    method: 'PUT',
    route: '/api/profile',
    actor: 'client',
    schema: profileInput,
    valid: () => ({
      fullName: 'Ana López',
      phone: '5512345678',
      address: { street: 'Calle Madero 10', interior: '3', colonia: 'Centro', references: 'Junto al parque' },
    }),
  },
  {
    method: 'PUT',
    route: '/api/profile/name',
    actor: 'client',
    schema: fullNameInput,
    valid: () => ({ fullName: 'Ana López' }),
  },
  {
    method: 'POST',
    route: '/api/contact',
    actor: 'guest',
    schema: contactInput,
    valid: () => ({
      name: 'Ana',
      email: 'ana@ejemplo.mx',
      subject: 'Duda',
      message: '¿Atienden en Toluca los domingos?',
    }),
  },
  {
    method: 'POST',
    route: '/api/subscription',
    actor: 'provider',
    schema: subscribeInput,
    valid: () => ({ planType: 'enterprise' }),
  },
  {
    method: 'PUT',
    route: '/api/provider/area',
    actor: 'provider',
    schema: serviceAreaInput,
    valid: () => ({ location: place, serviceRadius: 10 }),
  },
  {
    method: 'PUT',
    route: '/api/provider/services',
    actor: 'provider',
    schema: providerServicesInput,
    valid: () => ({ services: [{ serviceId: 'home-cleaning', hourlyPrice: 20_000 }] }),
  },
  {
    method: 'PUT',
    route: '/api/provider/availability',
    actor: 'provider',
    schema: scheduleInput,
    valid: validSchedule,
  },
  {
    method: 'POST',
    route: '/api/provider/availability/check',
    actor: 'provider',
    schema: scheduleInput,
    valid: validSchedule,
  },
  {
    method: 'PUT',
    route: '/api/provider/preferences',
    actor: 'provider',
    schema: preferencesInput,
    valid: () => ({ notifyNewRequests: true }),
  },
  {
    method: 'PUT',
    route: '/api/provider/profile',
    actor: 'provider',
    schema: providerProfileInput,
    valid: () => ({
      displayName: 'Limpiezas Ana',
      bio: 'Diez años limpiando.',
      yearsExperience: 10,
      phone: '5512345678',
    }),
  },
  {
    method: 'POST',
    route: '/api/requests',
    actor: 'client',
    schema: createRequestInputAt(() => new Date()),
    valid: () => requestBody(),
  },
  {
    method: 'POST',
    route: '/api/requests/:id/applications',
    actor: 'otherProvider',
    schema: applicationInput,
    url: (world) => `/api/requests/${world.openRequestId}/applications`,
    valid: () => ({ proposedPrice: 820.5, message: 'Llevo mis productos.' }),
  },
  {
    method: 'POST',
    route: '/api/bookings',
    actor: 'client',
    schema: bookingInputAt(() => new Date()),
    // Provider B: provider A's services and area are themselves being fuzzed.
    valid: (world) => bookingBody(world.actors.otherProvider.id, { serviceId: 'windows' }),
  },
  {
    method: 'POST',
    route: '/api/recurring-plans',
    actor: 'client',
    schema: planInputAt(() => new Date()),
    valid: (world) => ({
      ...bookingBody(world.actors.otherProvider.id, { serviceId: 'windows' }),
      rhythm: 'weekly',
    }),
  },
  // Conversations: client A's with provider A about the open request (world.ts).
  {
    method: 'POST',
    route: '/api/conversations',
    actor: 'client',
    schema: openConversationInput,
    valid: (world) => ({ requestId: world.openRequestId, providerId: world.actors.provider.id }),
  },
  {
    method: 'POST',
    route: '/api/conversations/:id/messages',
    actor: 'provider',
    schema: sendMessageInput,
    url: (world) => `/api/conversations/${world.conversationId}/messages`,
    valid: () => ({ body: 'Llevo mis productos.', clientId: '6f1c1e0a-3b7d-4c2e-9a51-2d8e4f6b7c90' }),
  },
  {
    method: 'POST',
    route: '/api/conversations/:id/seen',
    actor: 'client',
    schema: seenInput,
    url: (world) => `/api/conversations/${world.conversationId}/seen`,
    valid: () => ({ upTo: 1 }),
  },
  {
    method: 'POST',
    route: '/api/conversations/:id/reports',
    actor: 'provider',
    schema: reportConversationInput,
    url: (world) => `/api/conversations/${world.conversationId}/reports`,
    valid: () => ({ reason: 'other', details: 'Me escribe a deshoras.' }),
  },
];

export interface KeysetList {
  /** The list's URL, its other parameters included. */
  url: string;
  /** The query parameter that carries the next page's cursor. */
  param: string;
  actor: ActorName | 'operator';
  schema: z.ZodType;
}

/** Every list read a page at a time from a cursor the server wrote. */
export const KEYSET_LISTS: KeysetList[] = [
  { url: '/api/services?when=past', param: 'before', actor: 'client', schema: servicesQuery },
  { url: '/api/requests/nearby', param: 'cursor', actor: 'provider', schema: nearbyQuery },
  { url: '/api/operator/audit', param: 'before', actor: 'operator', schema: auditQuery },
];
