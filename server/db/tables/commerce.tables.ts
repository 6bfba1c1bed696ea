/** A title in a user's cart of one catalogue; adding it twice keeps one row. */
export interface CartItemTable {
  user_id: string;
  product_id: string;
  catalog_id: string;
  added_at: string;
}

/** The promo code a user applied to their cart in one catalogue. */
export interface CartPromoCodeTable {
  user_id: string;
  catalog_id: string;
  promo_code_id: string;
  applied_at: string;
}

/** A promo code of one catalogue: either a percentage or a fixed amount (minor units) off the cart. */
export interface PromoCodeTable {
  id: string;
  catalog_id: string;
  /** Upper-case, as customers type it after normalising. */
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  /** Null when it never expires. */
  expires_at: string | null;
  created_at: string;
}

export const ORDER_KINDS = ['products', 'club'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order: its lines and total are fixed when checkout starts, whatever the catalogue does afterwards. */
export interface OrderTable {
  id: string;
  user_id: string;
  catalog_id: string;
  kind: OrderKind;
  status: OrderStatus;
  currency: string;
  subtotal: number;
  discount: number;
  total: number;
  promo_code: string | null;
  created_at: string;
  paid_at: string | null;
  failed_at: string | null;
  /** Why it failed: declined, superseded, already-owned. */
  failure_reason: string | null;
}

/** One line of an order; the club line has no product. */
export interface OrderLineTable {
  id: string;
  order_id: string;
  position: number;
  product_id: string | null;
  name: string;
  /** What the buyer pays for the line before the cart's promo code. */
  price: number;
}

export const PAYMENT_STATUSES = ['pending', 'paid', 'declined'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One payment attempt with the provider; its id is the unguessable handle the provider calls back with. */
export interface PaymentTable {
  id: string;
  order_id: string;
  provider: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  created_at: string;
  completed_at: string | null;
}

/** A user's club subscription state beside `users.club_until`: a cancelled one runs out and is not renewed. */
export interface ClubMembershipTable {
  user_id: string;
  joined_at: string;
  club_cancelled_at: string | null;
  cancel_reason_id: string | null;
}

export const FAMILY_INVITATION_STATUSES = ['pending', 'accepted', 'removed'] as const;
export type FamilyInvitationStatus = (typeof FAMILY_INVITATION_STATUSES)[number];

/** A club owner's invitation of an e-mail address into their family. */
export interface FamilyInvitationTable {
  id: string;
  owner_id: string;
  /** Trimmed and lower-cased, like `users.email`. */
  email: string;
  status: FamilyInvitationStatus;
  invited_at: string;
  responded_at: string | null;
  /**
   * SHA-256 of the secret the invitation mail's link carries (migration 0012): accepting takes it, so only who
   * reads that mailbox can. Null for an invitation written before links were mailed.
   */
  token_hash: string | null;
}

/** A member of a family; the primary key on the member keeps everyone in at most one family. */
export interface FamilyMemberTable {
  member_id: string;
  owner_id: string;
  invitation_id: string;
  joined_at: string;
}

/** The commerce area's tables (migration of the same name). */
export interface CommerceTables {
  cart_items: CartItemTable;
  cart_promo_codes: CartPromoCodeTable;
  promo_codes: PromoCodeTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  payments: PaymentTable;
  club_memberships: ClubMembershipTable;
  family_invitations: FamilyInvitationTable;
  family_members: FamilyMemberTable;
}
