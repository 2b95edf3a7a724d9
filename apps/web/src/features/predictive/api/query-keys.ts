import type { PredictiveListQuery } from '@plantwise/domain';
import { registerViewKeys } from '@/lib/realtime';

export const predictiveKeys = {
  all: ['predictive'] as const,
  fleet: (query: PredictiveListQuery) => [...predictiveKeys.all, 'fleet', query] as const,
  asset: (id: string) => [...predictiveKeys.all, 'asset', id] as const,
};

// The estimates follow the breakdown history, the register and the PM tasks: any committed change refreshes them.
registerViewKeys('predictive', [predictiveKeys.all]);
