import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function UserPreferencesQuery() {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const coarsePointer = useMediaQuery('(pointer: coarse)');
  const canHover = useMediaQuery('(hover: hover)');

  const rows = [
    {
      query: '(prefers-color-scheme: dark)',
      meaning: 'Dark mode is preferred',
      value: prefersDark,
    },
    {
      query: '(prefers-reduced-motion: reduce)',
      meaning: 'Less motion is preferred',
      value: reducedMotion,
    },
    {
      query: '(pointer: coarse)',
      meaning: 'Main pointer is a finger',
      value: coarsePointer,
    },
    { query: '(hover: hover)', meaning: 'Main pointer can hover', value: canHover },
  ];

  return (
    <Table size="small" aria-label="Media features of this device" sx={{ maxWidth: 560 }}>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.query}>
            <TableCell component="th" scope="row">
              <code>{row.query}</code>
            </TableCell>
            <TableCell>{row.meaning}</TableCell>
            <TableCell align="right">{row.value ? 'Yes' : 'No'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
