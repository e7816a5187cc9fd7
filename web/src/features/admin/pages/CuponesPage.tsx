import { useCallback, useState } from 'react';
import { cop } from '../../../../../common/dinero';
import { fechaCorta } from '../../../../../common/fechas';
import type { Cupon } from '../../../../../common/wire/cupones';
import { textosCupones } from '../../../i18n/es/cupones';
import { useLista } from '../../../lib/useLista';
import { CuponModal } from '../components/CuponModal';
import { Encabezado } from '../components/Encabezado';
import { EstadoLista } from '../components/EstadoLista';
import { TablaAdmin } from '../components/TablaAdmin';
import { cambiarCupon, listarCupones } from '../cupones-api';
import '../admin.css';

const textos = textosCupones.admin;
const columnas = textos.columnas;

const descuento = (c: Cupon) => (c.tipo === 'porcentaje' ? textos.porcentaje(c.valor) : cop(c.valor));
function vigencia(c: Cupon) {
  if (c.desde && c.hasta) return textos.entre(fechaCorta(c.desde), fechaCorta(c.hasta));
  if (c.desde) return textos.desde(fechaCorta(c.desde));
  if (c.hasta) return textos.hasta(fechaCorta(c.hasta));
  return textos.sinFechas;
}

/**
 * `/panel/ecomerce/cupones`: the discount codes with their rules and uses (those that count now,
 * and the paid ones); create, edit, activate or deactivate. On a phone each row is a card.
 */
export default function CuponesPage() {
  const lista = useLista(listarCupones);
  const [abierto, setAbierto] = useState<Cupon | 'nuevo' | null>(null);
  const cerrar = useCallback(() => setAbierto(null), []);
  const alternar = (c: Cupon) =>
    cambiarCupon({ id: c.id, activo: c.activo === 1 ? 0 : 1 }).then(lista.reemplazar, () => {});

  return (
    <div className="admin">
      <Encabezado titulo={textos.titulo}>
        <button type="button" className="btn btn--primary" onClick={() => setAbierto('nuevo')}>
          {textos.crear}
        </button>
      </Encabezado>
      <section className="admin-section" aria-labelledby="cupones-titulo">
        <h2 id="cupones-titulo">{textos.lista}</h2>
        <EstadoLista filas={lista.filas} fallo={lista.fallo} recargar={lista.reload} vacio={textos.vacio}>
          <TablaAdmin
            className="admin-cupones"
            filas={lista.filas ?? []}
            columnas={[
              { titulo: columnas.codigo, celda: (c) => <strong>{c.codigo}</strong> },
              { titulo: columnas.descuento, celda: descuento },
              { titulo: columnas.minimo, celda: (c) => (c.minimo ? cop(c.minimo) : textos.sinMinimo) },
              { titulo: columnas.vigencia, celda: vigencia },
              {
                titulo: columnas.usos,
                celda: (c) => (
                  <>
                    {textos.usos(c.usos, c.usos_total)}
                    <br />
                    <span className="muted">{textos.pagados(c.usos_pagados)}</span>
                  </>
                ),
              },
              { titulo: columnas.porCorreo, celda: (c) => c.usos_por_email ?? textos.sinLimite },
              {
                titulo: columnas.estado,
                celda: (c) => (
                  <span className={`badge ${c.activo === 1 ? 'badge--ok' : 'badge--danger'}`}>
                    {c.activo === 1 ? textos.activo : textos.inactivo}
                  </span>
                ),
              },
              {
                titulo: columnas.acciones,
                celda: (c) => (
                  <div className="admin-row-actions">
                    <button type="button" className="btn btn--small" onClick={() => setAbierto(c)}>
                      {textos.editar(c.codigo)}
                    </button>
                    <button type="button" className="btn btn--small" onClick={() => alternar(c)}>
                      {c.activo === 1 ? textos.desactivar(c.codigo) : textos.activar(c.codigo)}
                    </button>
                  </div>
                ),
              },
            ]}
          />
        </EstadoLista>
      </section>
      <CuponModal
        cupon={abierto}
        onClose={cerrar}
        onGuardado={(c) => (abierto === 'nuevo' ? lista.reload() : lista.reemplazar(c))}
      />
    </div>
  );
}
