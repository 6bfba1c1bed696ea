import type { Brand } from '../shared/brand';

/** Spec §3 Audiobook id, as the playback commands send it (audiobook_id). */
export type AudiobookId = Brand<string, 'AudiobookId'>;

/** Spec §3 Stream media id, as the playback time command sends it (media_id). */
export type MediaId = Brand<string, 'MediaId'>;
