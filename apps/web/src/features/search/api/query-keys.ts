import type { SearchType } from '@plantwise/domain';
import { registerViewKeys } from '@/lib/realtime';

export const searchKeys = {
  all: ['search'] as const,
  results: (term: string, type: SearchType | null) => [...searchKeys.all, 'results', term, type] as const,
  recent: () => [...searchKeys.all, 'recent'] as const,
};

// Results follow the records they show: any committed change of a searched table refreshes them.
registerViewKeys('search', [[...searchKeys.all, 'results']]);
