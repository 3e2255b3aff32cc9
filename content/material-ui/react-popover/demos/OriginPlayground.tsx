import { useId, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Popover, { type PopoverOrigin } from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const verticals = ['top', 'center', 'bottom'] as const;
const horizontals = ['left', 'center', 'right'] as const;

// PopoverOrigin also accepts numbers (pixels); the playground offers the keywords.
type Vertical = (typeof verticals)[number];
type Horizontal = (typeof horizontals)[number];

interface ChoiceProps<T extends string> {
  label: string;
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
}

function Choice<T extends string>({ label, values, value, onChange }: ChoiceProps<T>) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => {
          const next = values.find((candidate) => candidate === event.target.value);
          if (next) {
            onChange(next);
          }
        }}
      >
        {values.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            label={option}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export default function OriginPlayground() {
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const [anchorVertical, setAnchorVertical] = useState<Vertical>('bottom');
  const [anchorHorizontal, setAnchorHorizontal] = useState<Horizontal>('left');
  const [transformVertical, setTransformVertical] = useState<Vertical>('top');
  const [transformHorizontal, setTransformHorizontal] = useState<Horizontal>('left');

  const anchorOrigin: PopoverOrigin = {
    vertical: anchorVertical,
    horizontal: anchorHorizontal,
  };
  const transformOrigin: PopoverOrigin = {
    vertical: transformVertical,
    horizontal: transformHorizontal,
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Choice
          label="anchorOrigin.vertical"
          values={verticals}
          value={anchorVertical}
          onChange={setAnchorVertical}
        />
        <Choice
          label="anchorOrigin.horizontal"
          values={horizontals}
          value={anchorHorizontal}
          onChange={setAnchorHorizontal}
        />
        <Choice
          label="transformOrigin.vertical"
          values={verticals}
          value={transformVertical}
          onChange={setTransformVertical}
        />
        <Choice
          label="transformOrigin.horizontal"
          values={horizontals}
          value={transformHorizontal}
          onChange={setTransformHorizontal}
        />
      </Box>
      <Box
        sx={{
          flex: '1 1 200px',
          display: 'flex',
          justifyContent: 'center',
          py: 8,
        }}
      >
        <Button
          variant="contained"
          onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchorEl(event.currentTarget)}
        >
          Open popover
        </Button>
      </Box>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={anchorOrigin}
        transformOrigin={transformOrigin}
      >
        <Typography variant="body2" component="div" sx={{ p: 2, fontFamily: 'monospace' }}>
          anchorOrigin: {anchorVertical} {anchorHorizontal}
          <br />
          transformOrigin: {transformVertical} {transformHorizontal}
        </Typography>
      </Popover>
    </Box>
  );
}
