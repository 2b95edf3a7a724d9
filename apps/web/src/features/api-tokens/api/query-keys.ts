import type { PageQuery } from '@plantwise/domain';
import { registerViewKeys } from '@/lib/realtime';

export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  mine: (page: PageQuery) => [...apiTokenKeys.all, 'mine', page] as const,
  everyone: (page: PageQuery) => [...apiTokenKeys.all, 'everyone', page] as const,
};

// A token made, revoked or used on another device (or by a script) shows up here without a reload.
registerViewKeys('apiTokens', [apiTokenKeys.all]);
