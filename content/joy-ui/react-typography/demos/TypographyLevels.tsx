import Box from '@mui/joy/Box';
import Typography, { type TypographyProps } from '@mui/joy/Typography';

type Level = NonNullable<TypographyProps['level']>;

const levels: Level[] = [
  'h1', 'h2', 'h3', 'h4',
  'title-lg', 'title-md', 'title-sm',
  'body-lg', 'body-md', 'body-sm', 'body-xs',
];

export default function TypographyLevels() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'baseline', gap: 1.5 }}>
      {levels.map((level) => (
        <Box key={level} sx={{ display: 'contents' }}>
          <Typography level="body-xs" fontFamily="code">
            {level}
          </Typography>
          {/* every sample renders as a <p>, so the demo adds no headings to the page outline */}
          <Typography level={level} component="p" noWrap>
            Northern lights
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
