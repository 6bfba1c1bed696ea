import { describe, expect, it } from 'vitest';
import { shareLink } from '#ui/features/audiobook/share-link';

const DATA = { title: 'Lalka', url: 'https://audiora.example/pl/audiobook/1' };

const clipboard = (fails = false) => {
  const written: string[] = [];
  return {
    written,
    writeText: async (text: string) => {
      if (fails) throw new Error('denied');
      written.push(text);
    },
  };
};

describe('shareLink (the Web Share API, or copying the link)', () => {
  it('hands the page to the share sheet where the browser has one', async () => {
    const shared: ShareData[] = [];
    const board = clipboard();
    expect(await shareLink({ share: async (data) => void shared.push(data), clipboard: board }, DATA)).toBe('shared');
    expect(shared).toEqual([DATA]);
    expect(board.written).toEqual([]);
  });

  it('counts a closed share sheet as no failure', async () => {
    const share = async () => {
      throw new DOMException('closed', 'AbortError');
    };
    expect(await shareLink({ share, clipboard: clipboard() }, DATA)).toBe('cancelled');
  });

  it('copies the address without a share sheet, or when it cannot open', async () => {
    const board = clipboard();
    expect(await shareLink({ clipboard: board }, DATA)).toBe('copied');
    const refused = async () => {
      throw new DOMException('not allowed', 'NotAllowedError');
    };
    expect(await shareLink({ share: refused, clipboard: board }, DATA)).toBe('copied');
    expect(board.written).toEqual([DATA.url, DATA.url]);
  });

  it('fails when neither works', async () => {
    expect(await shareLink({}, DATA)).toBe('failed');
    expect(await shareLink({ clipboard: clipboard(true) }, DATA)).toBe('failed');
  });
});
