import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DownloadIcon from '@mui/icons-material/Download';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

export default function ButtonSlotProps() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button
        variant="soft"
        startDecorator={<DownloadIcon />}
        slotProps={{
          startDecorator: {
            sx: {
              transition: 'transform 0.2s',
              '.MuiButton-root:hover > &': { transform: 'translateY(3px)' },
            },
          },
        }}
      >
        Download report
      </Button>
      <Button
        variant="outlined"
        color="neutral"
        endDecorator={<KeyboardArrowDownIcon />}
        slotProps={{
          endDecorator: { sx: { ml: 'auto', pl: 1, borderLeft: '1px solid', borderColor: 'divider' } },
        }}
      >
        Sort by date
      </Button>
    </Box>
  );
}
