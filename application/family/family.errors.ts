/** Expected failures of family sharing; the codes double as i18n keys. */
export type FamilyError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'API.MAINTENANCE' }
  | { readonly code: 'FAMILY.UNAVAILABLE' }
  | { readonly code: 'FAMILY.INVALID_EMAIL' }
  | { readonly code: 'FAMILY.FULL' }
  | { readonly code: 'FAMILY.ALREADY_IN_FAMILY' }
  | { readonly code: 'FAMILY.CANNOT_INVITE_SELF' }
  | { readonly code: 'FAMILY.CLUB_REQUIRED' }
  | { readonly code: 'FAMILY.SHARING_NOT_AVAILABLE' }
  | { readonly code: 'FAMILY.TOO_MANY_INVITATIONS' }
  | { readonly code: 'FAMILY.NOT_FOUND' }
  | { readonly code: 'FAMILY.INVITATION_CLOSED' }
  | { readonly code: 'FAMILY.INVITATION_FOR_ANOTHER_ADDRESS' };
