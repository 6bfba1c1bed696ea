export const price = (minor: number) => minor / 100;
