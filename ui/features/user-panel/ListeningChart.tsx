import { useTranslation } from '#ui/i18n/use-translation';
import type { DayBar } from './listening-labels';
import styles from './UserPanel.module.css';

const BAR_WIDTH = 10;
const HEIGHT = 100;

/**
 * Issue 21: minutes per day as plain SVG bars, hidden from assistive technology, with the same numbers in a table
 * that is their accessible form.
 */
export function ListeningChart({ days, caption }: { readonly days: readonly DayBar[]; readonly caption: string }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...days.map((d) => d.minutes));
  return (
    <>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${days.length * BAR_WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {days.map((day, i) => {
          const height = (day.minutes / most) * HEIGHT;
          return (
            <rect
              key={day.date}
              className={styles.bar}
              x={i * BAR_WIDTH + 1}
              y={HEIGHT - height}
              width={BAR_WIDTH - 2}
              height={height}
            />
          );
        })}
      </svg>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('user_panel.stats.day')}</th>
            <th scope="col">{t('user_panel.stats.minutes')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">
                <time dateTime={day.date}>{day.label}</time>
              </th>
              <td>{day.minutes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
