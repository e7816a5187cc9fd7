import { useEffect, useState } from 'react';
import { alCargarSonner, cargarSonner } from '../lib/toast';

type Sonner = typeof import('sonner');

/**
 * Loads sonner on the person's first action (a click, a form sent), which is what most toasts
 * answer, so the toast that follows it needs no download; a toast asked for before that loads it
 * itself (lib/toast queues it meanwhile). Not at idle: a visit that only reads loads no toasts.
 */
function alPrimerGesto(hacer: () => void) {
  const eventos = ['click', 'submit'] as const;
  const una = () => {
    quitar();
    hacer();
  };
  const quitar = () => {
    for (const e of eventos) document.removeEventListener(e, una, true);
  };
  for (const e of eventos) document.addEventListener(e, una, { capture: true, passive: true });
  return quitar;
}

/**
 * The toasts' container (sonner's `<Toaster>`), mounted once sonner is loaded. The polite live
 * region that holds it is on the page from the first paint (the Worker's drawing included), so
 * a screen reader announces the first toast too: a live region made with its first message is
 * often not read.
 */
export function Avisos() {
  const [modulo, setModulo] = useState<Sonner>();
  useEffect(() => {
    const dejarDeOir = alCargarSonner(setModulo);
    const dejarDeEsperar = alPrimerGesto(() => cargarSonner().catch(() => {}));
    return () => {
      dejarDeOir();
      dejarDeEsperar();
    };
  }, []);
  // below the sticky header (64 px on the public pages, less in the panel), never over it
  const bajoLaCabecera = { top: 76 };
  return (
    <div className="avisos" aria-live="polite" aria-relevant="additions text">
      {modulo && (
        <modulo.Toaster
          position="top-right"
          offset={bajoLaCabecera}
          mobileOffset={bajoLaCabecera}
          duration={5000}
          richColors
          closeButton
        />
      )}
    </div>
  );
}
