import { type ReactNode, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { textosComun } from '../i18n/es/comun';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'sheet' fills a phone screen; 'dialog' is centred */
  variant?: 'dialog' | 'sheet';
  wide?: boolean;
};

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

const sinSuscripcion = () => () => {};

/**
 * True in the browser, false on the server and while the browser hydrates the server's HTML
 * (then true on the render right after): a portal cannot be drawn on the server, and the
 * hydrated tree must match what the server drew.
 */
const useEnNavegador = () =>
  useSyncExternalStore(
    sinSuscripcion,
    () => true,
    () => false,
  );

/**
 * An accessible modal: labelled, focus moved in and trapped, Escape closes, focus restored, the
 * page's scroll locked. Drawn through a portal as a child of document.body, so no stacking
 * context of the page (a sticky bar, the sticky header) can cover it; nothing on the server.
 */
export function Modal({ open, title, onClose, children, variant = 'dialog', wide }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const enNavegador = useEnNavegador();
  const visible = open && enNavegador;

  useEffect(() => {
    if (!visible) return;
    const previous = document.activeElement as HTMLElement | null;
    const node = ref.current;
    const first = node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onCloseRef.current();
      }
      if (e.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const [a, z] = [items[0], items[items.length - 1]];
      if (e.shiftKey && document.activeElement === a) {
        e.preventDefault();
        z.focus();
      } else if (!e.shiftKey && document.activeElement === z) {
        e.preventDefault();
        a.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [visible]);

  if (!visible) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; keyboard users close with Escape or the button
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={`modal modal--${variant}${wide ? ' modal--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="btn btn--icon" onClick={onClose} aria-label={textosComun.acciones.cerrar}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
