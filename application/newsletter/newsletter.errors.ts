/** Expected failures of the newsletter calls; the codes double as i18n keys. */
export type NewsletterError = { readonly code: 'AUTH.NOT_SIGNED_IN' } | { readonly code: 'NEWSLETTER.UNAVAILABLE' };
