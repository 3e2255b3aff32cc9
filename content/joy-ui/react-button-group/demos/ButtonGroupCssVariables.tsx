import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function ButtonGroupCssVariables() {
  return (
    <ButtonGroup
      color="primary"
      aria-label="Rounded group"
      sx={(theme) => ({
        '--ButtonGroup-radius': '40px',
        '--ButtonGroup-separatorColor': theme.vars.palette.primary.outlinedBorder,
      })}
    >
      <Button>Previous</Button>
      <Button>Today</Button>
      <Button>Next</Button>
    </ButtonGroup>
  );
}
