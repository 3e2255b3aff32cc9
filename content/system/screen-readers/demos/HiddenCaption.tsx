import Box from '@mui/system/Box';

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

const rows = [
  ['Berlin', '4', '12'],
  ['Madrid', '9', '19'],
  ['Oslo', '-3', '2'],
];

export default function HiddenCaption() {
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', color: 'text.primary', '& th, & td': { px: 2, py: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'start' } }}>
      <Box component="caption" sx={visuallyHidden}>
        Lowest and highest temperatures today, in degrees Celsius
      </Box>
      <thead>
        <tr>
          <th scope="col">City</th>
          <th scope="col">Low</th>
          <th scope="col">High</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([city, low, high]) => (
          <tr key={city}>
            <th scope="row">{city}</th>
            <td>{low}</td>
            <td>{high}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
