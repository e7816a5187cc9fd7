/** Whether the browser believes it is online, as a React value that follows the `online`/`offline` events. */
import { useEffect, useRef, useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** Calls `cb` (the latest one given) each time the connection comes back: screens re-read their data. */
export function useOnReconnect(cb: () => void) {
  const latest = useRef(cb);
  useEffect(() => {
    latest.current = cb;
  });
  useEffect(() => {
    const on = () => latest.current();
    window.addEventListener('online', on);
    return () => window.removeEventListener('online', on);
  }, []);
}
