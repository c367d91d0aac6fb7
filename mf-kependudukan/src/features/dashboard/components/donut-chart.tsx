// A small SVG donut, drawn from the shares: three slices do not need a chart library (the module's
// first screen has a 100 KiB budget, and the smallest maintained React chart libraries alone cost
// 40-100 KiB gzip). The legend beside it carries the same numbers as text.
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { persentase } from '../persentase';

export interface DonutSlice {
  label: string;
  value: number;
  color: string;
}

export interface DonutChartProps {
  slices: readonly DonutSlice[];
  /** Names the chart for assistive technology; the values are appended. */
  title: string;
  size?: number;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXL,
  },
  svg: { flexShrink: 0 },
  total: {
    fontSize: '22px',
    fontWeight: tokens.fontWeightSemibold,
    fill: tokens.colorNeutralForeground1,
  },
  totalLabel: {
    fontSize: '11px',
    fill: tokens.colorNeutralForeground3,
  },
  // The centre's total written out as the sum of the slices (issue 16: every figure adds up on screen).
  sum: { margin: 0, marginTop: tokens.spacingVerticalS, maxWidth: '300px', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  legend: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: '14px auto auto',
    justifyContent: 'start',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
  },
  swatch: {
    width: '14px',
    height: '14px',
    borderRadius: tokens.borderRadiusSmall,
  },
  value: {
    fontWeight: tokens.fontWeightSemibold,
  },
});

const RADIUS = 40;
const THICKNESS = 16;
const CENTER = 50;

function point(angle: number): string {
  // Angles in turns, 0 at the top, clockwise.
  const radians = (angle - 0.25) * 2 * Math.PI;
  return `${(CENTER + RADIUS * Math.cos(radians)).toFixed(3)} ${(CENTER + RADIUS * Math.sin(radians)).toFixed(3)}`;
}

/** The arc of a ring slice from `start` to `end` (in turns), stroked with the ring's thickness. */
export function arcPath(start: number, end: number): string {
  const large = end - start > 0.5 ? 1 : 0;
  return `M ${point(start)} A ${RADIUS} ${RADIUS} 0 ${large} 1 ${point(end)}`;
}

export function DonutChart({ slices, title, size = 180 }: DonutChartProps) {
  const styles = useStyles();
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const description = `${title}: ${slices.map((s) => `${s.label} ${s.value}`).join(', ')}`;

  // Each slice starts where the previous one ended.
  const arcs: { slice: DonutSlice; start: number; end: number }[] = [];
  for (const slice of slices.filter((s) => s.value > 0)) {
    const start = arcs.at(-1)?.end ?? 0;
    arcs.push({ slice, start, end: start + slice.value / total });
  }

  return (
    <div className={styles.root}>
      <svg className={styles.svg} width={size} height={size} viewBox="0 0 100 100" role="img" aria-label={description}>
        <circle cx={CENTER} cy={CENTER} r={RADIUS} fill="none" stroke={tokens.colorNeutralStroke2} strokeWidth={THICKNESS} />
        {arcs.map(({ slice, start: from, end }) =>
          end - from >= 0.9999 ? (
            // One slice is everything: an arc cannot start and end at the same point.
            <circle key={slice.label} data-slice={slice.label} cx={CENTER} cy={CENTER} r={RADIUS} fill="none" stroke={slice.color} strokeWidth={THICKNESS} />
          ) : (
            <path key={slice.label} data-slice={slice.label} d={arcPath(from, end)} fill="none" stroke={slice.color} strokeWidth={THICKNESS} />
          ),
        )}
        <text className={styles.total} x={CENTER} y={CENTER + 2} textAnchor="middle" aria-hidden>
          {total}
        </text>
        <text className={styles.totalLabel} x={CENTER} y={CENTER + 14} textAnchor="middle" aria-hidden>
          Total
        </text>
      </svg>
      <div>
        <ul className={styles.legend} aria-label={`Keterangan ${title}`}>
          {slices.map((s) => (
            <li key={s.label} className={styles.item}>
              <span className={styles.swatch} style={{ backgroundColor: s.color }} aria-hidden />
              <span>{s.label}</span>
              <span className={styles.value}>
                {s.value} ({persentase(s.value, total)}%)
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.sum} data-testid="donut-total">
          {`Total ${total} = ${slices.map((s) => `${s.value} ${s.label}`).join(' + ')}`}
        </p>
      </div>
    </div>
  );
}
