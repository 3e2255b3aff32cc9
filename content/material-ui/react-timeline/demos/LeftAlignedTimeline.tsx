import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';

const activity = [
  { who: 'Ana', what: 'opened the issue', when: '3 days ago' },
  { who: 'Kofi', what: 'added the label “bug”', when: '3 days ago' },
  { who: 'Ana', what: 'linked a pull request', when: 'yesterday' },
  { who: 'Mei', what: 'closed the issue', when: '2 hours ago' },
];

export default function LeftAlignedTimeline() {
  return (
    <Timeline
      sx={{
        [`& .${timelineItemClasses.root}:before`]: {
          flex: 0,
          padding: 0,
        },
      }}
    >
      {activity.map((event, index) => (
        <TimelineItem key={`${event.who}-${event.what}`}>
          <TimelineSeparator>
            <TimelineDot variant="outlined" />
            {index < activity.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>
            <strong>{event.who}</strong> {event.what}
            <Typography variant="body2" color="text.secondary">
              {event.when}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
