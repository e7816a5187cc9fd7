import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Draws `children` once their place comes within a screen of the viewport (the bottom of a long
 * page: its code and data load when the person scrolls towards it, not with the first screen);
 * until then an empty marker holds the place. Drawn a screen ahead, it is there before it shows,
 * and nothing on view moves. Without IntersectionObserver, at once.
 */
export function AlAcercarse({ children }: { children: ReactNode }) {
  const marca = useRef<HTMLDivElement>(null);
  const [cerca, setCerca] = useState(false);
  useEffect(() => {
    const el = marca.current;
    if (!el || typeof IntersectionObserver !== 'function') {
      setCerca(true);
      return;
    }
    const observador = new IntersectionObserver(
      (entradas) => {
        if (!entradas.some((e) => e.isIntersecting)) return;
        observador.disconnect();
        setCerca(true);
      },
      { rootMargin: '100% 0px' },
    );
    observador.observe(el);
    return () => observador.disconnect();
  }, []);
  return cerca ? children : <div ref={marca} />;
}
