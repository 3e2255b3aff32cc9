import Box from '@mui/system/Box';

export default function SystemPropsOnBox() {
  return (
    // Style keys written as props: Box moves them into its sx.
    <Box p={2} bgcolor="primary.main" color="primary.contrastText" borderRadius={1} maxWidth={320}>
      Padding, colours and radius given as props.
    </Box>
  );
}
