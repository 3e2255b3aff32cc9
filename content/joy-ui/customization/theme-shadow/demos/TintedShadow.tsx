import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function TintedShadow() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      <Button sx={{ boxShadow: 'lg' }}>Neutral shadow</Button>
      <Button
        sx={(theme) => ({
          boxShadow: 'lg',
          '--joy-shadowChannel': theme.vars.palette.primary.mainChannel,
          '--joy-shadowOpacity': '0.4',
        })}
      >
        Primary shadow
      </Button>
      <Button
        color="success"
        sx={(theme) => ({
          boxShadow: 'lg',
          '--joy-shadowChannel': theme.vars.palette.success.mainChannel,
          '--joy-shadowOpacity': '0.4',
        })}
      >
        Success shadow
      </Button>
    </Stack>
  );
}
