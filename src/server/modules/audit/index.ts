export { audit, COMMAND_LINE, listAudit } from './audit';
export type { AuditActor } from './audit';
