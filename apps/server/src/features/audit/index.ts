/**
 * The public face of the audit feature (decision 040): the operators' audit log. Every
 * operator action writes one row in its own transaction (settlements: dispute decisions; reports:
 * dismissals, hidden gigs, suspensions); the reports feature reads it for operators.
 */
export { auditRepository, type AuditRow, type OperatorActionRecord } from './audit.repository.ts';
