import Table from '@mui/joy/Table';

const trains = [
  { id: 'IC 512', destination: 'Amsterdam', departure: '07:14', platform: 3, duration: 165, price: 49 },
  { id: 'RE 208', destination: 'Bruges', departure: '08:02', platform: 1, duration: 95, price: 22 },
  { id: 'TGV 9441', destination: 'Paris', departure: '09:30', platform: 5, duration: 82, price: 65 },
  { id: 'ICE 15', destination: 'Cologne', departure: '10:45', platform: 4, duration: 110, price: 39 },
  { id: 'IC 733', destination: 'Luxembourg', departure: '12:20', platform: 2, duration: 190, price: 31 },
];

function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

export default function BasicTable() {
  return (
    <Table aria-label="Departures from Brussels">
      <thead>
        <tr>
          <th style={{ width: '30%' }}>Destination</th>
          <th>Train</th>
          <th>Departs</th>
          <th>Duration</th>
          <th>Platform</th>
        </tr>
      </thead>
      <tbody>
        {trains.map((train) => (
          <tr key={train.id}>
            <td>{train.destination}</td>
            <td>{train.id}</td>
            <td>{train.departure}</td>
            <td>{formatDuration(train.duration)}</td>
            <td>{train.platform}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
