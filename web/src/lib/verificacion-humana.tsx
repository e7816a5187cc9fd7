/**
 * The human check the server asks for with a 428 `verificacion_humana` (a step-up after a soft
 * threshold: failed sign-ins, many registrations, citas or comentarios from one network or e-mail).
 * Loaded by the API client only then: it shows a modal with Cloudflare Turnstile's widget (its
 * script, too, is fetched only now) or, when the server checks with its local stand-in (no site
 * key), a button that fills Turnstile's dummy token; then the request goes again with the token.
 */
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CAMPO_TURNSTILE, TOKEN_DE_PRUEBA } from '../../../common/verificacion';
import { textosVerificacion as t } from '../i18n/es/verificacion';
import { Modal } from '../ui/Modal';

export const TURNSTILE_API = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

type Turnstile = {
  render(el: HTMLElement, o: { sitekey: string; callback: (token: string) => void; language?: string }): string;
  remove(id: string): void;
};
declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let script: Promise<Turnstile> | undefined;
/** Turnstile's script, once per page. */
function cargarTurnstile(): Promise<Turnstile> {
  script ??= new Promise<Turnstile>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = TURNSTILE_API;
    s.async = true;
    s.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('turnstile')));
    s.onerror = () => {
      script = undefined;
      reject(new Error('turnstile'));
    };
    document.head.append(s);
  });
  return script;
}

type Props = { sitekey: string; onToken: (token: string) => void; onCancel: () => void };

/** The modal: Turnstile's widget, or the local stand-in's button. */
export function VerificacionHumana({ sitekey, onToken, onCancel }: Props) {
  const widget = useRef<HTMLDivElement>(null);
  const [estado, setEstado] = useState<'cargando' | 'listo' | 'error'>(sitekey ? 'cargando' : 'listo');

  useEffect(() => {
    if (!sitekey) return;
    let vivo = true;
    let id: string | undefined;
    cargarTurnstile().then(
      (turnstile) => {
        if (!vivo || !widget.current) return;
        id = turnstile.render(widget.current, { sitekey, callback: onToken, language: 'es' });
        setEstado('listo');
      },
      () => vivo && setEstado('error'),
    );
    return () => {
      vivo = false;
      if (id) window.turnstile?.remove(id);
    };
  }, [sitekey, onToken]);

  return (
    <Modal open title={t.titulo} onClose={onCancel}>
      <p>{t.explicacion}</p>
      {estado === 'cargando' && <p role="status">{t.cargando}</p>}
      {estado === 'error' && <p role="alert">{t.errorCarga}</p>}
      {sitekey ? (
        <div ref={widget} className="verificacion__widget" />
      ) : (
        <>
          <p className="verificacion__nota">{t.pruebaNota}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={() => onToken(TOKEN_DE_PRUEBA)}>
            {t.prueba}
          </button>
        </>
      )}
    </Modal>
  );
}

/** Shows the modal until a token arrives (answered) or the person closes it (null). */
export function pedirToken(sitekey: string): Promise<string | null> {
  return new Promise((resolve) => {
    const nodo = document.createElement('div');
    document.body.append(nodo);
    const root = createRoot(nodo);
    const fin = (token: string | null) => {
      root.unmount();
      nodo.remove();
      resolve(token);
    };
    root.render(<VerificacionHumana sitekey={sitekey} onToken={fin} onCancel={() => fin(null)} />);
  });
}

/** A request body carrying the token in Turnstile's own field (a copy: the caller's stays as it was). */
export function conToken(
  body: Record<string, unknown> | FormData | undefined,
  token: string,
): Record<string, unknown> | FormData {
  if (!(body instanceof FormData)) return { ...body, [CAMPO_TURNSTILE]: token };
  const copia = new FormData();
  for (const [k, v] of body) copia.append(k, v);
  copia.set(CAMPO_TURNSTILE, token);
  return copia;
}
