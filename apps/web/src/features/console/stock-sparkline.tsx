import Box from '@mui/material/Box';
import type { TStockDay } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import type { TConsoleFormat } from '../../shared/console-ui/console-format';

const WIDTH = 120;
const HEIGHT = 36;
const PAD = 3;

/** The points of a line through `values`, scaled into the box (a flat line sits in the middle). */
export const sparklinePoints = (values: number[], width = WIDTH, height = HEIGHT): string => {
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  const step = values.length > 1 ? (width - 2 * PAD) / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const y = span === 0 ? height / 2 : height - PAD - ((value - min) / span) * (height - 2 * PAD);
      return `${(PAD + index * step).toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
};

/**
 * Units on hand at the end of each of the last 30 days, as a small line (plain SVG: the kiosk page does not
 * load the charting library for it); screen readers get the same as a sentence (first and last day, lowest
 * and highest), the line itself is decoration.
 */
export function StockSparkline({ days, format }: { days: TStockDay[]; format: TConsoleFormat }) {
  const { t } = useTranslation();
  const values = days.map((day) => day.onHand);
  if (!values.length) return null;
  const summary = t('console.kiosk.sparkline', {
    from: format.day(days[0]!.date),
    to: format.day(days.at(-1)!.date),
    first: format.integer(values[0]!),
    last: format.integer(values.at(-1)!),
    min: format.integer(Math.min(...values)),
    max: format.integer(Math.max(...values)),
  });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      <Box
        component="svg"
        aria-hidden="true"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        sx={{ width: WIDTH, height: HEIGHT, flexShrink: 0, color: 'primary.main' }}
      >
        <polyline
          points={sparklinePoints(values)}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
        />
      </Box>
      <Box
        component="span"
        // Visually hidden. In sx a width of 1 means 100%, which made each summary a full row wide: '1px'.
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          margin: '-1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        {summary}
      </Box>
    </Box>
  );
}
