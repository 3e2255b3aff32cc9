import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';

const variants: NonNullable<ButtonProps['variant']>[] = ['text', 'outlined', 'contained'];

const columns: { label: string; props: ButtonProps }[] = [
  { label: 'size="small"', props: { size: 'small' } },
  { label: 'Default', props: {} },
  { label: 'size="large"', props: { size: 'large' } },
  { label: 'startIcon', props: { startIcon: <SendIcon /> } },
  { label: 'disabled', props: { disabled: true } },
];

export default function ButtonStateMatrix() {
  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `auto repeat(${columns.length}, max-content)`,
          alignItems: 'center',
          gap: 2,
        }}
      >
        <span />
        {columns.map((column) => (
          <Typography key={column.label} variant="caption" color="text.secondary">
            <code>{column.label}</code>
          </Typography>
        ))}
        {variants.map((variant) => (
          <Fragment key={variant}>
            <Typography variant="caption" color="text.secondary">
              <code>variant=&quot;{variant}&quot;</code>
            </Typography>
            {columns.map((column) => (
              <Button key={column.label} variant={variant} {...column.props}>
                Send
              </Button>
            ))}
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
