import { lazyWithServices } from '#ui/di/lazy-with-services';
import type { ShellSession } from '../session/shell-session';

/** The dialogs the footer opens. */
export type ShellDialog = 'newsletter' | 'privacySettings';

export interface ShellHostProps {
  /** The footer's dialog that is open, if any. */
  readonly dialog: ShellDialog | null;
  readonly onDialogClose: () => void;
  /** The cart's address for the add-to-cart modal (the launch test may send it to another host). */
  readonly cartHref?: string;
  /** Told the session whenever it changes: who is signed in and the counts. */
  readonly onSessionChange: (session: ShellSession) => void;
}

/**
 * The shell's part that lives on the client services: it follows the session (spec §2, §6: the signed-in user's cart
 * and favourites counts) and is the shell's modal host (spec §2 "a modal dialog": the footer's newsletter and
 * privacy-settings dialogs, and the add-to-cart modal the cart opens, spec §4). Its code and the stores' arrive with the
 * container, so the page's first JavaScript carries none of it; each dialog's code comes only when it opens.
 */
export const ShellHost = lazyWithServices<ShellHostProps>(() => import('./ConnectedShellHost'));
