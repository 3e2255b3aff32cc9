import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import LanguageIcon from '@mui/icons-material/Language';
import MailIcon from '@mui/icons-material/Mail';
import SmsIcon from '@mui/icons-material/Sms';

const channels = [
  { value: 'email', label: 'Email', icon: <MailIcon /> },
  { value: 'sms', label: 'Text message', icon: <SmsIcon /> },
  { value: 'web', label: 'Browser notification', icon: <LanguageIcon /> },
];

export default function RadioList() {
  return (
    <div>
      <Typography id="channel-label" level="title-sm" sx={{ mb: 1 }}>
        Send reminders by
      </Typography>
      <RadioGroup aria-labelledby="channel-label" defaultValue="email" name="channel" overlay>
        <List variant="outlined" sx={{ borderRadius: 'sm', maxWidth: 320, '--List-gap': '0.25rem' }}>
          {channels.map((channel) => (
            <ListItem key={channel.value}>
              <ListItemDecorator>{channel.icon}</ListItemDecorator>
              <Radio value={channel.value} label={channel.label} sx={{ flexGrow: 1, flexDirection: 'row-reverse', justifyContent: 'space-between' }} />
            </ListItem>
          ))}
        </List>
      </RadioGroup>
    </div>
  );
}
