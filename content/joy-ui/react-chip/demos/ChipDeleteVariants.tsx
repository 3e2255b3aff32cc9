import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';

export default function ChipDeleteVariants() {
  const handleDelete = () => {};
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        variant="outlined"
        endDecorator={<ChipDelete aria-label="Remove Berlin" onDelete={handleDelete} />}
      >
        Berlin
      </Chip>
      <Chip
        variant="soft"
        color="danger"
        endDecorator={
          <ChipDelete variant="solid" aria-label="Delete old logs" onDelete={handleDelete}>
            <DeleteForeverIcon />
          </ChipDelete>
        }
      >
        Old logs
      </Chip>
      <Chip
        variant="soft"
        disabled
        endDecorator={<ChipDelete aria-label="Remove Archived" onDelete={handleDelete} />}
      >
        Archived
      </Chip>
      <Chip
        variant="solid"
        color="success"
        startDecorator={<ChipDelete aria-label="Remove Paid" onDelete={handleDelete} />}
      >
        Paid
      </Chip>
    </Box>
  );
}
