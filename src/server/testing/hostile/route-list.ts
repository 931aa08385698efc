import type { FastifyInstance } from 'fastify';

const BRANCH = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app serves, as "METHOD /path", read from the router's own tree (printRoutes), so a route
 * added anywhere shows up here without anyone listing it. HEAD and OPTIONS are left out.
 */
export function listRoutes(app: FastifyInstance): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = BRANCH.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    prefixes.length = depth;
    prefixes.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${prefixes.join('')}`);
    }
  }
  return routes.sort();
}
