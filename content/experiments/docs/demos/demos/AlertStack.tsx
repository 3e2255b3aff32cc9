import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

const messages: Array<{ severity: 'success' | 'info' | 'warning' | 'error'; text: string }> = [
  { severity: 'success', text: 'The file was saved.' },
  { severity: 'info', text: 'A new version is available.' },
  { severity: 'warning', text: 'Your session ends in five minutes.' },
  { severity: 'error', text: 'The upload failed.' },
];

export default function AlertStack() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      {messages.map((message) => (
        <Alert key={message.severity} severity={message.severity}>
          {message.text}
        </Alert>
      ))}
    </Stack>
  );
}
