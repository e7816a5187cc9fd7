/**
 * Every column that stores an image key (`/storage/<key>`), by table. Keys may be shared (the demo
 * data points many rows at one object), so an object is deleted only when none of these holds it.
 */
export const COLUMNAS_DE_IMAGEN = {
  users: ['fotoperfil', 'foto1', 'foto2', 'foto3', 'foto4', 'foto5', 'foto6', 'foto7', 'foto8'],
  productos: ['imagen1', 'imagen2', 'imagen3', 'imagen4'],
  home: ['fondo'],
} as const;
