import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';

export default function InvertedColorsAlert() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 520 }}>
      {(['solid', 'soft'] as const).map((variant) => (
        <Alert
          key={variant}
          variant={variant}
          color="primary"
          invertedColors
          role="note"
          startDecorator={<AutoAwesomeOutlinedIcon />}
          endDecorator={
            <Button size="sm" variant="outlined">
              Try it
            </Button>
          }
          sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <Box sx={{ flex: 1, minWidth: 180 }}>
            <Typography level="title-sm">Smart folders are here</Typography>
            <Typography level="body-sm" textColor="inherit">
              Sort new files automatically by project and client.
            </Typography>
          </Box>
        </Alert>
      ))}
    </Box>
  );
}
