import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const levels = ['body', 'surface', 'popup', 'level1', 'level2', 'level3'] as const;

export default function BackgroundLevels() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {levels.map((level) => (
        <Sheet
          key={level}
          variant="outlined"
          sx={{ width: 100, height: 72, p: 1, borderRadius: 'sm', bgcolor: `background.${level}` }}
        >
          <Typography level="body-xs" sx={{ color: 'text.primary' }}>
            background.{level}
          </Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
