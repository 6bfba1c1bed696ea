/** The brand the page was rendered with (its `application-name` meta), `audiora` when it names none. */
export const documentBrand = (doc: Document): string =>
  doc.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content || 'audiora';
