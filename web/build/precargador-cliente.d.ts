/** web/build/precargador-cliente.js: Vite's `__vitePreload(() => import(...), deps)`. */
export function __vitePreload<T>(cargar: () => Promise<T>, deps?: string[]): Promise<T>;
