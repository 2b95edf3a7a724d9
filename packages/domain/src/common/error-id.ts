/**
 * The id the application error screen shows and asks the user to quote (spec §2):
 * `ERR-<milliseconds since epoch>-<6 random base-36 characters>`.
 * `random` returns a number in [0, 1), like Math.random; pass it in to keep this pure.
 */
export function createErrorId(now: number, random: () => number): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) {
    suffix += Math.floor(random() * 36).toString(36);
  }
  return `ERR-${now}-${suffix}`;
}

export const ERROR_ID_PATTERN = /^ERR-\d+-[0-9a-z]{6}$/;
