import { lazy, Suspense, useState } from 'react';
import { useStoreUi } from '../store';

const CartPanel = lazy(() => import('./CartPanel').then((m) => ({ default: m.CartPanel })));
const CheckoutModal = lazy(() => import('./CheckoutModal').then((m) => ({ default: m.CheckoutModal })));

/**
 * The cart panel and the checkout, in their own chunk loaded the first time the buyer opens
 * either (the store's first paint does not wait for them); mounted from then on, so they keep
 * their state between openings.
 */
export function CompraDiferida() {
  const pedida = useStoreUi((s) => s.carritoAbierto || s.checkoutAbierto);
  const [montada, setMontada] = useState(pedida);
  if (pedida && !montada) setMontada(true);
  if (!montada) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
      <CheckoutModal />
    </Suspense>
  );
}
