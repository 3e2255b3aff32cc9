import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';

export default function IconButtonGroup() {
  return (
    <ButtonGroup variant="soft" aria-label="Paragraph tools">
      <IconButton aria-label="Align left">
        <FormatAlignLeftIcon />
      </IconButton>
      <IconButton aria-label="Align center">
        <FormatAlignCenterIcon />
      </IconButton>
      <IconButton aria-label="Align right">
        <FormatAlignRightIcon />
      </IconButton>
      <Button>Reset</Button>
    </ButtonGroup>
  );
}
