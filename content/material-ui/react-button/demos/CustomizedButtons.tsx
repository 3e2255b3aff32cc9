import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(3),
  textTransform: 'none',
  fontWeight: 600,
  boxShadow: 'none',
  '&:hover': {
    boxShadow: 'none',
  },
}));

export default function CustomizedButtons() {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <PillButton variant="contained">Start free trial</PillButton>
      <Button
        variant="outlined"
        sx={{
          textTransform: 'none',
          borderWidth: 2,
          borderColor: 'text.primary',
          color: 'text.primary',
          '&:hover': {
            borderWidth: 2,
            borderColor: 'text.primary',
            bgcolor: 'action.hover',
          },
        }}
      >
        Talk to sales
      </Button>
    </Stack>
  );
}
