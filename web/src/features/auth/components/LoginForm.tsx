import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DOS_PASOS } from '../../../../../common/wire/dos-pasos';
import { textosCuentas } from '../../../i18n/es/cuentas';
import { ApiError } from '../../../lib/api-client';
import { iniciarSesion, pideSegundoPaso, reenviarConfirmacion } from '../api';

type Props = {
  emailInicial?: string;
  aviso?: string;
  /** opens '¿Olvidó su contraseña?' with the e-mail typed so far */
  onOlvido?: (email: string) => void;
  /** the password was right and a second step follows: the code, or an admin's set-up */
  onSegundoPaso?: (paso: SegundoPaso) => void;
};

export type SegundoPaso = { tipo: 'codigo' | 'configurar'; desafio: string };

/** 'Iniciar sesión': e-mail and password; on success the token is kept and the panel opens. */
export function LoginForm({ emailInicial = '', aviso, onOlvido, onSegundoPaso }: Props) {
  const navigate = useNavigate();
  const [email, setEmail] = useState(emailInicial);
  const [password, setPassword] = useState('');
  const [enviando, setEnviando] = useState(false);
  /** the server's refusal of a cuenta whose e-mail is not confirmed yet (403 `correo_sin_confirmar`) */
  const [sinConfirmar, setSinConfirmar] = useState<string | null>(null);
  const [reenviando, setReenviando] = useState(false);
  const id = useId();

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setEnviando(true);
    setSinConfirmar(null);
    try {
      await iniciarSesion(email, password);
      navigate('/panel/home');
    } catch (err) {
      // the client showed the server's message as a toast, unless a second step follows; an
      // unconfirmed e-mail also gets a way out
      if (err instanceof ApiError && err.code === 'correo_sin_confirmar') setSinConfirmar(err.message);
      setEnviando(false);
      if (pideSegundoPaso(err))
        onSegundoPaso?.({ tipo: err.code === DOS_PASOS ? 'codigo' : 'configurar', desafio: err.desafio });
    }
  };

  const reenviar = async () => {
    setReenviando(true);
    try {
      await reenviarConfirmacion(email);
    } catch {
      // the client showed the reason as a toast
    } finally {
      setReenviando(false);
    }
  };

  return (
    <form onSubmit={enviar} aria-labelledby={`${id}-titulo`} className="auth__form">
      <h2 id={`${id}-titulo`}>{textosCuentas.tituloLogin}</h2>
      {aviso && (
        <p className="auth__notice" role="status">
          {aviso}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-email`}>{textosCuentas.campos.email}</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{textosCuentas.campos.password}</label>
        <input
          id={`${id}-password`}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {sinConfirmar && (
        <div className="auth__notice" role="alert">
          <p>{sinConfirmar}</p>
          <button
            type="button"
            className="btn btn--small"
            onClick={reenviar}
            disabled={reenviando}
            aria-busy={reenviando}
          >
            {reenviando ? textosCuentas.confirmacion.reenviando : textosCuentas.confirmacion.reenviar}
          </button>
        </div>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={enviando} aria-busy={enviando}>
        {enviando ? textosCuentas.botones.entrando : textosCuentas.botones.entrar}
      </button>
      {onOlvido && (
        <button type="button" className="btn btn--ghost btn--block auth__olvido" onClick={() => onOlvido(email.trim())}>
          {textosCuentas.olvido.enlace}
        </button>
      )}
    </form>
  );
}
