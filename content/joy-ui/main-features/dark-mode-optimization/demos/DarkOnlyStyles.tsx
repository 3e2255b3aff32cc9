import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function DarkOnlyStyles() {
  return (
    <Card
      variant="outlined"
      sx={(theme) => ({
        maxWidth: 320,
        boxShadow: 'md',
        [theme.getColorSchemeSelector('dark')]: {
          boxShadow: 'none',
          borderColor: theme.vars.palette.primary[700],
          bgcolor: 'background.level1',
        },
      })}
    >
      <Typography level="title-md">Raised in light mode</Typography>
      <Typography level="body-sm">
        In dark mode this card drops its shadow and gets a colored border instead.
      </Typography>
    </Card>
  );
}
