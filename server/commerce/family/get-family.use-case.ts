import { ok, type Result } from '#domain/shared/result';
import type { CommerceError } from '../commerce.errors';
import type { FamilyRepository, FamilyView } from './family-repository.port';

export interface GetFamilyDeps {
  readonly families: FamilyRepository;
}

export interface GetFamilyInput {
  readonly userId: string;
}

/** The viewer's family as its owner, the family they belong to, and the invitations addressed to them. */
export class GetFamily {
  readonly #deps: GetFamilyDeps;

  constructor(deps: GetFamilyDeps) {
    this.#deps = deps;
  }

  async execute(input: GetFamilyInput): Promise<Result<FamilyView, CommerceError>> {
    return ok(await this.#deps.families.view(input.userId));
  }
}
