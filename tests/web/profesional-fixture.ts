import type { Profesional } from '../../common/wire/profesionales';

/** A public profile as `medic/find` answers it: Ana Rojas, dermatology in Bogotá, both modalities. */
export const profesionalDePrueba = (over: Partial<Profesional> = {}) =>
  ({
    id: 7,
    name: 'Ana Rojas',
    nombre: 'Ana',
    apellido: 'Rojas',
    celular: '3001234567',
    fijo: '',
    cargo: 'Dermatología',
    ciudad: 'Bogotá',
    direccion: 'Calle 100 # 15-20',
    activo: 1,
    virtual: 1,
    presencial: 1,
    promedio: 0,
    comentarios: 0,
    fotoperfil: '',
    ...over,
  }) as Profesional;
