import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function ModeSpecificStyles() {
  return (
    <Sheet
      sx={(theme) => ({
        maxWidth: 340,
        p: 2,
        borderRadius: 'md',
        background: `linear-gradient(135deg, ${theme.vars.palette.primary[100]}, ${theme.vars.palette.success[100]})`,
        [theme.getColorSchemeSelector('dark')]: {
          background: `linear-gradient(135deg, ${theme.vars.palette.primary[900]}, ${theme.vars.palette.success[900]})`,
        },
      })}
    >
      <Typography level="title-md">Spring sale</Typography>
      <Typography level="body-sm">The gradient has a light and a dark version.</Typography>
    </Sheet>
  );
}
