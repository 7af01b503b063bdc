import { useEffect, useState } from 'react';

/** True while the window is being resized and for `ms` after the last resize event (the drawer hides, 500 ms). */
export function useHiddenWhileResizing(ms: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      setHidden(true);
      clearTimeout(timer);
      timer = setTimeout(() => setHidden(false), ms);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [ms]);
  return hidden;
}
