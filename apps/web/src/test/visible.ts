import { type Matcher, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until a text is on the screen and visible. A toast is in the DOM a moment before sonner
 * mounts it (until then its own stylesheet keeps it at opacity 0), so findByText alone can catch it
 * still invisible on a loaded machine.
 */
export async function expectVisibleText(text: Matcher, timeout?: number) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible(), timeout ? { timeout } : undefined);
}
