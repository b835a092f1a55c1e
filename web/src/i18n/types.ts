// The shape every catalogue shares with the English one: the same keys, each a string. Plural keys follow i18next
// (`key_one`, `key_other`); a language whose plural rules have a form English lacks (Spanish `many`, for a million)
// may add it beside `_other`.
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends readonly (infer E)[] ? readonly Translation<E>[] : Translation<T[K]>;
} & {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_many` | `${Base}_few` | `${Base}_two` | `${Base}_zero` : never]?: string;
};
