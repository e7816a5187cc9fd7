import { textosAdmin } from '../../../i18n/es/admin';
import { Icono } from './Icono';

const textos = textosAdmin.comun;

/**
 * A row's 'Editar' button, named after the row ('Editar Genfar'); `texto` and `etiqueta` name
 * another edit of the same row ('Editar textos' / 'Editar textos de Genfar').
 */
export function BotonEditar({
  nombre,
  onClick,
  texto = textos.editar,
  etiqueta = textos.editarDe,
}: {
  nombre: string;
  onClick: () => void;
  texto?: string;
  etiqueta?: (nombre: string) => string;
}) {
  return (
    <button type="button" className="btn btn--small" aria-label={etiqueta(nombre)} onClick={onClick}>
      <Icono nombre="editar" /> {texto}
    </button>
  );
}

/** A row's 'Eliminar' button, named after the row ('Eliminar Genfar'); it only asks (see useBorrado). */
export function BotonEliminar({
  nombre,
  onClick,
  icono = true,
}: {
  nombre: string;
  onClick: () => void;
  icono?: boolean;
}) {
  return (
    <button
      type="button"
      className="btn btn--small admin-danger"
      aria-label={textos.eliminarDe(nombre)}
      onClick={onClick}
    >
      {icono && (
        <>
          <Icono nombre="eliminar" />{' '}
        </>
      )}
      {textos.eliminar}
    </button>
  );
}
