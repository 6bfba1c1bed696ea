import { type FormEvent, type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { BookmarksStatus } from '#application/player/bookmarks.store';
import { BOOKMARK_NOTE_MAX_LENGTH, type Bookmark } from '#domain/playback/bookmark';
import { clockPosition } from '#domain/shared/iso-duration';
import buttons from '#ui/components/button/button.module.css';
import { useTranslation } from '#ui/i18n/use-translation';
import styles from './Bookmarks.module.css';

/** How a note form's request ended: saved, refused with a reason shown at the form, or failed (a toast says so). */
export type BookmarkFormOutcome = 'saved' | 'noteTooLong' | 'limitReached' | 'failed';

/** The latest news for the live region; its number changes with each, so the same news is said again. */
export type BookmarkAnnouncement =
  | { readonly id: number; readonly kind: 'added'; readonly positionMs: number }
  | { readonly id: number; readonly kind: 'removed' };

export interface BookmarksPanelProps {
  readonly bookmarks: readonly Bookmark[];
  readonly status: BookmarksStatus;
  readonly announcement: BookmarkAnnouncement | null;
  /** Marks the player's position with the note written for it (empty for none). */
  readonly onAdd: (note: string) => Promise<BookmarkFormOutcome>;
  readonly onSaveNote: (bookmark: Bookmark, note: string) => Promise<BookmarkFormOutcome>;
  readonly onDelete: (bookmark: Bookmark) => void;
  readonly onJump: (positionMs: number) => void;
  readonly onRetry: () => void;
}

type Refusal = Extract<BookmarkFormOutcome, 'noteTooLong' | 'limitReached'>;

const isRefusal = (outcome: BookmarkFormOutcome): outcome is Refusal =>
  outcome === 'noteTooLong' || outcome === 'limitReached';

function RefusalText({ id, refusal }: { readonly id: string; readonly refusal: Refusal | null }) {
  const { t } = useTranslation();
  const max = String(BOOKMARK_NOTE_MAX_LENGTH);
  return (
    <p id={id} className={styles.error} role="alert">
      {refusal === 'noteTooLong' ? t('player.bookmarks.note_too_long', { max }) : null}
      {refusal === 'limitReached' ? t('player.bookmarks.limit_reached', { max }) : null}
    </p>
  );
}

/** A note's field with its label and, below it, why the last save was refused. */
function NoteField({
  label,
  rows,
  note,
  onChange,
  refusal,
  field,
}: {
  readonly label: string;
  readonly rows: number;
  readonly note: string;
  readonly onChange: (note: string) => void;
  readonly refusal: Refusal | null;
  readonly field?: RefObject<HTMLTextAreaElement | null>;
}) {
  const fieldId = useId();
  const errorId = useId();
  return (
    <>
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        id={fieldId}
        ref={field}
        className={styles.field}
        rows={rows}
        maxLength={BOOKMARK_NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={refusal === 'noteTooLong' ? true : undefined}
        aria-describedby={errorId}
      />
      <RefusalText id={errorId} refusal={refusal} />
    </>
  );
}

/** The inline form that rewrites one bookmark's note; Escape or Cancel leaves it as it was. */
function NoteForm({
  bookmark,
  onSave,
  onClose,
}: {
  readonly bookmark: Bookmark;
  readonly onSave: (note: string) => Promise<BookmarkFormOutcome>;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const field = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState(bookmark.note ?? '');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    field.current?.focus();
  }, []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    onSave(note).then(
      (outcome) => {
        setSaving(false);
        if (outcome === 'saved') onClose();
        else setRefusal(isRefusal(outcome) ? outcome : null);
      },
      () => setSaving(false),
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Escape belongs to this form here, not to the player or a dialog around it.
    event.stopPropagation();
    onClose();
  };
  return (
    <form className={styles.noteForm} onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <NoteField
        label={t('player.bookmarks.note_label')}
        rows={3}
        note={note}
        onChange={setNote}
        refusal={refusal}
        field={field}
      />
      <div className={styles.formActions}>
        <button type="submit" className={buttons.primary} aria-disabled={saving ? true : undefined}>
          {t('player.bookmarks.save')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          {t('player.bookmarks.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The title's bookmarks beside the player: add one at the position with an optional note, jump to one, rewrite or
 * delete its note. Focus goes back to a bookmark's Edit button when its form closes, and to the heading when a
 * bookmark is deleted; a polite live region says what was added or removed.
 */
export function BookmarksPanel({
  bookmarks,
  status,
  announcement,
  onAdd,
  onSaveNote,
  onDelete,
  onJump,
  onRetry,
}: BookmarksPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const returnFocusTo = useRef<string | null>(null);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);

  useEffect(() => {
    if (editing !== null || returnFocusTo.current === null) return;
    editButtons.current.get(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  }, [editing]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    setAdding(true);
    onAdd(note).then(
      (outcome) => {
        setAdding(false);
        setRefusal(isRefusal(outcome) ? outcome : null);
        if (outcome === 'saved') setNote('');
      },
      () => setAdding(false),
    );
  };
  const closeForm = (bookmarkId: string) => {
    returnFocusTo.current = bookmarkId;
    setEditing(null);
  };
  const onDeleteBookmark = (bookmark: Bookmark) => {
    onDelete(bookmark);
    // Its buttons are about to go: focus moves to the list's heading rather than to the page's start.
    heading.current?.focus();
  };

  return (
    <section className={styles.bookmarks} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} className={styles.title} tabIndex={-1}>
        {t('player.bookmarks.title')}
      </h2>
      <form className={styles.addForm} onSubmit={onSubmit}>
        <NoteField
          label={t('player.bookmarks.new_note_label')}
          rows={2}
          note={note}
          onChange={setNote}
          refusal={refusal}
        />
        <button
          type="submit"
          className={buttons.primary}
          disabled={status === 'loading'}
          aria-disabled={adding ? true : undefined}
        >
          {t('player.bookmarks.add')}
        </button>
      </form>
      {status === 'loading' ? (
        <p className={styles.state} aria-busy="true">
          {t('player.bookmarks.loading')}
        </p>
      ) : status === 'failed' ? (
        <p className={styles.state}>
          {t('player.bookmarks.failed')}{' '}
          <button type="button" className={buttons.secondary} onClick={onRetry}>
            {t('player.retry')}
          </button>
        </p>
      ) : bookmarks.length === 0 ? (
        <p className={styles.state}>{t('player.bookmarks.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {bookmarks.map((bookmark) => {
            const time = clockPosition(bookmark.position);
            return (
              <li key={bookmark.id} className={styles.item}>
                <button
                  type="button"
                  className={styles.time}
                  onClick={() => onJump(bookmark.position)}
                  aria-label={t('player.bookmarks.jump', { time })}
                >
                  {time}
                </button>
                {editing === bookmark.id ? (
                  <NoteForm
                    bookmark={bookmark}
                    onSave={(text) => onSaveNote(bookmark, text)}
                    onClose={() => closeForm(bookmark.id)}
                  />
                ) : (
                  <>
                    {bookmark.note === null ? null : <p className={styles.note}>{bookmark.note}</p>}
                    <div className={styles.itemActions}>
                      <button
                        type="button"
                        className={styles.action}
                        ref={(button) => {
                          if (button) editButtons.current.set(bookmark.id, button);
                          else editButtons.current.delete(bookmark.id);
                        }}
                        onClick={() => setEditing(bookmark.id)}
                        aria-label={t('player.bookmarks.edit_at', { time })}
                      >
                        {t('player.bookmarks.edit')}
                      </button>
                      <button
                        type="button"
                        className={styles.action}
                        onClick={() => onDeleteBookmark(bookmark)}
                        aria-label={t('player.bookmarks.delete_at', { time })}
                      >
                        {t('player.bookmarks.delete')}
                      </button>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement === null ? null : (
          <span key={announcement.id}>
            {announcement.kind === 'added'
              ? t('player.bookmarks.added', { time: clockPosition(announcement.positionMs) })
              : t('player.bookmarks.removed')}
          </span>
        )}
      </div>
    </section>
  );
}
