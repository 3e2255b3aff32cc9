import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

interface Book {
  isbn: string;
  title: string;
  author: string;
}

const catalogue: Book[] = [
  { isbn: '9780141439518', title: 'Pride and Prejudice', author: 'Jane Austen' },
  { isbn: '9780061120084', title: 'To Kill a Mockingbird', author: 'Harper Lee' },
  { isbn: '9780451524935', title: 'Nineteen Eighty-Four', author: 'George Orwell' },
  { isbn: '9780143105954', title: 'Things Fall Apart', author: 'Chinua Achebe' },
  { isbn: '9780679720201', title: 'The Stranger', author: 'Albert Camus' },
  { isbn: '9780307387899', title: 'The Road', author: 'Cormac McCarthy' },
  { isbn: '9780140449136', title: 'Crime and Punishment', author: 'Fyodor Dostoevsky' },
  { isbn: '9780060883287', title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez' },
  { isbn: '9780553283686', title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin' },
];

// Stands in for a request to a search endpoint: answers after 400 ms.
function searchBooks(query: string): Promise<Book[]> {
  const needle = query.toLowerCase();
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(
        catalogue.filter(
          (book) =>
            book.title.toLowerCase().includes(needle) ||
            book.author.toLowerCase().includes(needle),
        ),
      );
    }, 400);
  });
}

export default function SearchAsYouType() {
  const [value, setValue] = React.useState<Book | null>(null);
  const [inputValue, setInputValue] = React.useState('');
  const [options, setOptions] = React.useState<Book[]>([]);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    const query = inputValue.trim();
    if (query.length < 2) {
      setOptions(value ? [value] : []);
      setLoading(false);
      return undefined;
    }
    let current = true;
    setLoading(true);
    // Wait until typing pauses for 300 ms before asking the server.
    const timer = setTimeout(() => {
      searchBooks(query).then((results) => {
        // An answer to an older query must not replace the newer one.
        if (current) {
          setOptions(results);
          setLoading(false);
        }
      });
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [inputValue, value]);

  return (
    <Autocomplete
      id="search-as-you-type-book"
      sx={{ width: 340, maxWidth: '100%' }}
      options={options}
      value={value}
      inputValue={inputValue}
      loading={loading}
      // The server already filtered the results.
      filterOptions={(x) => x}
      getOptionLabel={(book) => book.title}
      isOptionEqualToValue={(option, selected) => option.isbn === selected.isbn}
      noOptionsText={inputValue.trim().length < 2 ? 'Type at least 2 letters' : 'No books found'}
      onChange={(event, newValue) => setValue(newValue)}
      onInputChange={(event, newInputValue) => setInputValue(newInputValue)}
      renderOption={(props, book) => {
        const { key, ...optionProps } = props as typeof props & { key: string };
        return (
          <li key={key} {...optionProps}>
            <span>
              {book.title}
              <br />
              <small>{book.author}</small>
            </span>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Search the catalogue"
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <>
                {loading ? (
                  <CircularProgress color="inherit" size={20} aria-label="Searching" />
                ) : null}
                {params.InputProps.endAdornment}
              </>
            ),
          }}
        />
      )}
    />
  );
}
