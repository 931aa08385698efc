// What has happened between the demo's people: services done and reviewed, one with a problem reported, one
// agreed for the coming days, a booking waiting for its answer, and open requests, one with an offer.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { systemClock } from '#server/clock';
import type { ServiceId } from '#shared/catalog';
import { wallClockIso, zonedLocalToInstant } from '#shared/domain/local-time';
import { MEXICAN_TIME_ZONES } from '#shared/domain/time-zones';
import type { BookingForm } from '#shared/schemas/bookings';
import type { CreateRequestForm } from '#shared/schemas/requests';
import { customers, type DemoCustomer } from './demo-cast';
import type { DemoTarget, Person, PlaceOf } from './demo-seed';

const ZONE = MEXICAN_TIME_ZONES[0];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type People = Record<'carmen' | 'diego' | 'lucia' | 'jorge' | 'sofia', Person>;

/** `days` from today (negative: ago) at `time` on Mexico City's clock. */
function dayAt(days: number, time: string): Date {
  const date = wallClockIso(new Date(systemClock.now().getTime() + days * DAY), ZONE).slice(0, 10);
  return zonedLocalToInstant(date, time, ZONE)!;
}

interface RequestDraft {
  title: string;
  description: string;
  serviceId: ServiceId;
  budgetRange: CreateRequestForm['budgetRange'];
  at: Date;
}

function requestBody(customer: DemoCustomer, place: PlaceOf, draft: RequestDraft): CreateRequestForm {
  const { address, phone } = customer.profile;
  return {
    title: draft.title,
    description: draft.description,
    serviceId: draft.serviceId,
    budgetRange: draft.budgetRange,
    paymentMethod: 'cash',
    requiredDate: draft.at.toISOString(),
    location: place(customer.place),
    contact: { address, phone },
    idempotencyKey: randomUUID(),
  };
}

async function publish(person: Person, body: CreateRequestForm): Promise<string> {
  const answer = await person.client.call<{ request: { id: string } }>('POST', '/api/requests', body);
  return answer.request.id;
}

async function offer(provider: Person, requestId: string, pesos: number, message: string): Promise<string> {
  const answer = await provider.client.call<{ application: { id: string } }>(
    'POST',
    `/api/requests/${requestId}/applications`,
    { proposedPrice: pesos, message },
  );
  return answer.application.id;
}

async function accept(customer: Person, offerId: string): Promise<string> {
  const answer = await customer.client.call<{ service: { id: string } }>(
    'POST',
    `/api/applications/${offerId}/accept`,
  );
  return answer.service.id;
}

const act = (person: Person, serviceId: string, action: string, reason?: string) =>
  person.client.call('POST', `/api/services/${serviceId}/actions`, { action, reason });

const review = (person: Person, serviceId: string, rating: number, comment: string) =>
  person.client.call('POST', `/api/services/${serviceId}/review`, { rating, comment });

interface PastService {
  customer: Person;
  provider: Person;
  body: CreateRequestForm;
  pesos: number;
  message: string;
  /** When it happened: the service is agreed for two days ahead, then moved back here. */
  happened: Date;
}

/**
 * A service agreed today through the real routes, then moved back to `happened` with everything that led to it
 * (the journeys' hook moves the service and its timers; the request, offers, history and bell lines move here).
 * The app's clock is left at `happened`, for the steps that follow.
 */
async function agreeInThePast(target: DemoTarget, ids: string[], past: PastService): Promise<string> {
  target.clock.set(systemClock.now());
  const since = target.clock.now();
  const requestId = await publish(past.customer, past.body);
  const serviceId = await accept(
    past.customer,
    await offer(past.provider, requestId, past.pesos, past.message),
  );
  // The e-mails and bell lines of these steps, sent when they happened.
  await target.app.tasks.runDue();
  const hours = (new Date(past.body.requiredDate).getTime() - past.happened.getTime()) / HOUR;
  await past.customer.client.call('POST', `/api/test/services/${serviceId}/age`, { hours });
  await moveOrigin(target.db, serviceId, since, hours, ids);
  target.clock.set(past.happened);
  return serviceId;
}

