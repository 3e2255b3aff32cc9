import Table from '@mui/joy/Table';

const results = [
  { team: 'Riverside', homeWins: 8, homeLosses: 2, awayWins: 5, awayLosses: 5 },
  { team: 'Old Harbour', homeWins: 7, homeLosses: 3, awayWins: 6, awayLosses: 4 },
  { team: 'North Park', homeWins: 5, homeLosses: 5, awayWins: 3, awayLosses: 7 },
];

export default function GroupedHeaderTable() {
  return (
    <Table borderAxis="both" aria-label="Season results, home and away">
      <thead>
        <tr>
          <th rowSpan={2}>Team</th>
          <th colSpan={2} style={{ textAlign: 'center' }}>
            Home
          </th>
          <th colSpan={2} style={{ textAlign: 'center' }}>
            Away
          </th>
        </tr>
        <tr>
          <th>Won</th>
          <th>Lost</th>
          <th>Won</th>
          <th>Lost</th>
        </tr>
      </thead>
      <tbody>
        {results.map((row) => (
          <tr key={row.team}>
            <th scope="row">{row.team}</th>
            <td>{row.homeWins}</td>
            <td>{row.homeLosses}</td>
            <td>{row.awayWins}</td>
            <td>{row.awayLosses}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
