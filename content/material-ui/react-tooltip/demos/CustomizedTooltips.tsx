import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip, { tooltipClasses, type TooltipProps } from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// The tooltip is rendered in a portal, outside the child: style it through the popper's class.
const OutlinedTooltip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} classes={{ popper: className }} />
))(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.primary.main}`,
    fontSize: theme.typography.pxToRem(13),
    boxShadow: theme.shadows[2],
  },
  [`& .${tooltipClasses.arrow}`]: {
    color: theme.palette.background.paper,
    '&::before': { border: `1px solid ${theme.palette.primary.main}` },
  },
}));

export default function CustomizedTooltips() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <OutlinedTooltip
        title="Available on the Team plan and above"
        arrow
        describeChild
      >
        <Button>Styled with styled()</Button>
      </OutlinedTooltip>
      <Tooltip
        describeChild
        title={
          <>
            <Typography color="inherit" variant="subtitle2" component="p">
              Keyboard shortcut
            </Typography>
            Press Ctrl + K anywhere to open the command menu.
          </>
        }
        slotProps={{ tooltip: { sx: { maxWidth: 220, p: 1.5 } } }}
      >
        <Button>Rich content</Button>
      </Tooltip>
      <Tooltip
        describeChild
        title="This tooltip may be up to 500 pixels wide, which leaves room for a long explanation that would otherwise wrap onto many short lines."
        slotProps={{ tooltip: { sx: { maxWidth: 500 } } }}
      >
        <Button>Wider tooltip</Button>
      </Tooltip>
    </Stack>
  );
}
