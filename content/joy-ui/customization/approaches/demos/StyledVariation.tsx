import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';

const PillButton = styled(Button)(({ theme }) => ({
  '--Button-radius': '999px',
  paddingInline: theme.spacing(2.5),
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  fontSize: theme.vars.fontSize.xs,
}));

export default function StyledVariation() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <PillButton>Follow</PillButton>
      <PillButton variant="soft" color="neutral">
        Message
      </PillButton>
      <PillButton variant="outlined" color="danger">
        Block
      </PillButton>
    </Stack>
  );
}
