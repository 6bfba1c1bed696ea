import { apiErrorSchema } from '#contract/api-error.schema';
import { doneSchema } from '#contract/auth.schema';
import {
  addBookmarkPayloadSchema,
  type BookmarksPageWire,
  type BookmarkWire,
  bookmarkSchema,
  bookmarksPageSchema,
  bookmarksQuerySchema,
  editBookmarkPayloadSchema,
  MAX_BOOKMARK_NOTE_LENGTH,
  removeBookmarkPayloadSchema,
} from '#contract/bookmark.schema';
import type { LibraryModule } from '#server/composition/library.module';
import { MAX_BOOKMARKS_PER_AUDIOBOOK } from '#server/library/add-bookmark.use-case';
import type { BookmarkRecord } from '#server/library/bookmark-repository.port';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';
import { wireContextOf } from '../catalogue-request';
import { collectionLinks, pageFields } from '../collection';
import { apiBase } from '../hal';

const bookmarkWire = (bookmark: BookmarkRecord): BookmarkWire => ({
  id: bookmark.id,
  audiobook_id: bookmark.audiobookId,
  position: bookmark.positionMs,
  note: bookmark.note,
  created_at: bookmark.createdAt,
  updated_at: bookmark.updatedAt,
});

const invalidFields = { description: 'Invalid fields: `errors: [{ property, code }]`', schema: apiErrorSchema };
const unknownBookmark = {
  description: 'No bookmark of the viewer with this id in this market (another user’s bookmark answers the same)',
  schema: apiErrorSchema,
};

/**
 * Bookmarks: places a listener marks in an audiobook, with an optional note, kept by the server so they follow the
 * listener to every device. Each is its owner's alone: another user's bookmark answers 404 exactly like an unknown id.
 */
export const registerBookmarks = ({ api, registry, commands }: ApiAreaContext, library: LibraryModule) => {
  commands.user(
    {
      name: 'AddBookmark',
      summary: `Marks a position (ms, 0..duration) in an audiobook of this market's catalogue, heard or not, with an optional note of at most ${MAX_BOOKMARK_NOTE_LENGTH} characters after cleaning (bidirectional and control characters out, line breaks kept) and trimming. At most ${MAX_BOOKMARKS_PER_AUDIOBOOK} bookmarks an audiobook (409 BOOKMARK_LIMIT_REACHED).`,
      payload: addBookmarkPayloadSchema,
      responses: {
        201: { description: 'The bookmark as stored', schema: bookmarkSchema },
        404: { description: "No such audiobook in this market's catalogue", schema: apiErrorSchema },
        409: { description: 'BOOKMARK_LIMIT_REACHED: the audiobook holds the most bookmarks', schema: apiErrorSchema },
        422: invalidFields,
      },
    },
    async (c, payload, viewer) => {
      const added = await library.addBookmark.execute({
        userId: viewer.userId,
        market: c.get('market'),
        audiobookId: payload.audiobook_id,
        positionMs: payload.position,
        note: payload.note ?? '',
      });
      return c.json(bookmarkWire(unwrap(added)), 201);
    },
  );

  commands.user(
    {
      name: 'EditBookmark',
      summary: `Replaces the note of one of the viewer's bookmarks (at most ${MAX_BOOKMARK_NOTE_LENGTH} characters, cleaned as AddBookmark's); an empty note clears it.`,
      payload: editBookmarkPayloadSchema,
      responses: {
        200: { description: 'The bookmark as stored', schema: bookmarkSchema },
        404: unknownBookmark,
        422: invalidFields,
      },
    },
    async (c, payload, viewer) => {
      const edited = await library.editBookmark.execute({
        userId: viewer.userId,
        market: c.get('market'),
        bookmarkId: payload.bookmark_id,
        note: payload.note,
      });
      return c.json(bookmarkWire(unwrap(edited)));
    },
  );

  commands.user(
    {
      name: 'RemoveBookmark',
      summary: "Removes one of the viewer's bookmarks.",
      payload: removeBookmarkPayloadSchema,
      responses: {
        200: { description: 'Removed', schema: doneSchema },
        404: unknownBookmark,
        422: invalidFields,
      },
    },
    async (c, payload, viewer) => {
      const input = { userId: viewer.userId, market: c.get('market'), bookmarkId: payload.bookmark_id };
      unwrap(await library.removeBookmark.execute(input));
      return c.json({ ok: true as const });
    },
  );

  registry.define(
    api,
    {
      operationId: 'listBookmarks',
      method: 'get',
      path: '/me/bookmarks',
      summary:
        "The viewer's bookmarks in this market's titles, or in the audiobook `audiobook_id` names: by title, then position (the earlier added first at one position), 100 a page unless asked.",
      tag: 'Library',
      query: bookmarksQuerySchema,
      responses: {
        200: { description: 'One page of the bookmarks', schema: bookmarksPageSchema },
        400: { description: 'Invalid query parameters', schema: apiErrorSchema },
        401: NOT_SIGNED_IN_RESPONSE,
        404: { description: "No such audiobook in this market's catalogue", schema: apiErrorSchema },
      },
      cache: 'private',
    },
    async (c, { query, reply }) => {
      const viewer = requireViewer(c);
      const ctx = wireContextOf(c, query);
      const page = unwrap(
        await library.listBookmarks.execute({
          userId: viewer.userId,
          market: c.get('market'),
          ...(query.audiobook_id === undefined ? {} : { audiobookId: query.audiobook_id }),
          page: query,
        }),
      );
      const fields = pageFields(query, page.total);
      const body: BookmarksPageWire = {
        ...fields,
        _embedded: { 'app:bookmark': page.items.map(bookmarkWire) },
        _links: collectionLinks({
          locale: ctx.locale,
          path: `${apiBase(ctx.locale)}/me/bookmarks`,
          query: {
            ...(query.audiobook_id === undefined ? {} : { audiobook_id: query.audiobook_id }),
            limit: query.limit,
          },
          page: fields.page,
          pages: fields.pages,
          noLinks: ctx.noLinks,
        }),
      };
      return reply(body);
    },
  );
};
