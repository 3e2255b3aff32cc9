import Stack from '@mui/material/Stack';
import TextareaAutosize from '@mui/material/TextareaAutosize';

const bio =
  'Backend engineer based in Lisbon. I work on payment systems and spend my weekends ' +
  'surfing, baking bread and contributing to open source projects about accessibility. ' +
  'Currently learning Rust and Portuguese, in that order.';

export default function MinMaxRowsTextarea() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        Summary (3 rows minimum)
        <TextareaAutosize
          minRows={3}
          placeholder="Two or three sentences"
          style={{ width: 240, font: 'inherit', padding: 8 }}
        />
      </label>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        Bio (4 rows maximum, then it scrolls)
        <TextareaAutosize
          maxRows={4}
          defaultValue={bio}
          style={{ width: 240, font: 'inherit', padding: 8 }}
        />
      </label>
    </Stack>
  );
}
