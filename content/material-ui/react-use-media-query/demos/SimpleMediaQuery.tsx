import Chip from '@mui/material/Chip';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function SimpleMediaQuery() {
  const matches = useMediaQuery('(min-width:600px)');

  return (
    <Chip
      color={matches ? 'success' : 'default'}
      label={`(min-width:600px) matches: ${matches}`}
    />
  );
}
