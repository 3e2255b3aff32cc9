import Button from '@mui/material/Button';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { styled } from '@mui/material/styles';

const SuccessContent = styled(SnackbarContent)(({ theme }) => ({
  // main is dark in the light palette and light in the dark one: pick the text colour that contrasts.
  backgroundColor: theme.palette.success.main,
  color: theme.palette.getContrastText(theme.palette.success.main),
  '& .MuiSnackbarContent-message': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
}));

export default function CustomizedSnackbarContent() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 560 }}>
      <SuccessContent
        role="status"
        message={
          <>
            <CheckCircleOutline fontSize="small" />
            Payment of €42.00 received
          </>
        }
      />
      <SnackbarContent
        role="status"
        message="A new version of the app is available. Reload to get the latest changes; your drafts are kept."
        action={
          <Button color="inherit" size="small">
            Reload
          </Button>
        }
        sx={{
          flexDirection: 'column',
          alignItems: 'flex-start',
          '& .MuiSnackbarContent-action': { ml: 0, pl: 0, alignSelf: 'flex-end' },
        }}
      />
    </Stack>
  );
}
