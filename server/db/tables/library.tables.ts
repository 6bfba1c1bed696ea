import type { Flag } from '../schema';

/** A product a user keeps for later (spec §4 "Favourite toggle"); added once, removed by the user. */
export interface FavouriteTable {
  user_id: string;
  product_id: string;
  created_at: string;
}

/** Where a user is in an audiobook and when they last played it (recently played, resume position, shelf). */
export interface PlaybackStateTable {
  user_id: string;
  audiobook_id: string;
  /** Milliseconds from the start; 0 until a position is saved. */
  position_ms: number;
  /** The order key of the last accepted position save: the client's `saved_at`, else the server's time. */
  progress_saved_at: string | null;
  /** When the server stored the current position. */
  progress_updated_at: string | null;
  /** The device whose save gave the current position; null before one, and for positions saved before 0015. */
  progress_device_id: string | null;
  /** The last StartPlayback or position save. */
  last_played_at: string;
  /** Started while the user heard it through the club: it then stays on their shelf. */
  via_club: Flag;
}

/** The last StartPlayback of each device of an account: the latest one is the account's active player. */
export interface PlaybackDeviceTable {
  user_id: string;
  device_id: string;
  audiobook_id: string;
  started_at: string;
}

/** A place a listener marked in an audiobook, seen only by them, on every device they sign in on. */
export interface BookmarkTable {
  id: string;
  user_id: string;
  audiobook_id: string;
  /** Milliseconds from the start. */
  position_ms: number;
  /** Cleaned user text; null when the bookmark has no note. */
  note: string | null;
  created_at: string;
  /** When the note was last written; the creation time until then. */
  updated_at: string;
}

/** The library area's tables (migrations 0007-library, 0014-bookmarks and 0015-player-sessions). */
export interface LibraryTables {
  favourites: FavouriteTable;
  playback_states: PlaybackStateTable;
  playback_devices: PlaybackDeviceTable;
  bookmarks: BookmarkTable;
}
