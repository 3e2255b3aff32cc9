import { type ReactElement } from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';
import BuildIcon from '@mui/icons-material/Build';
import CheckIcon from '@mui/icons-material/Check';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import CodeIcon from '@mui/icons-material/Code';

interface Stage {
  name: string;
  detail: string;
  time: string;
  icon: ReactElement;
  color: 'primary' | 'secondary' | 'success' | 'grey';
  done: boolean;
}

const stages: Stage[] = [
  {
    name: 'Commit',
    detail: 'Fix date parsing',
    time: '14:02',
    icon: <CodeIcon />,
    color: 'primary',
    done: true,
  },
  {
    name: 'Build',
    detail: '2 min 14 s',
    time: '14:03',
    icon: <BuildIcon />,
    color: 'primary',
    done: true,
  },
  {
    name: 'Tests',
    detail: '482 passed',
    time: '14:06',
    icon: <CheckIcon />,
    color: 'success',
    done: true,
  },
  {
    name: 'Deploy',
    detail: 'Waiting for approval',
    time: '—',
    icon: <CloudUploadIcon />,
    color: 'grey',
    done: false,
  },
];

export default function CustomizedTimeline() {
  return (
    <Timeline>
      {stages.map((stage, index) => (
        <TimelineItem key={stage.name}>
          <TimelineOppositeContent
            variant="body2"
            color="text.secondary"
            sx={{ m: 'auto 0' }}
          >
            {stage.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineConnector
              sx={{ bgcolor: index === 0 ? 'transparent' : 'divider' }}
            />
            <TimelineDot color={stage.color} variant={stage.done ? 'filled' : 'outlined'}>
              {stage.icon}
            </TimelineDot>
            <TimelineConnector
              sx={{ bgcolor: index === stages.length - 1 ? 'transparent' : 'divider' }}
            />
          </TimelineSeparator>
          <TimelineContent sx={{ py: '12px', px: 2 }}>
            <Typography variant="subtitle1" component="span">
              {stage.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {stage.detail}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
