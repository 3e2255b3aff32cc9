import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip, { type TooltipProps } from '@mui/joy/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

const rows: Placement[][] = [
  ['top-start', 'top', 'top-end'],
  ['left-start', 'right-start'],
  ['left', 'right'],
  ['left-end', 'right-end'],
  ['bottom-start', 'bottom', 'bottom-end'],
];

export default function TooltipPlacements() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      {rows.map((row) => (
        <Box
          key={row.join()}
          sx={{
            display: 'flex',
            gap: 1,
            width: row.length === 2 ? 300 : 'auto',
            maxWidth: '100%',
            justifyContent: 'space-between',
          }}
        >
          {row.map((placement) => (
            <Tooltip key={placement} title={placement} placement={placement} arrow>
              <Button variant="outlined" color="neutral" size="sm" sx={{ minWidth: 96 }}>
                {placement}
              </Button>
            </Tooltip>
          ))}
        </Box>
      ))}
    </Box>
  );
}
