import { useEffect, useState } from 'react';

/**
 * The current time, renewed at the turn of each minute (the agenda's time line, today's counts).
 * A device that slept catches up on its next tick.
 */
export function useAhora(): Date {
  const [ahora, setAhora] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const programar = () => {
      const resto = 60_000 - (Date.now() % 60_000);
      timer = setTimeout(() => {
        setAhora(new Date());
        programar();
      }, resto);
    };
    programar();
    return () => clearTimeout(timer);
  }, []);
  return ahora;
}
