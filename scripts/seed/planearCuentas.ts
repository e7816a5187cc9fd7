/** The accounts that are not active professionals: inactive registrations and the demo admin. */
import { normalizar } from '../../common/texto';
import * as datos from './datos';
import type { Taller } from './taller';

/** Inactive professionals (registrations waiting for an admin, one deactivated) and the admin account. */
export function planearCuentas(taller: Taller) {
  const { ctx } = taller;
  for (const p of datos.INACTIVOS) {
    const ciudad = p.ciudad ?? '';
    taller.plan.cuentas.push({
      id: taller.next('users'),
      name: p.nombre,
      nombre: p.nombre,
      apellido: p.apellido,
      cedula: taller.cedula(),
      email: taller.correo(p.nombre, p.apellido),
      password_hash: ctx.hash,
      fijo: taller.fijo(p.ciudad ?? 'Bogotá'),
      celular: taller.celular(),
      especialidad_id: p.especialidad ? taller.especialidadId.get(normalizar(p.especialidad)) : null,
      direccion: p.ciudad ? taller.direccion(p.ciudad) : 'Carrera 15 # 45-10, Apartamento 302',
      ciudad,
      ciudad_slug: normalizar(ciudad),
      busqueda: normalizar(`${p.nombre} ${p.apellido} ${p.especialidad ?? ''}`),
      virtual: 1,
      presencial: 1,
      activo: 0,
    });
  }
  const { admin } = datos.DEMO;
  taller.plan.cuentas.push({
    id: taller.next('users'),
    rol: 1,
    name: admin.nombre,
    nombre: admin.nombre,
    apellido: admin.apellido,
    cedula: taller.cedula(),
    email: admin.email,
    password_hash: ctx.hash,
    fijo: taller.fijo('Bogotá'),
    celular: taller.celular(),
    direccion: 'Calle 72 # 10-07, Oficina 501',
    ciudad: 'Bogotá',
    ciudad_slug: normalizar('Bogotá'),
    busqueda: normalizar(`${admin.nombre} ${admin.apellido}`),
    activo: 1,
  });
}
