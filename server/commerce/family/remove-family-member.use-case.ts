import { err, ok, type Result } from '#domain/shared/result';
import { type NotFound, notFound } from '../../shared/server-error';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import type { FamilyRepository } from './family-repository.port';

export interface RemoveFamilyMemberDeps {
  readonly unitOfWork: UnitOfWork<{ readonly families: FamilyRepository }>;
  readonly now: () => Date;
}

export interface RemoveFamilyMemberInput {
  readonly viewerId: string;
  readonly memberId: string;
}

/**
 * The owner removes a member of their family, or a member leaves (their own id); anyone else is NOT_FOUND. Works in
 * every market, so nobody is stuck in a family.
 */
export class RemoveFamilyMember {
  readonly #deps: RemoveFamilyMemberDeps;

  constructor(deps: RemoveFamilyMemberDeps) {
    this.#deps = deps;
  }

  async execute(input: RemoveFamilyMemberInput): Promise<Result<null, NotFound>> {
    const { viewerId, memberId } = input;
    const now = this.#deps.now();
    return this.#deps.unitOfWork.run(async ({ families }): Promise<Result<null, NotFound>> => {
      const member = await families.findMember(memberId, memberId === viewerId ? null : viewerId);
      if (!member) return err(notFound('Family member'));
      await families.removeMember(member, now);
      return ok(null);
    });
  }
}
