import { cleanUserText } from '#domain/shared/user-text';
import { halLinksSchema } from './hal.schema';
import { MAX_PAGE_LIMIT, pageFieldsSchema } from './pagination.schema';
import { timestampSchema } from './product.schema';
import { noLinksQuerySchema } from './query.schema';
import { z } from './zod';

/** The longest bookmark note, counted after cleaning and trimming. */
export const MAX_BOOKMARK_NOTE_LENGTH = 500;

/** A bookmarks page holds every bookmark a player usually shows at once. */
export const BOOKMARKS_PAGE_LIMIT = MAX_PAGE_LIMIT;

const wholeNumber = z.string().regex(/^[0-9]{1,7}$/);

/** A note is user text like a review's: cleaned of bidi and control characters first, so the limit counts what stays. */
const note = z
  .string()
  .overwrite((text) => cleanUserText(text, 'multiline'))
  .trim()
  .refine((text) => text.length <= MAX_BOOKMARK_NOTE_LENGTH, { params: { code: 'TOO_LONG' } });

/** AddBookmark: a position in milliseconds in an audiobook of the market, with an optional note. */
export const addBookmarkPayloadSchema = z.object({
  audiobook_id: z.uuid(),
  position: z.int().min(0),
  note: note.optional(),
});

/** EditBookmark: the bookmark's new note; an empty one clears it. */
export const editBookmarkPayloadSchema = z.object({ bookmark_id: z.uuid(), note });

/** RemoveBookmark. */
export const removeBookmarkPayloadSchema = z.object({ bookmark_id: z.uuid() });

/** A place the viewer marked in an audiobook (`app:bookmark`); only its owner ever sees it. */
export const bookmarkSchema = z.object({
  id: z.uuid(),
  audiobook_id: z.uuid(),
  /** Milliseconds from the start. */
  position: z.int().nonnegative(),
  /** Null when the bookmark has no note. */
  note: z.string().nullable(),
  created_at: timestampSchema,
  /** When the note was last written; `created_at` until then. */
  updated_at: timestampSchema,
});

/** `GET /me/bookmarks?audiobook_id=&page=&limit=`: one audiobook's bookmarks, or all of them; 100 a page unless asked. */
export const bookmarksQuerySchema = noLinksQuerySchema.extend({
  audiobook_id: z.uuid().optional(),
  page: wholeNumber.transform(Number).pipe(z.int().min(1)).prefault('1'),
  limit: wholeNumber.transform(Number).pipe(z.int().min(1).max(MAX_PAGE_LIMIT)).prefault(String(BOOKMARKS_PAGE_LIMIT)),
});

/** A page of the viewer's bookmarks, by title, then position. */
export const bookmarksPageSchema = pageFieldsSchema.extend({
  _embedded: z.object({ 'app:bookmark': z.array(bookmarkSchema) }),
  _links: halLinksSchema.optional(),
});

export type AddBookmarkPayload = z.infer<typeof addBookmarkPayloadSchema>;
export type EditBookmarkPayload = z.infer<typeof editBookmarkPayloadSchema>;
export type RemoveBookmarkPayload = z.infer<typeof removeBookmarkPayloadSchema>;
export type BookmarkWire = z.infer<typeof bookmarkSchema>;
export type BookmarksQuery = z.infer<typeof bookmarksQuerySchema>;
export type BookmarksPageWire = z.infer<typeof bookmarksPageSchema>;
