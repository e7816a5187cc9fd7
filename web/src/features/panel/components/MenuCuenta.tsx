import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { textosCorreo } from '../../../i18n/es/correo';
import { textosDosPasos } from '../../../i18n/es/dos-pasos';
import { textosPanel } from '../../../i18n/es/panel';
import { useAlCambiarDeRuta } from '../../../lib/useAlCambiarDeRuta';
import { ClaveModal } from './ClaveModal';
import { CorreoModal } from './CorreoModal';
import { DosPasosModal } from './DosPasosModal';
import { LogoutButton } from './LogoutButton';

const textos = textosPanel.shell;

type Modal = 'clave' | 'dosPasos' | 'correo';

/** One of the account's actions: its icon beside its words. */
function Accion({ texto, onClick, children }: { texto: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="btn btn--small panel__accion" onClick={onClick}>
      <svg className="panel__icono" aria-hidden="true" focusable="false" viewBox="0 0 24 24">
        {children}
      </svg>
      <span>{texto}</span>
    </button>
  );
}

/**
 * The account's actions (password, two steps, e-mail, sign out) behind 'Mi cuenta' in the top bar,
 * as account menus usually are: four buttons in a row left the title two letters on a 360 px phone
 * and cut the name on a laptop. The menu closes on Escape (focus back on its button), a click
 * outside, a choice or a new screen.
 */
export function MenuCuenta({ email }: { email: string }) {
  const [abierto, setAbierto] = useState(false);
  const [modal, setModal] = useState<Modal | null>(null);
  const boton = useRef<HTMLButtonElement>(null);
  const caja = useRef<HTMLDivElement>(null);
  const id = useId();
  // a new screen closes the menu
  useAlCambiarDeRuta(() => setAbierto(false));
  useEffect(() => {
    if (!abierto) return;
    const tecla = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setAbierto(false);
      boton.current?.focus();
    };
    const fuera = (e: PointerEvent) => {
      if (!caja.current?.contains(e.target as Node)) setAbierto(false);
    };
    document.addEventListener('keydown', tecla);
    document.addEventListener('pointerdown', fuera);
    return () => {
      document.removeEventListener('keydown', tecla);
      document.removeEventListener('pointerdown', fuera);
    };
  }, [abierto]);

  const abrir = (m: Modal) => {
    // the dialog gives the focus back to what had it: the menu's button, not a hidden action
    boton.current?.focus();
    setAbierto(false);
    setModal(m);
  };
  const cerrar = () => setModal(null);

  return (
    <div className="panel__cuenta" ref={caja}>
      <button
        ref={boton}
        type="button"
        className="btn btn--icon panel__cuenta-boton"
        aria-expanded={abierto}
        aria-controls={id}
        aria-label={textos.cuenta}
        onClick={() => setAbierto((a) => !a)}
      >
        <svg className="panel__icono" aria-hidden="true" focusable="false" viewBox="0 0 24 24">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
        </svg>
      </button>
      <div id={id} className="panel__acciones" hidden={!abierto}>
        <Accion texto={textos.cambiarClave} onClick={() => abrir('clave')}>
          <circle cx="7.5" cy="15.5" r="4.5" />
          <path d="m10.7 12.3 9.8-9.8M16 7l3 3M18.5 4.5l2 2" />
        </Accion>
        <Accion texto={textosDosPasos.panel.boton} onClick={() => abrir('dosPasos')}>
          <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z" />
          <path d="m9 12 2 2 4-4" />
        </Accion>
        <Accion texto={textosCorreo.abrir} onClick={() => abrir('correo')}>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
        </Accion>
        <LogoutButton />
      </div>
      <ClaveModal open={modal === 'clave'} onClose={cerrar} />
      <DosPasosModal open={modal === 'dosPasos'} onClose={cerrar} />
      <CorreoModal open={modal === 'correo'} onClose={cerrar} actual={email} />
    </div>
  );
}
