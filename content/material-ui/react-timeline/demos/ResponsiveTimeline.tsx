import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const milestones = [
  {
    date: '2021-03',
    label: 'March 2021',
    title: 'First shop opens',
    text: 'Twelve seats and one oven.',
  },
  {
    date: '2022-06',
    label: 'June 2022',
    title: 'Online orders',
    text: 'Delivery within the city.',
  },
  {
    date: '2023-09',
    label: 'September 2023',
    title: 'Second shop',
    text: 'A bakery school upstairs.',
  },
  { date: '2024-05', label: 'May 2024', title: 'Wholesale', text: 'Bread for nine restaurants.' },
];

export default function ResponsiveTimeline() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));

  return (
    <Timeline
      // Both sides on wide screens; on phones, one column with the axis on the left.
      position={wide ? 'alternate' : 'right'}
      sx={
        wide
          ? undefined
          : { px: 0, [`& .${timelineItemClasses.root}:before`]: { flex: 0, padding: 0 } }
      }
    >
      {milestones.map((milestone, index) => (
        <TimelineItem key={milestone.date}>
          {wide ? (
            <TimelineOppositeContent color="text.secondary" sx={{ m: 'auto 0' }}>
              <time dateTime={milestone.date}>{milestone.label}</time>
            </TimelineOppositeContent>
          ) : null}
          <TimelineSeparator>
            <TimelineDot color={index === milestones.length - 1 ? 'primary' : 'grey'} />
            {index < milestones.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>
            {wide ? null : (
              <Typography variant="body2" color="text.secondary">
                <time dateTime={milestone.date}>{milestone.label}</time>
              </Typography>
            )}
            <Typography variant="subtitle1" component="h3">
              {milestone.title}
            </Typography>
            <Typography variant="body2">{milestone.text}</Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
