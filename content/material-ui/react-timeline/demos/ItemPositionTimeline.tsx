import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const messages = [
  { id: 1, from: 'support', time: '09:02', text: 'Hello! How can we help?' },
  {
    id: 2,
    from: 'customer',
    time: '09:04',
    text: 'My parcel shows as delivered, but it is not here.',
  },
  {
    id: 3,
    from: 'support',
    time: '09:05',
    text: 'Sorry about that. We are asking the courier now.',
  },
  { id: 4, from: 'customer', time: '09:06', text: 'Thank you.' },
];

export default function ItemPositionTimeline() {
  return (
    // The timeline puts content on the right; the customer's items override it with `position="left"`.
    <Timeline>
      {messages.map((message, index) => (
        <TimelineItem key={message.id} position={message.from === 'customer' ? 'left' : 'right'}>
          <TimelineOppositeContent color="text.secondary">
            <time dateTime={message.time}>{message.time}</time>
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot
              color={message.from === 'customer' ? 'secondary' : 'primary'}
              variant={message.from === 'customer' ? 'outlined' : 'filled'}
            />
            {index < messages.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>
            {message.from === 'customer' ? 'You' : 'Support'}: {message.text}
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
