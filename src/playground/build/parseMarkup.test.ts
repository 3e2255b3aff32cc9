import { describe, expect, it } from 'vitest';
import { currentApiDocs } from '../../api-reference/build/currentApiDocs';
import { readPlaygroundOptions } from '../playgroundOptions';
import { playgroundCode } from '../playgroundCode';
import { initialState } from '../types';
import { markupComponentNames, parseMarkup } from './parseMarkup';
import { resolvePlayground } from './resolvePlayground';

const { docs } = currentApiDocs();

describe('parseMarkup', () => {
  it('reads elements, text and literal props as JSX does', () => {
    expect(parseMarkup('<TabList><Tab disabled>One</Tab><Tab value={2} sx={{ p: 1, m: -1 }}>Two {3}</Tab></TabList>\n<TabPanel value="x">Panel\n   text</TabPanel>')).toEqual([
      {
        name: 'TabList',
        props: {},
        children: [
          { name: 'Tab', props: { disabled: true }, children: ['One'] },
          { name: 'Tab', props: { value: 2, sx: { p: 1, m: -1 } }, children: ['Two ', '3'] },
        ],
      },
      { name: 'TabPanel', props: { value: 'x' }, children: ['Panel text'] },
    ]);
    expect(markupComponentNames(parseMarkup('<Step><StepLabel>A</StepLabel></Step><Step><StepLabel>B</StepLabel></Step><div />') as never)).toEqual(['Step', 'StepLabel']);
  });

  it('refuses code, handlers, raw HTML, requests and broken JSX, saying why', () => {
    expect(parseMarkup('<Tab onClick={() => alert(1)}>x</Tab>')).toMatch(/"onClick" is not allowed/);
    expect(parseMarkup('<div dangerouslySetInnerHTML={{ __html: "x" }} />')).toMatch(/not allowed/);
    expect(parseMarkup('<img src="https://example.com/a.png" />')).toMatch(/"src" is not allowed/);
    expect(parseMarkup('<Link href="https://example.com">x</Link>')).toMatch(/within the page/);
    expect(parseMarkup('<Tab value={someVariable}>x</Tab>')).toMatch(/"someVariable" is not a text/);
    expect(parseMarkup('<Tab {...props}>x</Tab>')).toMatch(/spread/);
    expect(parseMarkup('<Tab>x</Tabs>')).toMatch(/not valid JSX/);
    expect(parseMarkup('<Menu.Item>x</Menu.Item>')).toMatch(/without dots/);
    expect(parseMarkup('<>x</>')).toMatch(/Fragments/);
  });
});

describe('a playground with markup', () => {
  const options = readPlaygroundOptions({
    component: 'Tabs',
    props: ['orientation', 'size'],
    fixed: { defaultValue: 0, 'aria-label': 'Mail' },
    markup: '<TabList><Tab>Inbox</Tab><Tab>Sent</Tab></TabList><TabPanel value={0}>No new mail.</TabPanel><TabPanel value={1}>Nothing sent.</TabPanel>',
  });

  it('resolves its parts in the library, imports them and writes them in the code, indented', () => {
    const { model, problems } = resolvePlayground(options, '/joy-ui/react-tabs', docs, 'playground-Tabs');
    expect(problems).toEqual([]);
    expect(model?.partImports).toEqual(["import TabList from '@mui/joy/TabList';", "import Tab from '@mui/joy/Tab';", "import TabPanel from '@mui/joy/TabPanel';"]);
    expect(model?.markup?.[0]).toMatchObject({ name: 'TabList', key: '@mui/joy/TabList', children: [{ key: '@mui/joy/Tab' }, { key: '@mui/joy/Tab' }] });
    expect(model?.initialCode).toBe(
      [
        "import Tabs from '@mui/joy/Tabs';",
        "import TabList from '@mui/joy/TabList';",
        "import Tab from '@mui/joy/Tab';",
        "import TabPanel from '@mui/joy/TabPanel';",
        '',
        '<Tabs defaultValue={0} aria-label="Mail">',
        '  <TabList>',
        '    <Tab>Inbox</Tab>',
        '    <Tab>Sent</Tab>',
        '  </TabList>',
        '  <TabPanel value={0}>No new mail.</TabPanel>',
        '  <TabPanel value={1}>Nothing sent.</TabPanel>',
        '</Tabs>',
        '',
      ].join('\n'),
    );
    const vertical = playgroundCode(model!, { ...initialState(model!.controls), orientation: 'vertical' });
    expect(vertical).toContain('<Tabs defaultValue={0} aria-label="Mail" orientation="vertical">\n  <TabList>');
  });

  it('names a part of another library, an unknown part, a wrong prop or a forbidden element', () => {
    const problemsOf = (markup: string) => resolvePlayground({ ...options, markup }, '/joy-ui/react-tabs', docs, 'p').problems;
    expect(problemsOf('<TabList><Tab colour="primary">A</Tab></TabList>')).toEqual(['Tab has no prop "colour" (in the markup of the Tabs playground).']);
    expect(problemsOf('<TabLst />')[0]).toMatch(/no component "TabLst"; did you mean .*TabList/);
    expect(problemsOf('<@mui/material/Tab />')[0]).toMatch(/not valid JSX/);
    expect(problemsOf('<script>x</script>')[0]).toMatch(/<script> is not an HTML element/);
    expect(() => readPlaygroundOptions({ component: 'Tabs', markup: '<Tab />', children: 'x' })).toThrow(/not both/);
    expect(() => readPlaygroundOptions({ component: 'Tabs', markup: 'text only' })).toThrow(/markup/);
  });

  it('takes a list as a fixed value, written as an array literal', () => {
    const autocomplete = resolvePlayground(readPlaygroundOptions({ component: 'Autocomplete', fixed: { options: ['Dog', 'Cat'] } }), '/joy-ui/react-autocomplete', docs, 'p');
    expect(autocomplete.problems).toEqual([]);
    expect(autocomplete.model?.initialCode).toContain("<Autocomplete options={['Dog', 'Cat']} />");
    expect(() => readPlaygroundOptions({ component: 'Autocomplete', fixed: { options: [] } })).toThrow(/1 to 20/);
    expect(() => readPlaygroundOptions({ component: 'Autocomplete', fixed: { slotProps: { input: ['x'] } } })).toThrow();
  });
});
