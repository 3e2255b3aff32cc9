import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot, { type TimelineDotProps } from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Stack from '@mui/material/Stack';

type DotColor = NonNullable<TimelineDotProps['color']>;
type DotVariant = NonNullable<TimelineDotProps['variant']>;

const colors: DotColor[] = ['grey', 'primary', 'secondary', 'error', 'info', 'success', 'warning'];
const variants: DotVariant[] = ['filled', 'outlined'];

export default function DotColorsTimeline() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4 }}>
      {variants.map((variant) => (
        <Timeline
          key={variant}
          aria-label={`${variant} dots`}
          sx={{
            flex: '0 0 auto',
            m: 0,
            [`& .${timelineItemClasses.root}:before`]: { flex: 0, padding: 0 },
          }}
        >
          {colors.map((color, index) => (
            <TimelineItem key={color}>
              <TimelineSeparator>
                <TimelineDot color={color} variant={variant} />
                {index < colors.length - 1 ? <TimelineConnector /> : null}
              </TimelineSeparator>
              <TimelineContent>
                {color} {variant}
              </TimelineContent>
            </TimelineItem>
          ))}
        </Timeline>
      ))}
    </Stack>
  );
}
