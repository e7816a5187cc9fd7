import { type ChangeEvent, useState } from 'react';
import { storageUrl } from '../../../../../common/imagenes';
import { t } from '../../../i18n/es';
import { type CurrentUser, useCurrentUser } from '../../../lib/current-user';
import { toast } from '../../../lib/toast';
import { problemaFoto, TIPOS_IMAGEN } from '../agenda';
import { subirFoto } from '../api';

const T = t.panel.perfil;
const SLOTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Slot 1 is `fotoperfil`, slots 2..9 are `foto1..foto8`. */
const clave = (u: CurrentUser, slot: number) =>
  slot === 1 ? u.fotoperfil : u[`foto${slot - 1}` as `foto${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`];

/** The nine photo slots, each with its current picture and a file picker checked before sending. */
export function FotosPerfil() {
  const { user, setUser } = useCurrentUser();
  const [subiendo, setSubiendo] = useState<number | null>(null);

  const elegir = async (slot: number, e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problema = problemaFoto(file);
    if (problema) {
      toast.warning(problema);
      input.value = '';
      return;
    }
    setSubiendo(slot);
    try {
      setUser(await subirFoto(slot, file));
    } catch {
      // the spec's error toast is already shown
    } finally {
      setSubiendo(null);
      input.value = '';
    }
  };

  return (
    <section className="fotos" aria-labelledby="fotos-title">
      <h3 id="fotos-title">{T.fotos}</h3>
      <p className="field__hint">{T.fotosTexto}</p>
      <ul className="fotos__grid">
        {SLOTS.map((slot) => {
          const nombre = slot === 1 ? T.fotoPerfil : T.fotoGaleria(slot - 1);
          const key = clave(user, slot);
          const inputId = `foto-${slot}`;
          return (
            <li key={slot} className="fotos__slot" aria-busy={subiendo === slot}>
              {key ? (
                <img src={storageUrl(key, 320)} alt={T.altFoto(nombre)} loading="lazy" width="160" height="160" />
              ) : (
                <div className="fotos__empty">{T.sinFoto}</div>
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
                onChange={(e) => elegir(slot, e)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
