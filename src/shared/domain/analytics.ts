// 'Estadísticas' (Empresarial's 'Panel de analíticas'): what is counted as it happens, and the plan that shows it.
import type { PlanId } from './plans';

/**
 * Events recorded as they happen: a visit to the provider's public page, and the provider listed in an answer
 * of a list customers read. 'search_appearance' is for a search-results list; the wizard's list is the only list
 * of providers the site has so far.
 */
export const ANALYTICS_EVENT_KINDS = ['profile_view', 'search_appearance', 'wizard_appearance'] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

/** The plan whose providers see the panel's figures. */
export const ANALYTICS_PLAN: PlanId = 'enterprise';

/** How many calendar months (Mexico City) the panel and its CSV show, the current one included. */
export const ANALYTICS_MONTHS = 12;
/** The panel's "lately" window, in days up to now. */
export const ANALYTICS_RECENT_DAYS = 30;

/**
 * How long 'Estadísticas' keeps what it records (docs/analytics.md, the Aviso de Privacidad §7). Each event, 90
 * days: enough to audit or rebuild the recent counts. The counts per day, 25 calendar months (Mexico City) with
 * the current one: the panel's 12, a year more to compare them with, and the month that year began in.
 */
export const ANALYTICS_EVENTS_KEPT_DAYS = 90;
export const ANALYTICS_DAYS_KEPT_MONTHS = 25;
