import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { textosPanel } from '../../../i18n/es/panel';
import { cerrarSesion } from '../api';

const textos = textosPanel.shell;

/** Ends the session on the server, forgets the token and any data kept for offline use, goes home. */
export function LogoutButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    await cerrarSesion();
    navigate('/', { replace: true });
  };
  return (
    <button type="button" className="btn btn--small panel__accion" onClick={onClick} disabled={busy} aria-busy={busy}>
      <svg className="panel__icono" aria-hidden="true" focusable="false" viewBox="0 0 24 24">
        <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" />
      </svg>
      <span>{busy ? textos.cerrandoSesion : textos.cerrarSesion}</span>
    </button>
  );
}
