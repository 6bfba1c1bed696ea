/** How a link was shared, if it was. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` sharing uses, so tests can stand in for them. */
export interface ShareNavigator {
  readonly share?: (data: ShareData) => Promise<void>;
  readonly clipboard?: Pick<Clipboard, 'writeText'>;
}

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares a page through the Web Share API where the browser has it (a phone's share sheet), else copies its address
 * to the clipboard. Closing the share sheet is no failure.
 */
export const shareLink = async (nav: ShareNavigator, data: { title: string; url: string }): Promise<ShareOutcome> => {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // A share sheet that cannot open (not allowed here) leaves copying the link.
    }
  }
  if (!nav.clipboard) return 'failed';
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
};
