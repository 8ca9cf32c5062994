import { useEffect, useState } from 'react';

/**
 * False until the browser has painted once since the component mounted: for heavy work (a big
 * lazily loaded chunk) that should not hold back the first paint of what is already there.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before a paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
