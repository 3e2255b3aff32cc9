import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';

export default function TabsIcons() {
  return (
    <Stack spacing={3}>
      <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
        <TabList aria-label="Sections">
          <Tab>
            <ListItemDecorator>
              <HomeRoundedIcon />
            </ListItemDecorator>
            Home
          </Tab>
          <Tab>
            <ListItemDecorator>
              <SearchRoundedIcon />
            </ListItemDecorator>
            Search
          </Tab>
          <Tab>
            Messages
            <Chip size="sm" variant="soft" color="primary">
              4
            </Chip>
          </Tab>
        </TabList>
      </Tabs>
      <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
        <TabList aria-label="Icon-only sections">
          <Tab aria-label="Home">
            <HomeRoundedIcon />
          </Tab>
          <Tab aria-label="Search">
            <SearchRoundedIcon />
          </Tab>
          <Tab aria-label="Profile">
            <PersonRoundedIcon />
          </Tab>
        </TabList>
      </Tabs>
      <Tabs defaultValue={1} sx={{ bgcolor: 'transparent' }}>
        <TabList aria-label="Stacked icons" tabFlex={1}>
          <Tab orientation="vertical">
            <ListItemDecorator>
              <HomeRoundedIcon />
            </ListItemDecorator>
            Home
          </Tab>
          <Tab orientation="vertical">
            <ListItemDecorator>
              <SearchRoundedIcon />
            </ListItemDecorator>
            Search
          </Tab>
          <Tab orientation="vertical">
            <ListItemDecorator>
              <PersonRoundedIcon />
            </ListItemDecorator>
            Profile
          </Tab>
        </TabList>
      </Tabs>
    </Stack>
  );
}
