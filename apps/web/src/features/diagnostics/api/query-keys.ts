import type { MailListQuery } from '@plantwise/domain';

export const diagnosticsKeys = {
  all: ['diagnostics'] as const,
  summary: () => [...diagnosticsKeys.all, 'summary'] as const,
  mail: (query: MailListQuery) => [...diagnosticsKeys.all, 'mail', query] as const,
};
