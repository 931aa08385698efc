// 'Estadísticas' (Empresarial's 'Panel de analíticas'): what is counted as it happens, and the plan that shows it.
import type { PlanId } from './catalog';

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
