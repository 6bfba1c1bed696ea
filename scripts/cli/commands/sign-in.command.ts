import { platform } from 'node:os';
import { MARKETS } from '#domain/market/markets';
import { TOKENS } from '#infrastructure/composition/tokens';
import { UsageError } from '../cli-io';
import type { Command, CommandContext } from '../command';

/** What the confirming page calls this installation. */
const CLIENT_NAME = `Audiora command line on ${platform()}`;

/** SignInWithDeviceCode: the person confirms a code in a browser where they are signed in; no password is typed. */
const signInWithDevice = async (ctx: CommandContext): Promise<number> => {
  const result = await ctx.services.get(TOKENS.SignInWithDeviceCode).execute({
    catalogId: MARKETS[ctx.market].catalogId,
    clientName: CLIENT_NAME,
    // On stderr, so that --json keeps stdout for the answer alone.
    show: (started) => {
      ctx.io.err(`Open ${started.verificationUriComplete} in a browser where you are signed in,`);
      ctx.io.err(`and confirm the code ${started.userCode} (at ${started.verificationUri}).`);
      ctx.io.err(
        `Waiting for the confirmation (the code works for ${Math.round(started.expiresInSeconds / 60)} minutes)…`,
      );
    },
  });
  if (!result.ok) return ctx.failed(result.error);
  return ctx.done({ id: result.value.id, email: result.value.email }, [`Signed in as ${result.value.email}.`]);
};

/** SignIn, the storefront's use case, with the tokens kept in the user's config directory instead of cookies. */
export const signInCommand: Command = {
  name: 'sign-in',
  summary: 'Sign in with e-mail and password, or by a code confirmed in a browser; the session is kept',
  usage: '--email <address> [--password-stdin] | --device',
  options: { email: { type: 'string' }, 'password-stdin': { type: 'boolean' }, device: { type: 'boolean' } },
  optionHelp: [
    ['--email <address>', 'the account (AUDIORA_EMAIL when not given)'],
    ['--password-stdin', 'read the password from the standard input (else AUDIORA_PASSWORD, else asked unseen)'],
    ['--device', 'no password: confirm a code in a browser where you are signed in (works with any captcha)'],
  ],
  async run(ctx) {
    if (ctx.options.device === true) {
      if (ctx.options.email !== undefined || ctx.options['password-stdin'] === true)
        throw new UsageError('--device signs in without an e-mail or password: give one or the other.');
      return signInWithDevice(ctx);
    }
    const email = ((ctx.options.email as string | undefined) ?? ctx.env.vars.AUDIORA_EMAIL ?? '').trim();
    if (email === '') throw new UsageError('--email is missing (or sign in with --device).');
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
