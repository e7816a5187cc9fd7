import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { textosDosPasos } from '../../../i18n/es/dos-pasos';
import { ApiError, showError } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';
import { CampoCodigo } from '../../../ui/CampoCodigo';
import { entrarConCodigo } from '../api';

const textos = textosDosPasos.codigo;

type Props = {
  desafio: string;
  /** back to the password (the desafío expired or was spent: `aviso` says so) */
  onVolver: (aviso?: string) => void;
};

/** The sign-in's second step: the app's six digits, or one recovery code; then the panel opens. */
export function CodigoForm({ desafio, onVolver }: Props) {
  const navigate = useNavigate();
  const [recuperacion, setRecuperacion] = useState(false);
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string>();
  const [enviando, setEnviando] = useState(false);
  const id = useId();

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!codigo.trim()) {
      setError(textos.vacio);
      return;
    }
    setEnviando(true);
    setError(undefined);
    try {
      const { succes } = await entrarConCodigo(desafio, codigo);
      setToken(succes);
      navigate('/panel/home');
    } catch (err) {
      setEnviando(false);
      if (err instanceof ApiError && err.errors?.desafio) onVolver(err.errors.desafio.join(' '));
      else if (err instanceof ApiError && err.errors?.codigo) setError(err.errors.codigo.join(' '));
      else showError(err);
    }
  };

  const cambiar = () => {
    setRecuperacion((r) => !r);
    setCodigo('');
    setError(undefined);
  };

  return (
    <form onSubmit={enviar} noValidate aria-labelledby={`${id}-titulo`} className="auth__form dos-pasos">
      <h2 id={`${id}-titulo`}>{textos.titulo}</h2>
      <p className="muted">{recuperacion ? textos.introRecuperacion : textos.intro}</p>
      <CampoCodigo
        key={String(recuperacion)}
        id={`${id}-codigo`}
        label={recuperacion ? textos.campoRecuperacion : textos.campo}
        recuperacion={recuperacion}
        value={codigo}
        onChange={setCodigo}
        error={error}
        autoFocus
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={enviando} aria-busy={enviando}>
        {enviando ? textos.entrando : textos.entrar}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={cambiar}>
        {recuperacion ? textos.usarApp : textos.usarRecuperacion}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={() => onVolver()}>
        {textos.volver}
      </button>
    </form>
  );
}
