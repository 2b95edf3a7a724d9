import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` while the component is mounted: every second for
 * the live downtime clocks, less often for relative times ('5m ago').
 */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
