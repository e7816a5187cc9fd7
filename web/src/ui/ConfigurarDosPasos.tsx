import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import type { ConfiguracionDosPasos } from '../../../common/wire/dos-pasos';
import { textosDosPasos } from '../i18n/es/dos-pasos';
import { ApiError, showError } from '../lib/api-client';
import { CampoCodigo } from './CampoCodigo';
import { CodigosRecuperacion } from './CodigosRecuperacion';
import { Loading } from './States';
import './dos-pasos.css';

const CodigoQr = lazy(() => import('./CodigoQr'));
const textos = textosDosPasos.configurar;

type Props = {
  /** asks the server for a new secret (at sign-in with the desafío, or from the panel) */
  pedir: () => Promise<ConfiguracionDosPasos>;
  /** confirms it with the first code; answers the ten recovery codes */
  confirmar: (codigo: string) => Promise<string[]>;
  /** after the codes were shown */
  onListo: () => void;
  /** an admin's: she cannot enter without it */
  obligatoria?: boolean;
};

/** Two-step set-up: the QR code (its library loaded only here), the secret as text, the first code, the recovery codes. */
export function ConfigurarDosPasos({ pedir, confirmar, onListo, obligatoria }: Props) {
  const [conf, setConf] = useState<ConfiguracionDosPasos | null>(null);
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string>();
  const [enviando, setEnviando] = useState(false);
  const [codigos, setCodigos] = useState<string[] | null>(null);
  const id = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: one secret per opening
  useEffect(() => {
    pedir().then(setConf, () => {});
  }, []);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(codigo.replace(/\s/g, ''))) {
      setError(textosDosPasos.codigo.vacio);
      return;
    }
    setEnviando(true);
    setError(undefined);
    try {
      setCodigos(await confirmar(codigo.replace(/\s/g, '')));
    } catch (err) {
      if (err instanceof ApiError && err.errors?.codigo) setError(err.errors.codigo.join(' '));
      else showError(err);
    } finally {
      setEnviando(false);
    }
  };

  if (codigos) return <CodigosRecuperacion codigos={codigos} onListo={onListo} />;
  return (
    <form onSubmit={enviar} noValidate aria-labelledby={`${id}-titulo`} className="dos-pasos">
      <h2 id={`${id}-titulo`}>{textos.titulo}</h2>
      <p className="muted">{obligatoria ? textos.introObligatoria : textos.intro}</p>
      {!conf ? (
        <Loading label={textos.cargando} />
      ) : (
        <>
          <p>{textos.paso1}</p>
          <Suspense fallback={<div className="qr qr--cargando" />}>
            <CodigoQr valor={conf.uri} etiqueta={textos.qr} />
          </Suspense>
          <p>{textos.paso2}</p>
          <p className="dos-pasos__secreto">
            <code>{conf.secreto.match(/.{1,4}/g)?.join(' ')}</code>
          </p>
          <p>{textos.paso3}</p>
          <CampoCodigo
            id={`${id}-codigo`}
            label={textosDosPasos.codigo.campo}
            value={codigo}
            onChange={setCodigo}
            error={error}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={enviando} aria-busy={enviando}>
            {enviando ? textos.confirmando : textos.confirmar}
          </button>
        </>
      )}
    </form>
  );
}
