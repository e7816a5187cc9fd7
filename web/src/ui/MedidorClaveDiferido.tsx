import { lazy, Suspense } from 'react';

const MedidorClave = lazy(() => import('./MedidorClave'));

/** The password meter, fetched only once something is typed (its chunk never loads otherwise). */
export function MedidorClaveDiferido({ clave, id }: { clave: string; id: string }) {
  if (!clave) return null;
  return (
    <Suspense fallback={null}>
      <MedidorClave clave={clave} id={id} />
    </Suspense>
  );
}
