import { useEffect } from 'react';

/** Sets the browser tab's title to "<title> · Plantwise" while the screen is shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Plantwise`;
  }, [title]);
}
