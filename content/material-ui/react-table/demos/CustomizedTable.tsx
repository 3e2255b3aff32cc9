import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { styled } from '@mui/material/styles';

const StyledTableCell = styled(TableCell)(({ theme }) => ({
  [`&.${tableCellClasses.head}`]: {
    backgroundColor: theme.palette.primary.dark,
    color: theme.palette.primary.contrastText,
    fontWeight: theme.typography.fontWeightBold,
  },
}));

const StripedTableRow = styled(TableRow)(({ theme }) => ({
  '&:nth-of-type(even)': {
    backgroundColor: theme.palette.action.hover,
  },
  '&:last-child td, &:last-child th': {
    border: 0,
  },
}));

const recipes = [
  { name: 'Lentil soup', time: 40, servings: 4, calories: 320 },
  { name: 'Mushroom risotto', time: 35, servings: 2, calories: 540 },
  { name: 'Greek salad', time: 15, servings: 2, calories: 280 },
  { name: 'Banana bread', time: 70, servings: 8, calories: 260 },
  { name: 'Vegetable curry', time: 45, servings: 4, calories: 410 },
];

export default function CustomizedTable() {
  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 480 }} aria-label="Recipes">
        <TableHead>
          <TableRow>
            <StyledTableCell>Recipe</StyledTableCell>
            <StyledTableCell align="right">Time (min)</StyledTableCell>
            <StyledTableCell align="right">Servings</StyledTableCell>
            <StyledTableCell align="right">Calories per serving</StyledTableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {recipes.map((recipe) => (
            <StripedTableRow key={recipe.name}>
              <TableCell component="th" scope="row">
                {recipe.name}
              </TableCell>
              <TableCell align="right">{recipe.time}</TableCell>
              <TableCell align="right">{recipe.servings}</TableCell>
              <TableCell align="right">{recipe.calories}</TableCell>
            </StripedTableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
