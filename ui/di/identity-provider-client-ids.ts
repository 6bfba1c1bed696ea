/** The meta elements that hand the browser the Google and Apple OAuth client ids, when they are configured. */
export const GOOGLE_CLIENT_ID_META = 'google-client-id';
export const APPLE_CLIENT_ID_META = 'apple-client-id';

const metaContent = (doc: Document, name: string): string | undefined =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;

/** The client ids the page was rendered with; a provider without one signs in with the development provider. */
export const documentIdentityProviderClientIds = (
  doc: Document,
): { readonly googleClientId?: string; readonly appleClientId?: string } => {
  const googleClientId = metaContent(doc, GOOGLE_CLIENT_ID_META);
  const appleClientId = metaContent(doc, APPLE_CLIENT_ID_META);
  return { ...(googleClientId ? { googleClientId } : {}), ...(appleClientId ? { appleClientId } : {}) };
};
