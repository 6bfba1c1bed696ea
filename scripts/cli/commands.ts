import type { Command } from './command';
import { bookmarksCommand } from './commands/bookmarks.command';
import { categoriesCommand } from './commands/categories.command';
import { cycleCommand } from './commands/cycle.command';
import { downloadCommand } from './commands/download.command';
import { favouritesCommand } from './commands/favourites.command';
import { meCommand } from './commands/me.command';
import { progressCommand } from './commands/progress.command';
import { recentlyPlayedCommand } from './commands/recently-played.command';
import { searchCommand } from './commands/search.command';
import { shelfCommand } from './commands/shelf.command';
import { signInCommand } from './commands/sign-in.command';
import { signOutCommand } from './commands/sign-out.command';
import { statsCommand } from './commands/stats.command';
import { titleCommand } from './commands/title.command';

/** Every command, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [
  categoriesCommand,
  searchCommand,
  titleCommand,
  cycleCommand,
  signInCommand,
  signOutCommand,
  meCommand,
  favouritesCommand,
  shelfCommand,
  recentlyPlayedCommand,
  progressCommand,
  statsCommand,
  bookmarksCommand,
  downloadCommand,
];
