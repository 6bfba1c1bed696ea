import type { Locale } from '#domain/market/locale';
import { err, type Result } from '#domain/shared/result';
import type { FamilyGateway } from '../ports/family-gateway.port';
import type { FamilyError } from './family.errors';

export interface InviteFamilyMemberDeps {
  readonly family: FamilyGateway;
}

/** Spec §1 sharing: invites an address into the listener's family, and the server mails it the link that accepts. A blank address is refused before asking. */
export class InviteFamilyMember {
  readonly #deps: InviteFamilyMemberDeps;

  constructor(deps: InviteFamilyMemberDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale; readonly email: string }): Promise<Result<void, FamilyError>> {
    const email = input.email.trim();
    if (email === '') return err({ code: 'FAMILY.INVALID_EMAIL' });
    return this.#deps.family.invite(input.locale, email);
  }
}
