import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import AddIcon from '@mui/icons-material/Add';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

export default function ButtonDecorators() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button startDecorator={<AddIcon />}>New project</Button>
      <Button variant="outlined" endDecorator={<KeyboardArrowRightIcon />}>
        Next step
      </Button>
      <Button
        variant="soft"
        color="success"
        startDecorator={<ShoppingCartIcon />}
        endDecorator={
          <Chip size="sm" variant="solid" color="success">
            3
          </Chip>
        }
      >
        Cart
      </Button>
    </Box>
  );
}
