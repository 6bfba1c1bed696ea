import { mayHearClubTitles } from '#domain/licensing/club-access';
import { mayDownload, mayListen } from '#domain/licensing/license-channels';
import { isStreamingDevice } from '#domain/licensing/streaming-devices';
import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { epochMs } from '#domain/shared/time';
import type { ClubPeriodsRepository } from '../accounts/club-periods.port';
import { invalidField, type SharedError } from '../shared/server-error';
import type { AccountDevices } from './account-devices.port';
import { deviceNotAllowed, type LibraryError, notEntitled } from './library.errors';
import type { LibraryTitle, LibraryTitles } from './library-titles.port';

/** Who asks: the signed-in user and the device their session was opened on. */
export interface Listener {
  readonly userId: string;
  readonly deviceId: string;
}

/** The ports the entitlement checks read. */
export interface EntitlementDeps {
  readonly titles: Pick<LibraryTitles, 'hasLicense'>;
  readonly clubPeriods: ClubPeriodsRepository;
  readonly devices: AccountDevices;
}

/** Whether the user hears the market's club titles now (`mayHearClubTitles` over their stored periods). */
export const clubAccessOf = async (
  deps: Pick<EntitlementDeps, 'clubPeriods'>,
  userId: string,
  market: Market,
  now: Date,
): Promise<boolean> =>
  mayHearClubTitles(market.features, await deps.clubPeriods.periodsOf(userId), epochMs(now.getTime()));

/** Whether the listener's device is one of the account's streaming devices. */
export const onStreamingDevice = async (deps: Pick<EntitlementDeps, 'devices'>, listener: Listener) =>
  isStreamingDevice(await deps.devices.devicesOf(listener.userId), listener.deviceId);

/**
 * The playback commands' step (spec §4): the listener may hear the title in full (free, licensed, or a club title for
 * a club listener; NOT_ENTITLED otherwise), on one of the account's streaming devices (DEVICE_NOT_ALLOWED); answers
 * whether the club gives it.
 */
export const listeningEntitlement = async (
  deps: EntitlementDeps,
  input: { readonly listener: Listener; readonly market: Market; readonly title: LibraryTitle; readonly now: Date },
): Promise<Result<{ readonly viaClub: boolean }, LibraryError>> => {
  const { listener, market, title } = input;
  const [hasLicense, club] = await Promise.all([
    deps.titles.hasLicense(listener.userId, title.id),
    // Club access matters only for a club title; the others spare the read.
    title.inClub ? clubAccessOf(deps, listener.userId, market, input.now) : false,
  ]);
  const facts = { isFree: title.isFree, inClub: title.inClub, clubOffered: market.features.club, hasLicense };
  if (!mayListen({ ...facts, hasClubAccess: club })) return err(notEntitled('listen'));
  if (!(await onStreamingDevice(deps, listener))) return err(deviceNotAllowed());
  return ok({ viaClub: title.inClub && club });
};

/**
 * The playback commands' first steps: the market's audiobook by id (NOT_FOUND on `audiobook_id`), which the listener
 * may hear in full on this device (`listeningEntitlement`); answers the title and whether the club gives it.
 */
export const entitledAudiobook = async (
  deps: EntitlementDeps & { readonly titles: Pick<LibraryTitles, 'findAudiobook'> },
  input: { readonly listener: Listener; readonly market: Market; readonly audiobookId: string; readonly now: Date },
): Promise<Result<{ readonly title: LibraryTitle; readonly viaClub: boolean }, LibraryError | SharedError>> => {
  const { listener, market, now } = input;
  const title = await deps.titles.findAudiobook(market.catalogId, input.audiobookId);
  if (!title) return err(invalidField('audiobook_id', 'NOT_FOUND'));
  const entitled = await listeningEntitlement(deps, { listener, market, title, now });
  if (!entitled.ok) return entitled;
  return ok({ title, viaClub: entitled.value.viaClub });
};

/** The downloads' step (spec §4): a one-off license (NOT_ENTITLED otherwise) on a streaming device (DEVICE_NOT_ALLOWED). */
export const downloadEntitlement = async (
  deps: Pick<EntitlementDeps, 'titles' | 'devices'>,
  input: { readonly listener: Listener; readonly title: LibraryTitle },
): Promise<Result<null, LibraryError>> => {
  const hasLicense = await deps.titles.hasLicense(input.listener.userId, input.title.id);
  if (!mayDownload({ hasLicense })) return err(notEntitled('download'));
  if (!(await onStreamingDevice(deps, input.listener))) return err(deviceNotAllowed());
  return ok(null);
};
