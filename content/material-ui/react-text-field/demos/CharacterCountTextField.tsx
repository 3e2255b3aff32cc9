import { useState } from 'react';
import TextField from '@mui/material/TextField';

const maxLength = 120;

export default function CharacterCountTextField() {
  const [bio, setBio] = useState('Product designer in Porto. I like maps and trains.');

  return (
    <TextField
      id="character-count-bio"
      label="Short bio"
      multiline
      minRows={2}
      value={bio}
      onChange={(event) => setBio(event.target.value)}
      inputProps={{ maxLength }}
      helperText={`${bio.length} / ${maxLength} characters`}
      FormHelperTextProps={{ sx: { textAlign: 'right', mx: 0 } }}
      sx={{ width: '100%', maxWidth: 400 }}
    />
  );
}
