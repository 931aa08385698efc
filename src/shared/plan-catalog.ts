// The provider plans' names and what each includes (SPEC §9); their prices and limits are the domain's
// (domain/plans.ts). Re-exported by catalog.ts.
import { PLAN_TERMS, type PlanId, type PlanTerms } from './domain/plans';
import { supportAlwaysOpen } from './domain/support';

export interface Plan extends PlanTerms {
  id: PlanId;
  name: string;
  features: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Básico',
    ...PLAN_TERMS.basic,
    features: ['Listado básico', 'Hasta 10 aplicaciones por mes', 'Soporte por correo electrónico'],
  },
  {
    id: 'premium',
    name: 'Premium',
    ...PLAN_TERMS.premium,
    features: [
      'Listado destacado',
      'Aplicaciones ilimitadas',
      'Soporte prioritario',
      'Insignia de proveedor verificado',
    ],
  },
  {
    id: 'enterprise',
    name: 'Empresarial',
    ...PLAN_TERMS.enterprise,
    features: [
      'Listado premium con logotipo',
      'Aplicaciones ilimitadas',
      // Was 'Soporte 24/7': support keeps office hours (SUPPORT_HOURS), so the plan promises only what they allow.
      supportAlwaysOpen() ? 'Soporte 24/7' : 'Soporte prioritario',
      'Insignia de proveedor verificado',
      'Panel de analíticas',
      'Acceso a la API',
    ],
  },
];

export function findPlan(id: string | null | undefined): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}
