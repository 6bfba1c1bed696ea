import type { Command } from '../command';

/** The signed-in account as GET /me tells it (RefreshUser). */
export const meCommand: Command = {
  name: 'me',
  summary: 'Show the signed-in account',
  usage: '',
  async run(ctx) {
    const user = await ctx.signedIn();
    if (!user.ok) return user.exit;
    const { id, email, isClubMember, newsletter, createdAt, playbackLimit } = user.value;
    return ctx.done(
      { id, email, is_club_member: isClubMember, newsletter, created_at: createdAt, playback_limit: playbackLimit },
      [
        email,
        `  id        ${id}`,
        `  club      ${isClubMember ? 'member' : 'no'}`,
        `  since     ${createdAt.slice(0, 10)}`,
      ],
    );
  },
};
