import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  /** Names from the top of the company down to this person. */
  hierarchy: string[];
  jobTitle: string;
  department: string;
  recruitmentDate: string;
  salary: number;
}

const FIRST_NAMES = [
  'Amara', 'Bruno', 'Chen', 'Dalia', 'Emeka', 'Freya', 'Goran', 'Hana', 'Ines', 'Jonas', 'Kavya', 'Luca',
  'Marta', 'Nikhil', 'Olga', 'Pablo', 'Quinn', 'Rania', 'Sven', 'Tomoko', 'Umar', 'Vera', 'Wen', 'Yusuf',
];
const LAST_NAMES = [
  'Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Haddad', 'Novak', 'Silva', 'Brennan', 'Kowalski', 'Ibarra',
  'Nakamura', 'Petrov', 'Achebe', 'Rossi', 'Varga', 'Dubois',
];

const DEPARTMENTS = [
  { name: 'Engineering', head: 'CTO', manager: 'Engineering Manager', member: 'Software Engineer' },
  { name: 'Sales', head: 'VP of Sales', manager: 'Account Director', member: 'Account Executive' },
  { name: 'Finance', head: 'CFO', manager: 'Controller', member: 'Financial Analyst' },
];

// A fixed pattern instead of random numbers: the same rows on the server and in the browser.
function nameAt(index: number): string {
  return `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[(index * 7) % LAST_NAMES.length]}`;
}

function dateAt(index: number): string {
  const year = 2012 + (index % 11);
  const month = String(1 + ((index * 5) % 12)).padStart(2, '0');
  const day = String(1 + ((index * 11) % 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** A company of about 40 people: a CEO, three department heads, two managers each, and their teams. */
function createOrgChart(): Employee[] {
  const rows: Employee[] = [];
  let index = 0;
  const add = (hierarchy: string[], jobTitle: string, department: string, salary: number) => {
    rows.push({ id: index, hierarchy, jobTitle, department, recruitmentDate: dateAt(index), salary });
    index += 1;
  };
  const ceo = nameAt(index);
  add([ceo], 'CEO', 'Management', 310000);
  DEPARTMENTS.forEach((department, departmentIndex) => {
    const head = nameAt(index);
    add([ceo, head], department.head, department.name, 220000 - departmentIndex * 8000);
    for (let managerIndex = 0; managerIndex < 2; managerIndex += 1) {
      const manager = nameAt(index);
      add([ceo, head, manager], department.manager, department.name, 150000 - managerIndex * 6000);
      const teamSize = 3 + ((departmentIndex + managerIndex) % 3);
      for (let member = 0; member < teamSize; member += 1) {
        add([ceo, head, manager, nameAt(index)], department.member, department.name, 82000 + ((index * 3700) % 41000));
      }
    }
  });
  return rows;
}

const rows = createOrgChart();

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 190 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'recruitmentDate', headerName: 'Recruited', width: 120 },
];

// Each row's path: the names from the CEO down to the person.
const getTreeDataPath: DataGridProProps<Employee>['getTreeDataPath'] = (row) => row.hierarchy;

export default function TreeDataBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ minWidth: 300 }}
        aria-label="Company hierarchy"
      />
    </Box>
  );
}
