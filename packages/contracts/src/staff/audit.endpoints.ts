import { AuditListBodySchema, AuditPageSchema } from './audit.schema';
import { defineStaffEndpoint } from './staff-endpoint';

/** The audit log search (issue 15). */
export const auditListsEndpoint = defineStaffEndpoint({
  path: '/staff/api/audit/lists',
  body: AuditListBodySchema,
  data: AuditPageSchema,
  permission: 'audit.read',
});
