/** Spec §1 sharing: new family invitations an owner may send a day (each is a mail to an address they chose). */
export const FAMILY_INVITATIONS_PER_DAY = 10;
