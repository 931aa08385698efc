import { PLANS } from '#shared/catalog';
import { CANCELLATION_POLICY, MINIMUM_AGE } from '#shared/company';
import { featuredListingAnswer } from '#shared/featured-messages';
import { formatMoney } from '#shared/format';
import { prioritySupportAnswer } from '#shared/support-messages';
import { PAYMENT_METHODS_SUMMARY } from './payment-methods';
import { providerVerification } from './verification';

export const faqSeo = {
  title: 'Preguntas Frecuentes',
  description:
    'Resolvemos tus dudas sobre reservas, verificación de proveedores, métodos de pago, política de cancelación y planes para proveedores en LimpiaHogar.',
  path: '/preguntas-frecuentes',
};

export const faqIntro = {
  title: 'Preguntas Frecuentes',
  lead: '¿Tienes dudas? Aquí están las respuestas a lo que más nos preguntan.',
  stillNeedHelp: '¿No encontraste lo que buscabas?',
};

const planList = PLANS.map((plan) => `${plan.name} (${formatMoney(plan.monthlyPrice)} al mes)`).join(', ');

export const faqs = [
  {
    question: '¿Cómo reservo un servicio?',
    answer:
      'Elige el servicio en la página Servicios, crea tu cuenta de cliente y publica tu solicitud con la fecha, tu presupuesto y tu ubicación. Los proveedores cercanos te enviarán su propuesta y tú eliges la que más te convenga.',
  },
  {
    question: '¿Cómo verifican a los proveedores?',
    answer: `Cada proveedor debe ser mayor de ${MINIMUM_AGE} años y presentar una identificación oficial vigente y un comprobante de domicilio reciente; hasta que los aprobamos no puede enviar propuestas ni recibir reservas. ${providerVerification.grace} Además, las reseñas de los clientes quedan públicas en su perfil.`,
  },
  {
    question: '¿Qué métodos de pago aceptan?',
    answer: `Puedes pagar ${PAYMENT_METHODS_SUMMARY}; al publicar tu solicitud o al reservar te ofrecemos solo las formas de pago disponibles. En efectivo o por transferencia le pagas directamente a tu proveedor, que confirma en LimpiaHogar que lo recibió; con tarjeta, el cobro lo procesa Stripe o Mercado Pago. Un cargo por cancelación se paga de la misma forma. Los precios están en pesos mexicanos (MXN).`,
  },
  {
    question: '¿Puedo cancelar o reprogramar un servicio?',
    answer: `Sí. ${CANCELLATION_POLICY.summary} Para reprogramar, avisa a tu proveedor con la misma anticipación.`,
  },
  {
    question: '¿Cómo me registro como proveedor y cuánto cuesta?',
    answer: `Crea tu cuenta como Proveedor de Servicios, completa tu perfil y define tu área de servicio. El registro es gratuito; para aplicar a solicitudes eliges un plan mensual: ${planList}. ${featuredListingAnswer} ${prioritySupportAnswer}`,
  },
] as const;
