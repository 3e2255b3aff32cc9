import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

const MIN = 20;

export default function TextareaFormControl() {
  const [reason, setReason] = React.useState('Too slow');
  const error = reason.trim().length < MIN;

  return (
    <FormControl required error={error} sx={{ maxWidth: 400 }}>
      <FormLabel>Why are you cancelling?</FormLabel>
      <Textarea minRows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
      <FormHelperText>
        {error ? `Please write at least ${MIN} characters (${reason.trim().length} so far).` : 'Thanks, this helps us improve.'}
      </FormHelperText>
    </FormControl>
  );
}
