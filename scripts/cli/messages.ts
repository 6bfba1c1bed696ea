/** What an expected failure means to someone at a terminal; the code itself is printed beside it for scripts. */
export const messageOf = (code: string, url: string): string => {
  const known: Readonly<Record<string, string>> = {
    'AUTH.NOT_SIGNED_IN': 'Not signed in (or the session ended): run `audiora sign-in` first.',
    'AUTH.BAD_CREDENTIALS': 'Wrong e-mail or password.',
    'AUTH.TOO_MANY_ATTEMPTS': 'Too many attempts: wait a while before signing in again.',
    'AUTH.CAPTCHA_FAILED': "The store's captcha refused the sign-in: use `audiora sign-in --device` instead.",
    'DEVICE.SIGN_IN_DENIED': 'The sign-in was refused in the browser.',
    'DEVICE.CODE_EXPIRED': 'The code was not confirmed in time: run `audiora sign-in --device` again.',
    'API.MAINTENANCE': `The store at ${url} is down for maintenance; try again later.`,
    'AUDIOBOOK.NOT_FOUND': 'No audiobook with that id in this market.',
    'TITLE.NOT_FOUND': 'No title with that id or slug in this market.',
    'CYCLE.NOT_FOUND': 'No series or collection with that id or slug in this market.',
    'SEARCH.PAGE_NOT_FOUND': 'There is no such page of results.',
    'DOWNLOAD.NOT_FOUND': 'No audiobook with that id in this market.',
    'DOWNLOAD.NOT_ENTITLED': 'You have not bought this title (the club gives streaming only, no downloads).',
    'DOWNLOAD.DEVICE_NOT_ALLOWED': "This device is beyond your account's streaming devices: remove one in the store.",
    'DOWNLOAD.NOT_READY': 'This title has no downloadable file yet.',
    'DOWNLOAD.INTERRUPTED': 'The download was interrupted: run the same command again to carry on where it stopped.',
    'BOOKMARKS.NOT_FOUND': 'No audiobook with that id in this market.',
  };
  if (known[code]) return known[code];
  if (code.endsWith('.UNAVAILABLE') || code === 'CAPTCHA.UNAVAILABLE')
    return `The store at ${url} could not be reached or did not answer; check --url and your connection.`;
  return `The store refused: ${code}.`;
};
