import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const schedule = [
  { time: '09:00', title: 'Registration and coffee' },
  { time: '10:00', title: 'Keynote: Designing for everyone' },
  { time: '11:30', title: 'Workshop: Accessible forms' },
  { time: '13:00', title: 'Lunch' },
];

export default function OppositeContentTimeline() {
  return (
    <Timeline>
      {schedule.map((slot, index) => (
        <TimelineItem key={slot.time}>
          <TimelineOppositeContent color="text.secondary">
            {slot.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color="primary" variant={index === 0 ? 'filled' : 'outlined'} />
            {index < schedule.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{slot.title}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
