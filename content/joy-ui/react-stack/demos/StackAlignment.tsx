import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Sheet from '@mui/joy/Sheet';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

function Item({ children }: { children: React.ReactNode }) {
  return (
    <Sheet variant="soft" color="neutral" sx={{ px: 2, py: 1, borderRadius: 'sm', typography: 'body-sm' }}>
      {children}
    </Sheet>
  );
}

const justifyOptions = ['flex-start', 'center', 'flex-end', 'space-between', 'space-evenly'];
const alignOptions = ['flex-start', 'center', 'flex-end', 'stretch'];

export default function StackAlignment() {
  const [justifyContent, setJustifyContent] = React.useState('space-between');
  const [alignItems, setAlignItems] = React.useState('center');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControl size="sm">
          <FormLabel id="stack-justify-label">justifyContent</FormLabel>
          <Select
            value={justifyContent}
            onChange={(_event, value) => value && setJustifyContent(value)}
            slotProps={{ button: { 'aria-labelledby': 'stack-justify-label' } }}
            sx={{ minWidth: 160 }}
          >
            {justifyOptions.map((option) => (
              <Option key={option} value={option}>
                {option}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel id="stack-align-label">alignItems</FormLabel>
          <Select
            value={alignItems}
            onChange={(_event, value) => value && setAlignItems(value)}
            slotProps={{ button: { 'aria-labelledby': 'stack-align-label' } }}
            sx={{ minWidth: 160 }}
          >
            {alignOptions.map((option) => (
              <Option key={option} value={option}>
                {option}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Sheet variant="outlined" sx={{ borderRadius: 'sm', p: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent, alignItems, height: 120 }}>
          <Item>One</Item>
          <Item>Two, with a longer label</Item>
          <Item>Three</Item>
        </Stack>
      </Sheet>
    </Stack>
  );
}
