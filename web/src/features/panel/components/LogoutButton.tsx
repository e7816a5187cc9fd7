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
    <button type="button" className="btn btn--small panel__logout" onClick={onClick} disabled={busy} aria-busy={busy}>
      {busy ? textos.cerrandoSesion : textos.cerrarSesion}
    </button>
  );
}
