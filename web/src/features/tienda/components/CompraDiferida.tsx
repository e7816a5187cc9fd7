import { lazy, Suspense, useState } from 'react';
import { useTiendaUi } from '../store';

const CarritoPanel = lazy(() => import('./CarritoPanel').then((m) => ({ default: m.CarritoPanel })));
const CompraModal = lazy(() => import('./CompraModal').then((m) => ({ default: m.CompraModal })));

/**
 * The cart panel and the checkout, in their own chunk loaded the first time the buyer opens
 * either (the store's first paint does not wait for them); mounted from then on, so they keep
 * their state between openings.
 */
export function CompraDiferida() {
  const pedida = useTiendaUi((s) => s.carritoAbierto || s.compraAbierta);
  const [montada, setMontada] = useState(pedida);
  if (pedida && !montada) setMontada(true);
  if (!montada) return null;
  return (
    <Suspense fallback={null}>
      <CarritoPanel />
      <CompraModal />
    </Suspense>
  );
}
