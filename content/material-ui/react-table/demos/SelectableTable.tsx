import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';

const initialFiles = [
  { name: 'Quarterly report.pdf', owner: 'Finance', size: '2.4 MB' },
  { name: 'Brand guidelines.pdf', owner: 'Marketing', size: '8.1 MB' },
  { name: 'Roadmap 2025.xlsx', owner: 'Product', size: '320 KB' },
  { name: 'Onboarding checklist.docx', owner: 'People', size: '96 KB' },
  { name: 'Office floor plan.png', owner: 'Facilities', size: '1.2 MB' },
];

export default function SelectableTable() {
  const [files, setFiles] = useState(initialFiles);
  const [selected, setSelected] = useState<string[]>([]);

  const toggle = (name: string) =>
    setSelected((current) =>
      current.includes(name)
        ? current.filter((item) => item !== name)
        : [...current, name],
    );

  const deleteSelected = () => {
    setFiles((current) => current.filter((file) => !selected.includes(file.name)));
    setSelected([]);
  };

  const allSelected = files.length > 0 && selected.length === files.length;
  const someSelected = selected.length > 0 && !allSelected;

  return (
    <Paper>
      <Toolbar sx={{ bgcolor: selected.length > 0 ? 'action.selected' : undefined }}>
        <Typography sx={{ flex: 1 }} component="div">
          {selected.length > 0 ? `${selected.length} selected` : 'Shared files'}
        </Typography>
        {selected.length > 0 && (
          <Tooltip title="Delete selected files">
            <IconButton onClick={deleteSelected}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
        {selected.length === 0 && files.length < initialFiles.length && (
          <Button onClick={() => setFiles(initialFiles)}>Restore files</Button>
        )}
      </Toolbar>
      <TableContainer>
        <Table sx={{ minWidth: 480 }} aria-label="Shared files">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={someSelected}
                  onChange={() =>
                    setSelected(allSelected ? [] : files.map((file) => file.name))
                  }
                  inputProps={{ 'aria-label': 'Select all files' }}
                />
              </TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Owner</TableCell>
              <TableCell align="right">Size</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {files.map((file) => {
              const isSelected = selected.includes(file.name);
              return (
                <TableRow
                  key={file.name}
                  hover
                  selected={isSelected}
                  onClick={() => toggle(file.name)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      onClick={(event) => event.stopPropagation()}
                      onChange={() => toggle(file.name)}
                      inputProps={{ 'aria-label': `Select ${file.name}` }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {file.name}
                  </TableCell>
                  <TableCell>{file.owner}</TableCell>
                  <TableCell align="right">{file.size}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
