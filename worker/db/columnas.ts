/**
 * A select's column map naming exactly the keys of wire type `T` (no more, no fewer):
 * `const columnas = { … } satisfies ColumnasDe<Marca>`; `succes<Marca[]>` then checks their values.
 */
export type ColumnasDe<T> = Record<keyof T, unknown>;
