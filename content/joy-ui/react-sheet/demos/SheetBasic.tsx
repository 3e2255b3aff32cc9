import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SheetBasic() {
  return (
    <Sheet variant="outlined" sx={{ maxWidth: 360, p: 2, borderRadius: 'sm', boxShadow: 'sm' }}>
      <Typography level="title-md">Delivery note</Typography>
      <Typography level="body-sm">
        Leave the parcel with the neighbour at number 12 if nobody answers.
      </Typography>
    </Sheet>
  );
}
