/** Spec: the brand (`product` in the routes) as a name in text: `audiora` is written "Audiora". */
export const brandName = (brand: string): string => brand.charAt(0).toUpperCase() + brand.slice(1);
