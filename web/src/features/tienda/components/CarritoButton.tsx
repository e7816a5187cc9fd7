import { lazy, Suspense } from 'react';
import { BotonCarrito } from './BotonCarrito';

/**
 * The count reads the cart in IndexedDB: its code (Dexie) loads once the page has painted, not
 * before (issue 11: the store's first load); until then the button shows no count.
 */
const ConCuenta = lazy(() => import('./CarritoButtonCount'));

/** The cart icon with its count (products in the cart); opens the cart panel. */
export function CarritoButton() {
  return (
    <Suspense fallback={<BotonCarrito n={undefined} />}>
      <ConCuenta />
    </Suspense>
  );
}
