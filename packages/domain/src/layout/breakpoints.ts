/** Responsive classes of spec §2: under 768 px mobile, 768 to 1024 tablet, 1024 and above desktop. */
export const MOBILE_BREAKPOINT = 768;
export const DESKTOP_BREAKPOINT = 1024;

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export function deviceClass(widthPx: number): DeviceClass {
  if (widthPx < MOBILE_BREAKPOINT) return 'mobile';
  if (widthPx < DESKTOP_BREAKPOINT) return 'tablet';
  return 'desktop';
}
