export type MinorUnits = number & { readonly __brand: 'MinorUnits' };
