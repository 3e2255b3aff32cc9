import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';

const problems = [
  { field: 'Card number', message: 'has 15 digits, it needs 16' },
  { field: 'Expiry date', message: 'is in the past' },
];

export default function ValidationSummaryAlert() {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small">
          Contact support
        </Button>
      }
      sx={{
        width: '100%',
        // Put the action under the text on narrow screens.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 4.5, sm: 'auto' } },
      }}
    >
      <AlertTitle>The payment could not be processed</AlertTitle>
      Fix these fields and try again:
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {problems.map((problem) => (
          <li key={problem.field}>
            <Link
              href="/material-ui/react-text-field/"
              color="inherit"
              onClick={(event) => event.preventDefault()}
            >
              {problem.field}
            </Link>{' '}
            {problem.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
