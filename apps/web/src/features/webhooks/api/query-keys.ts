import type { PageQuery } from '@plantwise/domain';
import { registerViewKeys } from '@/lib/realtime';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (page: PageQuery) => [...webhookKeys.all, 'list', page] as const,
  deliveries: (id: string, page: PageQuery) => [...webhookKeys.all, 'deliveries', id, page] as const,
};

// A delivery sent, retried or switched off by the server shows up here without a reload.
registerViewKeys('webhooks', [webhookKeys.all]);
