/**
 * Spec §2 user button: the avatar shows the first letter of the e-mail, upper-cased; taken by code
 * point (an emoji stays whole), after leading spaces; a letter whose upper case is several characters
 * (ß -> SS) is kept as it is; null for an empty e-mail, so the UI can show a generic icon.
 */
export const avatarLetter = (email: string): string | null => {
  const [first] = Array.from(email.trimStart());
  if (first === undefined) return null;
  const upper = first.toUpperCase();
  return Array.from(upper).length === 1 ? upper : first;
};
