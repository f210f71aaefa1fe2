/** A catalogue's shape with any text in place of each English one: every key of the English, no more. */
export type Texts<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Texts<U>[]
    : { readonly [K in keyof T]: Texts<T[K]> };

/**
 * Compiles only when `B` (a Bengali catalogue, as its JSON file is typed) has every key of `E` (its
 * English one) and no other, at any depth: `export type Bengali = SameKeys<Catalogue, typeof bn>`
 * beside each pair makes a missing or a stray Bengali text a type error that names the key.
 */
export type SameKeys<E, B extends Texts<E> & NoOtherKeys<E, B>> = B;

/** `never` for each key of `B` that `E` lacks, at any depth of nested objects. */
type NoOtherKeys<E, B> = { readonly [K in Exclude<keyof B, keyof E>]: never } & {
  readonly [K in keyof B & keyof E]: E[K] extends string | readonly unknown[] ? unknown : NoOtherKeys<E[K], B[K]>;
};
