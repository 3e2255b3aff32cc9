import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const milestones = [
  { year: '2016', text: 'Founded in a garage in Leeds' },
  { year: '2018', text: 'First 1,000 customers' },
  { year: '2021', text: 'Opened the Berlin office' },
  { year: '2024', text: 'Launched the mobile app' },
];

export default function AlternateTimeline() {
  return (
    <Timeline position="alternate">
      {milestones.map((milestone, index) => (
        <TimelineItem key={milestone.year}>
          <TimelineOppositeContent color="text.secondary">
            {milestone.year}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color="secondary" />
            {index < milestones.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{milestone.text}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
