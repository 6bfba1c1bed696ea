import { PLAYER_SHORTCUTS, type ShortcutIntent, type ShortcutKey } from '#domain/playback/player-shortcuts';
import type { SkipIntervals } from '#domain/playback/skip-intervals';
import { useTranslation } from '#ui/i18n/use-translation';
import { Modal } from '../modal/Modal';
import styles from './ShortcutSheet.module.css';

type SheetLabel =
  | 'togglePlay'
  | 'skipBack'
  | 'skipForward'
  | 'volumeUp'
  | 'volumeDown'
  | 'faster'
  | 'slower'
  | 'nextChapter'
  | 'previousChapter'
  | 'toggleMute'
  | 'addBookmark'
  | 'openSleepTimer'
  | 'openShortcutSheet';

const labelOf = (intent: ShortcutIntent): SheetLabel => {
  if (intent.type === 'changeVolume') return intent.delta > 0 ? 'volumeUp' : 'volumeDown';
  if (intent.type === 'changeRate') return intent.direction > 0 ? 'faster' : 'slower';
  return intent.type;
};

const ARROWS: Readonly<Record<string, string>> = { ArrowLeft: '←', ArrowRight: '→', ArrowUp: '↑', ArrowDown: '↓' };

/** The shortcut sheet (?): every shortcut from the same table the keys are read with. */
export function ShortcutSheet({
  open,
  onClose,
  skip,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The listener's skip lengths, which the arrows move by. */
  readonly skip: SkipIntervals;
}) {
  const { t } = useTranslation();
  const keyText = (key: ShortcutKey): string => {
    const name = key.key === ' ' ? t('player.shortcuts.space') : (ARROWS[key.key] ?? key.key.toUpperCase());
    return key.shift === true ? `Shift + ${name}` : name;
  };
  const seconds = { back: String(skip.backMs / 1000), forward: String(skip.forwardMs / 1000) };
  return (
    <Modal open={open} onClose={onClose} title={t('player.shortcuts.title')} className={styles.sheet}>
      <dl className={styles.list}>
        {PLAYER_SHORTCUTS.map((shortcut) => {
          const label = labelOf(shortcut.intent);
          return (
            <div key={label} className={styles.row}>
              <dt>
                {shortcut.keys.map((key) => (
                  <kbd key={`${key.key}:${String(key.shift)}`} className={styles.key}>
                    {keyText(key)}
                  </kbd>
                ))}
              </dt>
              <dd>
                {label === 'skipBack'
                  ? t('player.shortcuts.skipBack', { seconds: seconds.back })
                  : label === 'skipForward'
                    ? t('player.shortcuts.skipForward', { seconds: seconds.forward })
                    : t(`player.shortcuts.${label}`)}
              </dd>
            </div>
          );
        })}
      </dl>
    </Modal>
  );
}
