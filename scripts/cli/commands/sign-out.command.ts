import { MARKETS } from '#domain/market/markets';
import { TOKENS } from '#infrastructure/composition/tokens';
import type { Command } from '../command';

/** SignOut: the session ends on the server, and its tokens leave this machine. */
export const signOutCommand: Command = {
  name: 'sign-out',
  summary: 'End the session on the store and forget its tokens',
  usage: '',
  async run(ctx) {
    if (ctx.session.tokens() === null) return ctx.done({ signed_out: true }, ['Not signed in.']);
    const result = await ctx.services.get(TOKENS.SignOut).execute({ catalogId: MARKETS[ctx.market].catalogId });
    if (!result.ok) return ctx.failed(result.error);
    return ctx.done({ signed_out: true }, ['Signed out.']);
  },
};
