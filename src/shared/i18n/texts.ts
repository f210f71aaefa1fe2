/** A catalogue's shape with any text in place of each English one: every key of the English, no more. */
export type Texts<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Texts<U>[]
    : { readonly [K in keyof T]: Texts<T[K]> };
