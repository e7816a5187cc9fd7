import { useEffect, useState } from 'react';
import { alCargarSonner, cargarSonner } from '../lib/toast';

type Sonner = typeof import('sonner');

/** When the page has loaded and the browser is idle (the screen's own chunks and data go first). */
function enReposo(hacer: () => void) {
  let cancelado = false;
  const siSigue = () => !cancelado && hacer();
  const luego = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(siSigue, { timeout: 3000 });
    else setTimeout(siSigue, 1000);
  };
  if (document.readyState === 'complete') luego();
  else window.addEventListener('load', luego, { once: true });
  return () => {
    cancelado = true;
    window.removeEventListener('load', luego);
  };
}

/**
 * The toasts' container (sonner's `<Toaster>`), mounted once sonner is loaded: by the first toast
 * (lib/toast queues it meanwhile) or, so a toast asked for offline still shows, when the page is idle.
 */
export function Avisos() {
  const [modulo, setModulo] = useState<Sonner>();
  useEffect(() => {
    const dejarDeOir = alCargarSonner(setModulo);
    const dejarReposo = enReposo(() => cargarSonner().catch(() => {}));
    return () => {
      dejarDeOir();
      dejarReposo();
    };
  }, []);
  if (!modulo) return null;
  // below the sticky header (64 px on the public pages, less in the panel), never over it
  const bajoLaCabecera = { top: 76 };
  return (
    <modulo.Toaster
      position="top-right"
      offset={bajoLaCabecera}
      mobileOffset={bajoLaCabecera}
      duration={5000}
      richColors
      closeButton
    />
  );
}
