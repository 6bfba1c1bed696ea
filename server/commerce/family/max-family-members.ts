/** A family is its owner and at most this many others (members plus open invitations). */
export const MAX_FAMILY_MEMBERS = 4;
