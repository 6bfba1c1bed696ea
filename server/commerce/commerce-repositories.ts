import type { CartRepository } from './cart/cart-repository.port';
import type { ClubRepository } from './club/club-repository.port';
import type { FamilyRepository } from './family/family-repository.port';
import type { LicenseRepository } from './licenses/license-repository.port';
import type { OrderRepository } from './orders/order-repository.port';

/** The commerce repositories a unit of work hands its use case, all over one transaction. */
export interface CommerceRepositories {
  readonly carts: CartRepository;
  readonly club: ClubRepository;
  readonly families: FamilyRepository;
  readonly licenses: LicenseRepository;
  readonly orders: OrderRepository;
}
