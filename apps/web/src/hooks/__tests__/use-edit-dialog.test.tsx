import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEditDialog } from '../use-edit-dialog';

describe('useEditDialog', () => {
  it('opens empty to add, on an item to edit, and keeps the item while it closes', () => {
    const { result } = renderHook(() => useEditDialog<{ id: string }>());
    expect(result.current.open).toBe(false);
    act(() => result.current.edit({ id: 'a' }));
    expect(result.current).toMatchObject({ open: true, item: { id: 'a' } });
    act(() => result.current.onOpenChange(false));
    expect(result.current).toMatchObject({ open: false, item: { id: 'a' } });
    act(() => result.current.add());
    expect(result.current).toMatchObject({ open: true, item: null });
  });
});
