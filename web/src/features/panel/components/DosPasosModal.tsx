import { type FormEvent, useEffect, useId, useState } from 'react';
import type { EstadoDosPasos } from '../../../../../common/wire/dos-pasos';
import { textosDosPasos } from '../../../i18n/es/dos-pasos';
import { CampoClave } from '../../../ui/CampoClave';
import { CampoCodigo } from '../../../ui/CampoCodigo';
import { CodigosRecuperacion } from '../../../ui/CodigosRecuperacion';
import { ConfigurarDosPasos } from '../../../ui/ConfigurarDosPasos';
import { Modal } from '../../../ui/Modal';
import { Loading } from '../../../ui/States';
import {
  activarDosPasos,
  configurarDosPasos,
  desactivarDosPasos,
  estadoDosPasos,
  nuevosCodigos,
} from '../dos-pasos-api';

const textos = textosDosPasos.panel;
type Vista = 'estado' | 'configurar' | 'codigos';

/** 'Dos pasos': its state; a profesional turns it on (QR) or off (password + code); anyone regenerates codes. */
export function DosPasosModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [estado, setEstado] = useState<EstadoDosPasos | null>(null);
  const [vista, setVista] = useState<Vista>('estado');
  const [codigos, setCodigos] = useState<string[]>([]);
  const [codigo, setCodigo] = useState('');
  const [codigoApagar, setCodigoApagar] = useState('');
  const [password, setPassword] = useState('');
  const id = useId();

  const leer = () => estadoDosPasos().then(setEstado, () => {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: read on every opening; nothing typed is kept
  useEffect(() => {
    if (!open) return;
    setVista('estado');
    setCodigo('');
    setCodigoApagar('');
    setPassword('');
    setEstado(null);
    leer();
  }, [open]);

  const regenerar = async (e: FormEvent) => {
    e.preventDefault();
    setCodigos(await nuevosCodigos(codigo).catch(() => []));
    setCodigo('');
  };
  const desactivar = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await desactivarDosPasos(password, codigoApagar);
      setPassword('');
      setCodigoApagar('');
      await leer();
    } catch {
      // the client showed why
    }
  };

  const contenido = () => {
    if (codigos.length)
      return (
        <CodigosRecuperacion
          codigos={codigos}
          onListo={() => {
            setCodigos([]);
            setVista('estado');
            leer();
          }}
        />
      );
    if (vista === 'configurar')
      return (
        <ConfigurarDosPasos
          pedir={configurarDosPasos}
          confirmar={activarDosPasos}
          onListo={() => {
            setVista('estado');
            leer();
          }}
        />
      );
    if (!estado) return <Loading />;
    if (!estado.activo)
      return (
        <>
          <p>{textos.inactiva}</p>
          <button type="button" className="btn btn--primary" onClick={() => setVista('configurar')}>
            {textos.activar}
          </button>
        </>
      );
    return (
      <>
        <p>
          {textos.activa} {estado.obligatorio && textos.obligatoria} {textos.restantes(estado.recuperacion_restantes)}
        </p>
        <form onSubmit={regenerar} className="dos-pasos">
          <p className="muted">{textos.regenerarAyuda}</p>
          <CampoCodigo id={`${id}-regenerar`} label={textos.codigo} value={codigo} onChange={setCodigo} />
          <button type="submit" className="btn">
            {textos.regenerar}
          </button>
        </form>
        {!estado.obligatorio && (
          <form onSubmit={desactivar} className="dos-pasos">
            <p className="muted">{textos.desactivarAyuda}</p>
            <CampoClave
              id={`${id}-password`}
              name="password"
              nueva={false}
              label={textos.password}
              value={password}
              onChange={setPassword}
            />
            <CampoCodigo
              id={`${id}-desactivar`}
              label={textos.codigo}
              value={codigoApagar}
              onChange={setCodigoApagar}
              recuperacion
            />
            <button type="submit" className="btn btn--danger">
              {textos.desactivar}
            </button>
          </form>
        )}
      </>
    );
  };

  return (
    <Modal open={open} title={textos.titulo} onClose={onClose}>
      {contenido()}
    </Modal>
  );
}
