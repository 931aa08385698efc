export { acceptOffer, serviceFromRequest } from './accept';
export { changeServiceContact } from './change-contact';
export { answerExtraTime, findExtraTime, requestExtraTime } from './extra-time';
export { notifyParty, notifyTransition, REMINDER_HOURS, sendReminder, SERVICE_REMINDER } from './notify';
export type { PaymentTerms, ServiceTerms } from './payment-terms';
export { serviceSteps } from './service-steps';
export type { ServiceStepListener } from './service-steps';
export {
  findAsParty,
  performStep,
  recordCreation,
  runServiceTimer,
  SERVICE_TIMER,
  stateOf,
  takeStep,
  timerTasks,
} from './transitions';
