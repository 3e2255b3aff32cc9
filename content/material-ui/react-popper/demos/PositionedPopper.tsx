import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const placements: PopperPlacementType[] = [
  'top-start',
  'top',
  'right',
  'bottom-end',
  'left',
];

export default function PositionedPopper() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [placement, setPlacement] = useState<PopperPlacementType>('top');
  const open = Boolean(anchorEl);

  const handleClick =
    (newPlacement: PopperPlacementType) => (event: MouseEvent<HTMLElement>) => {
      const sameButton = anchorEl === event.currentTarget;
      setPlacement(newPlacement);
      setAnchorEl(sameButton ? null : event.currentTarget);
    };

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      justifyContent="center"
      sx={{ py: 8 }}
    >
      {placements.map((item) => (
        <Button key={item} variant="outlined" onClick={handleClick(item)}>
          {item}
        </Button>
      ))}
      <Popper
        open={open}
        anchorEl={anchorEl}
        placement={placement}
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
        sx={{ zIndex: 'tooltip' }}
      >
        <Paper elevation={4} sx={{ px: 2, py: 1 }}>
          <Typography variant="body2">placement=&quot;{placement}&quot;</Typography>
        </Paper>
      </Popper>
    </Stack>
  );
}
