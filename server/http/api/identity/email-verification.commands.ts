import { apiErrorSchema } from '#contract/api-error.schema';
import { emptyPayloadSchema } from '#contract/cart.schema';
import {
  emailVerificationRequestedSchema,
  emailVerifiedSchema,
  verifyEmailPayloadSchema,
} from '#contract/email-verification.schema';
import type { IdentityModule } from '../../../composition/identity.module';
import { EMAIL_VERIFICATION_LIMITS } from '../../../identity/email-verification/request-email-verification.use-case';
import { clientAddress } from '../../auth/client-address';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';

const { perAccount, perAddress } = EMAIL_VERIFICATION_LIMITS;

/**
 * E-mail verification: sign-up mails a single-use link valid for a day; RequestEmailVerification mails the signed-in
 * account a new one, and VerifyEmail takes the link's token and proves the account's address (`GET /me`'s
 * `email_verified`). The token is the proof, so VerifyEmail needs no session.
 */
export const registerEmailVerification = ({ commands }: ApiAreaContext, identity: IdentityModule) => {
  commands.user(
    {
      name: 'RequestEmailVerification',
      summary: `Mails the signed-in account a new verification link (valid a day, once); an earlier link stops working once one is followed. At most ${perAccount.limit} an hour per account and ${perAddress.limit} per client address.`,
      payload: emptyPayloadSchema,
      responses: {
        202: { description: 'The mail goes out shortly', schema: emailVerificationRequestedSchema },
        409: { description: 'The address is already verified (EMAIL_ALREADY_VERIFIED)', schema: apiErrorSchema },
        429: { description: 'Too many requests; see Retry-After', schema: apiErrorSchema },
      },
    },
    async (c, _payload, viewer) => {
      unwrap(
        await identity.requestEmailVerification.execute({
          userId: viewer.userId,
          locale: c.get('market').locale,
          origin: c.get('publicOrigin'),
          address: clientAddress(c),
        }),
      );
      return c.json({ accepted: true as const }, 202);
    },
  );

  commands.any(
    {
      name: 'VerifyEmail',
      summary: "Proves the account's e-mail address with the token of a verification mail's link (once, within a day).",
      payload: verifyEmailPayloadSchema,
      responses: {
        200: { description: 'The address is verified', schema: emailVerifiedSchema },
        404: { description: 'Unknown link (VERIFICATION_LINK_NOT_FOUND)', schema: apiErrorSchema },
        410: {
          description: 'The link was used already (VERIFICATION_LINK_USED) or has expired (VERIFICATION_LINK_EXPIRED)',
          schema: apiErrorSchema,
        },
      },
    },
    async (c, payload) => {
      unwrap(await identity.verifyEmail.execute({ token: payload.token, address: clientAddress(c) }));
      return c.json({ email_verified: true as const });
    },
  );
};
