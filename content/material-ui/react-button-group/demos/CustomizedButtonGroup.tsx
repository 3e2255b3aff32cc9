import Button from '@mui/material/Button';
import ButtonGroup, { buttonGroupClasses } from '@mui/material/ButtonGroup';

export default function CustomizedButtonGroup() {
  return (
    <ButtonGroup
      variant="outlined"
      aria-label="Message actions"
      sx={{
        [`& .${buttonGroupClasses.grouped}`]: {
          textTransform: 'none',
          px: 2.5,
          color: 'text.primary',
          borderColor: 'divider',
          '&:hover': { borderColor: 'divider', bgcolor: 'action.hover' },
        },
        [`& .${buttonGroupClasses.firstButton}`]: {
          borderTopLeftRadius: 999,
          borderBottomLeftRadius: 999,
          pl: 3,
        },
        [`& .${buttonGroupClasses.lastButton}`]: {
          borderTopRightRadius: 999,
          borderBottomRightRadius: 999,
          pr: 3,
        },
      }}
    >
      <Button>Reply</Button>
      <Button>Reply all</Button>
      <Button>Forward</Button>
    </ButtonGroup>
  );
}
