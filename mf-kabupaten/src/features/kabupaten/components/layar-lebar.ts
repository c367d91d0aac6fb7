// Whether the window is wide enough for a table's every column beside the drawer (1366px is; 1024px
// is not). A narrow window's table leaves its low-value columns to the village's page instead of
// scrolling sideways (issue 40).
import { useEffect, useState } from 'react';

export const LAYAR_LEBAR = '(min-width: 1280px)';

const cocok = (query: string) => typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true;

export function useLayarLebar(query: string = LAYAR_LEBAR): boolean {
  const [lebar, setLebar] = useState(() => cocok(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const media = window.matchMedia(query);
    const change = () => setLebar(media.matches);
    change();
    media.addEventListener('change', change);
    return () => media.removeEventListener('change', change);
  }, [query]);
  return lebar;
}
