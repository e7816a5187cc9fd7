import { type ChangeEvent, useState } from 'react';
import { storageUrl } from '../../../../../common/imagenes';
import type { Cuenta } from '../../../../../common/wire/cuentas';
import { textosPanel } from '../../../i18n/es/panel';
import { useCuentaActual } from '../../../lib/cuenta-actual';
import { imagenParaSubir, TIPOS_IMAGEN } from '../../../lib/reducirImagen';
import { toast } from '../../../lib/toast';
import { problemaImagen } from '../agenda';
import { subirImagen } from '../api';

const textos = textosPanel.perfil;
const FRANJAS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Slot 1 is `fotoperfil`, slots 2..9 are `foto1..foto8`. */
const clave = (u: Cuenta, franja: number) =>
  franja === 1 ? u.fotoperfil : u[`foto${franja - 1}` as `foto${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`];

/** The nine photo slots, each with its current picture and a file picker checked before sending. */
export function ImagenesPerfil() {
  const { user, setCuenta } = useCuentaActual();
  const [subiendo, setSubiendo] = useState<number | null>(null);

  const elegir = async (franja: number, e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const elegido = input.files?.[0];
    if (!elegido) return;
    setSubiendo(franja);
    // a phone's picture past 2 MB is made smaller here; one that cannot be is refused below
    const file = await imagenParaSubir(elegido);
    const problema = problemaImagen(file);
    if (problema) {
      toast.warning(problema);
      setSubiendo(null);
      input.value = '';
      return;
    }
    try {
      setCuenta(await subirImagen(franja, file));
    } catch {
      // the spec's error toast is already shown
    } finally {
      setSubiendo(null);
      input.value = '';
    }
  };

  return (
    <section className="fotos" aria-labelledby="fotos-title">
      <h3 id="fotos-title">{textos.imagenes}</h3>
      <p className="field__hint">{textos.imagenesTexto}</p>
      <ul className="fotos__grid">
        {FRANJAS.map((franja) => {
          const nombre = franja === 1 ? textos.imagenPerfil : textos.imagenGaleria(franja - 1);
          const key = clave(user, franja);
          const inputId = `foto-${franja}`;
          return (
            <li key={franja} className="fotos__slot" aria-busy={subiendo === franja}>
              {key ? (
                <img
                  src={storageUrl(key, 320)}
                  alt={textos.altImagen(nombre)}
                  loading="lazy"
                  width="160"
                  height="160"
                />
              ) : (
                <div className="fotos__empty">{textos.sinImagen}</div>
              )}
              <label htmlFor={inputId} className="btn btn--small fotos__pick">
                {nombre}
              </label>
              <input
                id={inputId}
                className="sr-only"
                type="file"
                accept={TIPOS_IMAGEN.join(',')}
                disabled={subiendo !== null}
                onChange={(e) => elegir(franja, e)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
