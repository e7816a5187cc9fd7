import { type ChangeEvent, useState } from 'react';
import { storageUrl } from '../../../../../common/imagenes';
import { textosConfig } from '../../../i18n/es/config';
import { imagenParaSubir } from '../../../lib/reducirImagen';
import { toast } from '../../../lib/toast';
import { useLoad } from '../../../lib/useLoad';
import { Loading } from '../../../ui/States';
import { leerFondo, subirFondo } from '../config-api';
import { problemaFondo } from '../logic';

const textos = textosConfig.fondo;

/** Fondo: the home page's current background and 'Subir foto' (JPEG/PNG ≤ 2 MB, checked before sending). */
export function FondoSection() {
  const leido = useLoad((signal) => leerFondo({ signal }), [], { alReconectar: false });
  const { setData } = leido;
  /** undefined while the first read is on its way; null: no background (or the read failed) */
  const fondo = leido.data !== undefined ? leido.data : leido.error ? null : undefined;
  const [problema, setProblema] = useState<string | null>(null);
  const [subiendo, setSubiendo] = useState(false);

  const elegir = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const elegido = input.files?.[0];
    // past 2 MB it is made smaller here, as a JPEG (the background takes JPEG or PNG)
    const file =
      elegido && elegido.type !== 'image/webp' ? await imagenParaSubir(elegido, { salida: 'image/jpeg' }) : elegido;
    const p = problemaFondo(file);
    setProblema(p);
    if (p || !file) {
      toast.error(p ?? textos.ninguno);
      input.value = '';
      return;
    }
    setSubiendo(true);
    try {
      const nuevo = await subirFondo(file);
      setData(() => nuevo);
    } catch {
      // the client showed the error toast
    } finally {
      setSubiendo(false);
      input.value = '';
    }
  };

  return (
    <section className="admin-section card" aria-labelledby="fondo-titulo">
      <h2 id="fondo-titulo">{textos.titulo}</h2>
      {fondo === undefined ? (
        <Loading />
      ) : fondo ? (
        <img className="admin-fondo" src={storageUrl(fondo.fondo)} alt={textos.actual} />
      ) : (
        <p className="muted">{textos.sinFondo}</p>
      )}
      <div className="field admin-upload">
        <label htmlFor="fondo-archivo">{textos.subir}</label>
        <input
          id="fondo-archivo"
          type="file"
          accept="image/jpeg,image/png"
          disabled={subiendo}
          aria-describedby="fondo-ayuda fondo-error"
          onChange={elegir}
        />
        <p id="fondo-ayuda" className="field__hint">
          {textos.ayuda}
        </p>
        <p id="fondo-error" className="field__error" role="alert">
          {problema ?? ''}
        </p>
      </div>
    </section>
  );
}
