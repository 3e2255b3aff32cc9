import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import CloseIcon from '@mui/icons-material/Close';

export default function ButtonColorInversion() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{ p: 2, borderRadius: 'md', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography textColor="text.primary" sx={{ flex: '1 1 200px' }}>
        A new version is ready to install.
      </Typography>
      <Button variant="solid">Update now</Button>
      <Button variant="plain">Later</Button>
      <IconButton variant="soft" aria-label="Dismiss">
        <CloseIcon />
      </IconButton>
    </Sheet>
  );
}
