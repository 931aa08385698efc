import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  overviewOut,
  preferencesInput,
  preferencesOut,
  providerServicesInput,
  providerServicesOut,
  scheduleCheckOut,
  scheduleInput,
  scheduleOut,
  serviceAreaInput,
  serviceAreaOut,
} from '#shared/schemas/provider';
import type { Database } from '#server/db/client';
import { getOverview } from './overview';
import { checkSchedule, getSchedule, saveSchedule } from './schedule';
import { getArea, getPreferences, getServices, replaceServices, saveArea, savePreferences } from './service';

export default async function providerRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = app.requireRole('provider');
  const read = <T>(response: T) => ({ schema: { response: { 200: response } }, preValidation });
  const write = <B, R>(body: B, response: R) => ({
    schema: { body, response: { 200: response } },
    preValidation,
  });

  routes.get('/api/provider/overview', read(overviewOut), async (req) =>
    getOverview(db, req.user!.id, app.clock.now()),
  );

  routes.get(
    '/api/provider/area',
    {
      ...read(serviceAreaOut),
      config: { errors: { 404: { NOT_FOUND: 'the account has no profile (sign-up creates it)' } } },
    },
    async (req) => getArea(db, req.user!.id),
  );
  routes.put('/api/provider/area', write(serviceAreaInput, serviceAreaOut), async (req) =>
    saveArea(db, req.user!.id, req.body, app.clock.now()),
  );

  routes.get('/api/provider/services', read(providerServicesOut), async (req) =>
    getServices(db, req.user!.id),
  );
  routes.put('/api/provider/services', write(providerServicesInput, providerServicesOut), async (req) =>
    replaceServices(db, req.user!.id, req.body),
  );

  // 'Disponibilidad': the week, days off, travel, daily maximum and 'Reserva inmediata', with the booked services
  // the hours no longer cover.
  routes.get('/api/provider/availability', read(scheduleOut), async (req) =>
    getSchedule(db, req.user!.id, app.clock.now()),
  );
  routes.put('/api/provider/availability', write(scheduleInput, scheduleOut), async (req) => {
    const saved = await saveSchedule(db, req.user!.id, req.body, app.clock.now());
    // The customers of plan visits the change leaves out are told: their e-mails wait in the outbox.
    app.tasks.wake();
    return saved;
  });
  // Before saving: the same body, answered with the `outside` the save would answer (a plan's visits to be told of
  // are those not outside already); nothing is written.
  routes.post('/api/provider/availability/check', write(scheduleInput, scheduleCheckOut), async (req) =>
    checkSchedule(db, req.user!.id, req.body, app.clock.now()),
  );

  routes.get('/api/provider/preferences', read(preferencesOut), async (req) =>
    getPreferences(db, req.user!.id),
  );
  routes.put('/api/provider/preferences', write(preferencesInput, preferencesOut), async (req) =>
    savePreferences(db, req.user!.id, req.body, app.clock.now()),
  );
}
