import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

const SquareChip = styled(Chip)(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  fontWeight: 600,
  '& .MuiChip-deleteIcon': {
    fontSize: 18,
  },
}));

export default function CustomizedChips() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <SquareChip
        label="Size: M"
        color="primary"
        variant="outlined"
        deleteIcon={<CloseIcon />}
        onDelete={() => {}}
      />
      <Chip
        label="This chip wraps its label onto several lines when the text is longer than the width allows."
        sx={{
          height: 'auto',
          maxWidth: 280,
          '& .MuiChip-label': { display: 'block', whiteSpace: 'normal', py: 0.5 },
        }}
      />
    </Stack>
  );
}
