// The types that check each `<name>.fr.ts` content module against its English twin.
/**
 * A content value as another language writes it (`<name>.fr.ts` beside its English module): the same
 * shape, every string free to differ, every function with the same parameters. The keys named in `Kept`
 * (ids, icons, paths, pictures, addresses) keep the English value's own type, so an `as const` English
 * value must stay exactly as it is. Types only: nothing here exists at runtime.
 */
export type Translation<T, Kept extends PropertyKey = never> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Translation<Result, Kept>
    : T extends readonly unknown[]
      ? { readonly [I in keyof T]: Translation<T[I], Kept> }
      : T extends object
        ? { readonly [K in keyof T]: K extends Kept ? T[K] : Translation<T[K], Kept> }
        : T

/**
 * `Kept`, once a whole translated module (`typeof import('./x.fr')`) has been checked against its English
 * module (`typeof import('./x')`): a missing export, a missing key or a changed id fails to compile here.
 */
export type KeptKeys<English, _Translated extends Translation<English, Kept>, Kept extends PropertyKey = never> = Kept
