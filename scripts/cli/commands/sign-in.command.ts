import { MARKETS } from '#domain/market/markets';
import { TOKENS } from '#infrastructure/composition/tokens';
import { UsageError } from '../cli-io';
import type { Command } from '../command';

/** SignIn, the storefront's use case, with the tokens kept in the user's config directory instead of cookies. */
export const signInCommand: Command = {
  name: 'sign-in',
  summary: 'Sign in with e-mail and password; the session is kept for the next commands',
  usage: '--email <address> [--password-stdin]',
  options: { email: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
  optionHelp: [
    ['--email <address>', 'the account (AUDIORA_EMAIL when not given)'],
    ['--password-stdin', 'read the password from the standard input (else AUDIORA_PASSWORD, else asked unseen)'],
  ],
  async run(ctx) {
    const email = ((ctx.options.email as string | undefined) ?? ctx.env.vars.AUDIORA_EMAIL ?? '').trim();
    if (email === '') throw new UsageError('--email is missing.');
    const fromEnv = ctx.options['password-stdin'] === true ? undefined : ctx.env.vars.AUDIORA_PASSWORD;
    const password = fromEnv ?? (await ctx.env.readSecret?.(`Password for ${email}: `)) ?? '';
    if (password === '') throw new UsageError('No password: pipe it with --password-stdin or set AUDIORA_PASSWORD.');
    const result = await ctx.services
      .get(TOKENS.SignIn)
      .execute({ email, password, catalogId: MARKETS[ctx.market].catalogId });
    if (!result.ok) return ctx.failed(result.error);
    return ctx.done({ id: result.value.id, email: result.value.email }, [`Signed in as ${result.value.email}.`]);
  },
};
