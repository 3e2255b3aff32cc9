import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert variant="outlined" severity="success">
        Backup completed at 03:00.
      </Alert>
      <Alert variant="outlined" severity="info">
        Maintenance is planned for Sunday night.
      </Alert>
      <Alert variant="outlined" severity="warning">
        Your trial ends in three days.
      </Alert>
      <Alert variant="outlined" severity="error">
        Two invoices are overdue.
      </Alert>
      <Alert variant="filled" severity="success">
        Your order has shipped.
      </Alert>
      <Alert variant="filled" severity="error">
        We couldn&apos;t charge your card.
      </Alert>
    </Stack>
  );
}
