import Table from '@mui/joy/Table';

const tickets = [
  { id: '#4821', subject: 'The invoice for March shows the wrong billing address and VAT number', status: 'Open' },
  { id: '#4822', subject: 'Cannot reset my password from the mobile app', status: 'Pending' },
  { id: '#4823', subject: 'Feature request: export reports as a spreadsheet with one tab per month', status: 'Closed' },
];

export default function TableNoWrap() {
  return (
    <Table noWrap aria-label="Support tickets">
      <thead>
        <tr>
          <th style={{ width: 64 }}>Ticket</th>
          <th>Subject</th>
          <th style={{ width: 80 }}>Status</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => (
          <tr key={ticket.id}>
            <td>{ticket.id}</td>
            <td title={ticket.subject}>{ticket.subject}</td>
            <td>{ticket.status}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
