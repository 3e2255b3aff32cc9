import * as React from 'react';
import TextField from '@mui/material/TextField';

function countLabel(count: number, unit: string) {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export default function CopyTarget() {
  const [value, setValue] = React.useState('');
  const lineCount = value === '' ? 0 : value.split('\n').length;

  return (
    <TextField
      label="Paste here"
      placeholder="Copy a block above, then paste it here"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      helperText={`${countLabel(lineCount, 'line')}, ${countLabel(value.length, 'character')}`}
      multiline
      minRows={3}
      fullWidth
    />
  );
}
