import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '../theme/styled';
import { copyToClipboard } from '../blocks/codeCopy/copyToClipboard';
import { MONOSPACE_FONT_FAMILY } from '../theme/fonts';

/** The frame of a Joy theme tool on its page, in the docs' own (Material) styling. */
export const ToolPanel = styled('section')(({ theme }) => ({
  margin: '16px 0 32px',
  padding: 16,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  minWidth: 0,
}));

const CodePre = styled('pre')(({ theme }) => ({
  margin: 0,
  padding: 12,
  fontFamily: MONOSPACE_FONT_FAMILY,
  fontSize: 13,
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.vars.palette.divider}`,
  backgroundColor: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
}));

/** Generated code with a copy button and a status line saying whether the copy worked. */
export function GeneratedCode({ code, label, testId }: { code: string; label: string; testId: string }) {
  const [status, setStatus] = React.useState('');
  React.useEffect(() => setStatus(''), [code]);
  return (
    <div>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}>
        <Typography component="h4" variant="subtitle2">
          {label}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="caption" role="status" sx={{ color: 'text.secondary' }}>
            {status}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            onClick={async () => setStatus((await copyToClipboard(code)) ? 'Copied' : 'Copy failed: select the code instead')}
          >
            Copy code
          </Button>
        </Stack>
      </Stack>
      <CodePre data-testid={testId}>
        <code>{code}</code>
      </CodePre>
    </div>
  );
}
