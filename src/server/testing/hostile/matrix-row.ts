import type { FastifyInstance } from 'fastify';
import type { ActorName, Call, World } from './world';

// One row of the authorization matrix: the route, the call each actor makes, and the status each must get.
// Apart from the rows (authorization-matrix.ts, and the API keys' in authorization-matrix-api.ts), which both
// build on it.

export interface MatrixContext {
  app: FastifyInstance;
  world: World;
  /** A small real PNG for the photo upload. */
  png: Buffer;
}

export interface MatrixRow {
  /** "METHOD /route" exactly as the router lists it. */
  route: string;
  request: (context: MatrixContext, actor: ActorName) => Call | Promise<Call>;
  expect: Record<ActorName, number>;
  /** Error codes this route may answer besides the generic ones (a state the world cannot leave). */
  codes?: string[];
}
