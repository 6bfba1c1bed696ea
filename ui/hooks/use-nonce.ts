import { createContext, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/** Provides the CSP nonce: the response's on the server, the page's on the client (so hydration matches). */
export const NonceProvider = NonceContext.Provider;

export const useNonce = (): string | undefined => useContext(NonceContext);

/** Browsers hide the nonce attribute after parsing; the property still holds it. */
export const readDocumentNonce = (doc: Document): string | undefined =>
  doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
