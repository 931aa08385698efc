// Size budgets of the built pages (JavaScript loaded at start, gzip): fails when a page outgrows its budget.
// Run by `npm test` after the build, so that a regression is caught where it is made.
// The static pages' script is held to issue 15's 2 KB. The interactive pages are held a few KB above what they
// weighed on 2026-11-26, after splitting what their first view does not need (docs/startup.md, "What each page
// loads"). Issue 15's 100 KB is out of reach while React (69 KB) and React Router (41 KB) alone pass it; issue 32's
// 150 KB is met by /login and the shell, not by /reservar or the panels (docs/performance.md, "First views").
// Issue 32 took from every page: the route manifest written compact at build (scripts/compact-route-manifest.mjs,
// −4.0 KB), cn() without tailwind-merge (lib/merge-classes.ts, −5.6 KB) and lucide's icon component replaced by
// our own (components/ui/lucide-icon.ts, −1.3 to −1.5 KB where icons are drawn).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { clientDir, pageWeight } from './lib/page-weight.mjs';

const BUDGETS_KB = {
  '/': 2,
  // 175 until issue 29: 'Disponibilidad' uses react-hook-form's useFieldArray, and react-hook-form is one module in
  // one chunk that every form page loads, so its 1.7 KB come with every form (176.7 KB on 2026-11-28). A list field
  // of our own would win them back.
  // 177 until issue 30's plan pages in the route manifest (three routes): 177.4 KB on 2026-11-28. 178 until issue
  // 31's four 'Mensajes' routes in the manifest every page loads (+0.7 KB): 178.6 KB on 2026-11-29 (177.8 before;
  // the live stream's code stays out of it: only the panels load it).
  // 179 until issue 32: the three cuts above, the form without react-hook-form (lib/use-light-form.ts, −15.6 KB),
  // its request and its refusals' code loaded when the form gets focus, its texts apart from auth-messages.ts, the
  // hero's figures from the prerender's loader: 148.9 KB on 2026-11-29 (178.6 before).
  '/login': 149,
  // 182 until issue 28's zone rule: the wizard reads a typed hour on the clock of the place, so it loads the
  // tables that say a place's zone (shared/domain/time-zones.ts, time-zone-coordinates.ts): 183.0 KB on 2026-11-27.
  // 184 until issue 29: the same 1.7 KB of react-hook-form, the 'Cotizador''s rules (estimate, service length) and
  // the free-time buttons: 185.6 KB on 2026-11-28. 186 until issue 30's favourites: the route manifest's Favoritos
  // entry (every page: +0.2 KB) and the wizard's entry for 'Volver a reservar': 186.2 KB on 2026-11-28 (185.7
  // before), with book-again.ts already loaded on demand. 187 until issue 30's 'Cambiar día u hora': the plans page
  // asks the same free times, so free-times/api.ts became a chunk of its own that the wizard loads (+0.4 KB) and the
  // manifest lists it for both routes (+0.2 KB): 187.3 KB on 2026-11-28 (186.7 before). 188 until issue 30's
  // '¿Con qué frecuencia?': the wizard's first view sends a plan too (the rhythms, POST /api/recurring-plans, the
  // link's frecuencia=), its words and summary loaded with the later steps: 188.2 KB on 2026-11-28. 189 until issue
  // 31's 'Mensajes' routes in the manifest: 189.1 KB on 2026-11-29 (188.2 before).
  // 190 until issue 32's three cuts on every page: 177.9 KB on 2026-11-29 (189.1 before). react-hook-form (15 KB)
  // stays: the wizard's steps are its forms.
  '/reservar': 178,
  // 146 until issue 31's 'Mensajes' routes in the manifest: 146.7 KB on 2026-11-29 (145.9 before).
  // 147 until issue 32's manifest and cn() (the shell draws no icon): 136.5 KB on 2026-11-29 (146.7 before).
  panel: 137,
  // A panel's first view: the shell plus the route modules of its index page.
  // 170 until issue 26 put the verification's state (what is missing, the grace deadline) and the greeting by name
  // on Resumen: 171.0 KB on 2026-11-27; a lazy chunk for the notice saved 0.3 KB and cost a manifest entry.
  // 172 until issue 30's 'Clientes recurrentes' (its menu entry and icon, both plan pages in the manifest):
  // 172.3 KB on 2026-11-28. 173 until issue 31's unread messages beside 'Mensajes' and in the bell: the panels hold
  // the live stream (lib/live.ts, 0.6 KB), read the conversations' unread total (components/conversations/api.ts,
  // 1.5 KB) and end a suspended session at once, with the badge and the manifest's routes: 176.7 KB on 2026-11-29
  // (172.7 before). A count-only answer for the badge would not shrink this: it is the same query's code.
  // 177 until issue 32: the three cuts, the bell's mark-as-read without React Query's useMutation (−1 KB), the plans'
  // names apart from the catalogue (shared/plan-catalog.ts) and the unread count's words apart from the
  // conversations' (shared/unread-messages.ts): 162.8 KB on 2026-11-29 (176.7 before).
  '/proveedor': 163,
  // 166 until issue 30: 'Favoritos' in the menu (its route in the manifest, its icon): 166.1 KB on 2026-11-28
  // (165.6 before). 167 until issue 30's plan choices ('Visitas sin agendar', 'Pasar a un favorito'): the plans
  // page's new chunks in the route manifest every page loads: 167.1 KB on 2026-11-28. 168 until issue 31's unread
  // messages in the menu and the bell (as for /proveedor): 171.0 KB on 2026-11-29 (167.1 before).
  // 172 until issue 32 (as for /proveedor, the plans aside): 158.4 KB on 2026-11-29 (171.0 before).
  '/cliente': 159,
  // 165 until issue 30's plan pages ('Planes con cancelaciones', 'Limpiezas recurrentes', 'Clientes
  // recurrentes') in the route manifest every page loads: 165.6 KB on 2026-11-28. 166 until issue 31's 'Mensajes'
  // routes in the manifest and the console's reported conversations: 166.9 KB on 2026-11-29 (165.9 before).
  // 167 until issue 32: the three cuts and the plans' names apart from the catalogue (the summary's plan figures):
  // 154.2 KB on 2026-11-29 (166.9 before).
  '/operador': 155,
};

if (!existsSync(path.join(clientDir, '__spa-fallback.html'))) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}

let over = 0;
for (const [page, budget] of Object.entries(BUDGETS_KB)) {
  const kb = pageWeight(page) / 1024;
  const ok = kb <= budget;
  if (!ok) over += 1;
  const name = page === 'panel' ? 'panel shell' : page;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${name.padEnd(12)} ${kb.toFixed(1).padStart(6)} KB gzip (budget ${budget} KB)`,
  );
}
if (over) {
  console.error(`${over} page(s) over their size budget: see what the change added to their first load.`);
  process.exit(1);
}
