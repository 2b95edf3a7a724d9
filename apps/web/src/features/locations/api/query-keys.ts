import { registerViewKeys } from '@/lib/realtime';

export const locationKeys = {
  all: ['locations'] as const,
  list: () => [...locationKeys.all, 'list'] as const,
};

// Any committed change of the tree or of the assets counted in it, by anyone, refreshes the tree and the
// pickers that read it.
registerViewKeys('locations', [locationKeys.all]);
