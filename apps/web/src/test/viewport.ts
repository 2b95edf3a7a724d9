import { act } from '@testing-library/react';
import { afterEach } from 'vitest';

/** Sets the window's width; the viewport hook and matchMedia (src/test/setup.ts) follow it. */
export function resizeWindow(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

/** Puts the window's width back after each test of the calling describe block. */
export function restoreWidthAfterEach() {
  const width = window.innerWidth;
  afterEach(() => resizeWindow(width));
}
