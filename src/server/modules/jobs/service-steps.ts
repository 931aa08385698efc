import type { ServiceAction, ServiceActor } from '#shared/domain/service-lifecycle';
import type { Database } from '#server/db/client';
import type { JobRow } from '#server/db/schema';

// What a service's steps announce to the modules that follow them (payments settles a card when a service
// ends), so that jobs never calls into them: each subscribes in app.ts. The step's own record is its
// `job_events` row, written by takeStep in the same transaction as the announcement.

/**
 * 'ended': the step leaves the service completed, cancelled or declined with nothing left to decide about what
 * it owes (a no-show's fee settled, not open to contest). Every such step announces it, a review written after
 * the end too, so a subscriber does its work once (a task with a dedupe key, say).
 */
export interface ServiceStepEvent {
  /** 'taken': any step that changed the service (a recurring plan follows its first visit's answer). */
  kind: 'ended' | 'taken';
  /** The service as the step left it. */
  job: JobRow;
  action: ServiceAction;
  actor: ServiceActor;
  at: Date;
}

/**
 * Runs inside the step's transaction, with the service's row locked: what it writes commits or rolls back with
 * the step, and a listener that throws refuses the step.
 */
export type ServiceStepListener = (tx: Database, event: ServiceStepEvent) => Promise<void>;

class ServiceSteps {
  readonly #listeners = new Map<ServiceStepEvent['kind'], Set<ServiceStepListener>>();

  /**
   * Subscribes `listener` to the steps of `kind`; subscribing it again changes nothing (every app built in a
   * process subscribes the same functions). Returns how to unsubscribe it.
   */
  on(kind: ServiceStepEvent['kind'], listener: ServiceStepListener): () => void {
    const listeners = this.#listeners.get(kind) ?? new Set();
    this.#listeners.set(kind, listeners.add(listener));
    return () => void listeners.delete(listener);
  }

  /** Called by takeStep in the step's transaction: each listener in the order it subscribed, one at a time. */
  async announce(tx: Database, event: ServiceStepEvent): Promise<void> {
    for (const listener of this.#listeners.get(event.kind) ?? []) await listener(tx, event);
  }
}

// One for the process rather than one per app: a step is taken by routes, tasks, the operator's console and
// account deletion alike, none of which holds the app, and the listeners are plain functions of the
// transaction, the same for every app.
export const serviceSteps = new ServiceSteps();
