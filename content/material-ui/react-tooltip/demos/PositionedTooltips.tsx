import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

// Each placement in the cell of a 5 × 5 grid that matches where the tooltip appears.
const cells: { placement: Placement; row: number; column: number }[] = [
  { placement: 'top-start', row: 1, column: 2 },
  { placement: 'top', row: 1, column: 3 },
  { placement: 'top-end', row: 1, column: 4 },
  { placement: 'left-start', row: 2, column: 1 },
  { placement: 'left', row: 3, column: 1 },
  { placement: 'left-end', row: 4, column: 1 },
  { placement: 'right-start', row: 2, column: 5 },
  { placement: 'right', row: 3, column: 5 },
  { placement: 'right-end', row: 4, column: 5 },
  { placement: 'bottom-start', row: 5, column: 2 },
  { placement: 'bottom', row: 5, column: 3 },
  { placement: 'bottom-end', row: 5, column: 4 },
];

export default function PositionedTooltips() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, auto)',
        gap: 1,
        justifyContent: 'center',
      }}
    >
      {cells.map(({ placement, row, column }) => (
        <Tooltip
          key={placement}
          title={`Shown at ${placement}`}
          placement={placement}
          describeChild
        >
          <Button
            variant="outlined"
            size="small"
            sx={{ gridRow: row, gridColumn: column }}
          >
            {placement}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
