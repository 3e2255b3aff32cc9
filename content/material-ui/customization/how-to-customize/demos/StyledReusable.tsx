import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

interface PillButtonProps {
  compact?: boolean;
}

// `shouldForwardProp` keeps the custom `compact` prop off the DOM element.
const PillButton = styled(Button, {
  shouldForwardProp: (prop) => prop !== 'compact',
})<PillButtonProps>(({ theme, compact }) => ({
  borderRadius: 999,
  borderWidth: 2,
  textTransform: 'none',
  padding: compact ? theme.spacing(0.25, 1.5) : theme.spacing(0.75, 2.5),
  '&:hover': { borderWidth: 2 },
  '&.Mui-disabled': { borderWidth: 2, borderStyle: 'dashed' },
}));

export default function StyledReusable() {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <PillButton variant="outlined">Archive</PillButton>
      <PillButton variant="outlined" color="error">
        Delete
      </PillButton>
      <PillButton variant="outlined" compact>
        Compact
      </PillButton>
      <PillButton variant="outlined" disabled>
        Restore
      </PillButton>
    </Stack>
  );
}
