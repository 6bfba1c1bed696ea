/** A primitive tagged with a name so that, for example, a CategoryId cannot be passed where a CatalogId is expected. */
export type Brand<T, Name extends string> = T & { readonly __brand: Name };
