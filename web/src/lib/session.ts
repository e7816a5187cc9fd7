/** The session token lives under the browser storage key `token`, as specified. */
const KEY = 'token';
const listeners = new Set<() => void>();

export const getToken = (): string | null => {
  try {
    const v = localStorage.getItem(KEY);
    return v && v !== 'null' && v !== 'undefined' ? v : null;
  } catch {
    return null;
  }
};

export const setToken = (token: string) => {
  localStorage.setItem(KEY, token);
  for (const l of listeners) l();
};

export const clearToken = () => {
  localStorage.removeItem(KEY);
  for (const l of listeners) l();
};

/** Subscribe to login/logout in this tab (for useSyncExternalStore). */
export const onTokenChange = (listener: () => void) => {
  listeners.add(listener);
  const storage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', storage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', storage);
  };
};