async function moveOrigin(db: Database, serviceId: string, since: Date, hours: number, ids: string[]) {
  const shift = sql`make_interval(secs => ${hours * 3600})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`update service_requests r
      set required_date = r.required_date - ${shift}, created_at = r.created_at - ${shift}
      from jobs j where j.id = ${serviceId} and r.id = j.request_id`);
    await tx.execute(sql`update request_applications a set created_at = a.created_at - ${shift}
      from jobs j where j.id = ${serviceId} and a.request_id = j.request_id`);
    await tx.execute(sql`update job_events set at = at - ${shift} where job_id = ${serviceId}`);
    await tx.execute(sql`update notifications set created_at = created_at - ${shift}
      where created_at >= ${since.toISOString()}::timestamptz and user_id = any(${sql.param(ids)}::text[])`);
  });
}

/** Moves the app's clock `hours` after the service's start, then runs what fell due meanwhile. */
async function at(target: DemoTarget, happened: Date, hours: number) {
  target.clock.set(new Date(happened.getTime() + hours * HOUR));
  await target.app.tasks.runDue();
}

export async function runStories(target: DemoTarget, people: People, place: PlaceOf) {
  const { carmen, diego, lucia, jorge, sofia } = people;
  const ids = Object.values(people).map((person) => person.id);
  const carmenAsks = (draft: RequestDraft) => requestBody(customers.carmen, place, draft);
  const diegoAsks = (draft: RequestDraft) => requestBody(customers.diego, place, draft);

  // Eight days ago: Lucía cleaned Carmen's flat; both reviewed, so both reviews are published.
  const cleaned = dayAt(-8, '10:00');
  const first = await agreeInThePast(target, ids, {
    customer: carmen,
    provider: lucia,
    body: carmenAsks({
      title: 'Limpieza general de departamento',
      description:
        'Departamento de dos recámaras, sala, comedor y cocina. Hay que trapear y limpiar ventanas por dentro.',
      serviceId: 'home-cleaning',
      budgetRange: '500-1000',
      at: dayAt(2, '10:00'),
    }),
    pesos: 650,
    message: 'Llevo mis productos y mi equipo; son unas tres horas y media.',
    happened: cleaned,
  });
  await at(target, cleaned, 3.5);
  await act(lucia, first, 'mark_done');
  await at(target, cleaned, 5);
  await act(carmen, first, 'confirm_completion');
  await at(target, cleaned, 26);
  await review(carmen, first, 5, 'Lucía llegó puntual y dejó la cocina impecable. La volvería a contratar.');
  await at(target, cleaned, 30);
  await review(lucia, first, 5, 'Todo listo a tiempo y muy amable. Un gusto trabajar en su casa.');

  // Five days ago: Jorge washed Diego's windows; Diego reviewed, Jorge has not yet.
  const washed = dayAt(-5, '09:00');
  const second = await agreeInThePast(target, ids, {
    customer: diego,
    provider: jorge,
    body: diegoAsks({
      title: 'Lavado de ventanas de la casa',
      description: 'Doce ventanas en dos pisos, por dentro y por fuera. Hay escalera en la casa.',
      serviceId: 'windows',
      budgetRange: '0-500',
      at: dayAt(2, '09:00'),
    }),
    pesos: 450,
    message: 'Puedo ir temprano; llevo jalador, microfibras y mi propia escalera.',
    happened: washed,
  });
  await at(target, washed, 3);
  await act(jorge, second, 'mark_done');
  await at(target, washed, 6);
  await act(diego, second, 'confirm_completion');
  await at(target, washed, 28);
  await review(diego, second, 4, 'Buen trabajo con las ventanas; tardó un poco más de lo acordado.');

  // Two days ago: Brillo Roma's deep cleaning, and a problem Diego reported, for an operator to settle.
  const deep = dayAt(-2, '10:00');
  const third = await agreeInThePast(target, ids, {
    customer: diego,
    provider: sofia,
    body: diegoAsks({
      title: 'Limpieza profunda antes de la mudanza',
      description:
        'Casa de tres recámaras, vacía. Cocina completa por dentro de los gabinetes, baños y pisos.',
      serviceId: 'deep-cleaning',
      budgetRange: '1000-2000',
      at: dayAt(2, '10:00'),
    }),
    pesos: 1400,
    message: 'Vamos dos personas y terminamos en el día. Incluye el interior de gabinetes y horno.',
    happened: deep,
  });
  await at(target, deep, 6);
  await act(sofia, third, 'mark_done');
  await at(target, deep, 9);
  await act(
    diego,
    third,
    'report_problem',
    'No limpiaron el interior de los gabinetes de la cocina, que era parte de lo acordado.',
  );

  target.clock.set(systemClock.now());
  // In three days: Lucía cleans Carmen's bathrooms and kitchen; Jorge's offer was the other one.
  const bathrooms = await publish(
    carmen,
    carmenAsks({
      title: 'Limpieza de baños y cocina',
      description: 'Dos baños completos y la cocina: azulejo, cancel, estufa y campana.',
      serviceId: 'bathroom',
      budgetRange: '500-1000',
      at: dayAt(3, '10:00'),
    }),
  );
  await offer(jorge, bathrooms, 700, 'Puedo ese día a las 10; llevo productos antisarro.');
  await accept(
    carmen,
    await offer(lucia, bathrooms, 800, 'Con gusto vuelvo; llevo productos para el cancel y el azulejo.'),
  );

  // In four days: Diego booked Jorge directly; Jorge has not answered yet.
  const booking: BookingForm = {
    serviceId: 'home-cleaning',
    providerId: jorge.id,
    requiredDate: dayAt(4, '09:00').toISOString(),
    location: place(customers.diego.place),
    contact: { address: customers.diego.profile.address, phone: customers.diego.profile.phone },
    notes: 'Tenemos un perro tranquilo. Toque el timbre dos veces.',
    paymentMethod: 'cash',
    idempotencyKey: randomUUID(),
  };
  await diego.client.call('POST', '/api/bookings', booking);

  // Open: Diego's kitchen, with an offer from Brillo Roma; Carmen's windows, waiting for offers.
  const kitchen = await publish(
    diego,
    diegoAsks({
      title: 'Limpieza profunda de cocina',
      description: 'Cocina integral: gabinetes por dentro, estufa, horno, campana y refrigerador.',
      serviceId: 'deep-cleaning',
      budgetRange: '1000-2000',
      at: dayAt(5, '11:00'),
    }),
  );
  await offer(sofia, kitchen, 1500, 'Somos dos personas, unas cinco horas. Llevamos desengrasante y vapor.');
  await publish(
    carmen,
    carmenAsks({
      title: 'Lavado de ventanas de sala y recámaras',
      description: 'Seis ventanas grandes, por dentro y por fuera; es un tercer piso con balcón.',
      serviceId: 'windows',
      budgetRange: '0-500',
      at: dayAt(6, '10:00'),
    }),
  );
  await target.app.tasks.runDue();
}
