/** A small seeded generator (mulberry32) so simulations and demo data are reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One Weibull draw by inversion: η(−ln U)^(1/β). */
export function sampleWeibull(random: () => number, beta: number, eta: number): number {
  const u = 1 - random(); // in (0, 1]
  return eta * (-Math.log(u)) ** (1 / beta);
}
