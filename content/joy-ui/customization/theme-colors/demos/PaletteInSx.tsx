import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function PaletteInSx() {
  return (
    <Sheet
      sx={(theme) => ({
        maxWidth: 340,
        p: 2,
        borderRadius: 'md',
        bgcolor: 'success.softBg',
        borderLeft: `4px solid ${theme.vars.palette.success[500]}`,
      })}
    >
      <Typography level="title-sm" sx={{ color: 'success.softColor' }}>
        Backup complete
      </Typography>
      <Typography level="body-sm" sx={{ color: 'text.secondary' }}>
        1,204 files saved at 09:30.
      </Typography>
    </Sheet>
  );
}
