// What 'Listado destacado' delivers, in words, from the rule's own numbers (shared/domain/featured.ts).
import { PLANS } from './catalog';
import { badgeMessages } from './badge-messages';
import { FEATURED_MARGIN_KM, FEATURED_PLANS } from './domain/featured';
import { formatAlternatives } from './format';

const planNames = formatAlternatives(
  PLANS.filter((plan) => FEATURED_PLANS.includes(plan.id)).map((plan) => plan.name),
);

/** Who is featured: 'plan Premium o Empresarial con identidad verificada'. */
export const featuredWho = `plan ${planNames} con identidad verificada`;

const ahead = `antes que los proveedores sin plan destacado que estén a la misma distancia del cliente o hasta ${FEATURED_MARGIN_KM} km más cerca`;

/** Under 'Listado destacado' (and Empresarial's listing) on the plan cards. */
export const featuredListingHint = `Con tu identidad verificada, apareces marcado «${badgeMessages.featured}» y ${ahead}.`;

/** In the FAQ's answer on plans (SPEC keeps the FAQ at five questions). */
export const featuredListingAnswer = `Con un plan ${planNames} vigente y tu identidad verificada, tu perfil se marca «${badgeMessages.featured}» en la lista de proveedores de la reserva y apareces ${ahead}, nunca antes que uno que esté más de ${FEATURED_MARGIN_KM} km más cerca; si el cliente aún no indicó dónde será el servicio, los destacados aparecen primero.`;
