import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';

const members = [
  { name: 'Nora Reyes', image: '/static/images/demos/avatar-nora.svg' },
  { name: 'Leo Novak', image: '/static/images/demos/avatar-leo.svg' },
  { name: 'Mina Osei', image: '/static/images/demos/avatar-mina.svg' },
  { name: 'Sam Carter', image: '/static/images/demos/avatar-sam.svg' },
  { name: 'Nora Reyes (guest)', image: '/static/images/demos/avatar-nora.svg' },
  { name: 'Leo Novak (guest)', image: '/static/images/demos/avatar-leo.svg' },
];

// The default surplus avatar is light grey; a darker shade keeps "+n" readable.
const surplusStyle = { bgcolor: 'grey.700', color: 'common.white', fontSize: '0.75rem' };

// Like a badge, cap the count so that it fits in the circle.
function formatSurplus(surplus: number) {
  return surplus > 99 ? '99+' : `+${surplus}`;
}

export default function GroupedAvatars() {
  return (
    <Stack spacing={3} alignItems="flex-start">
      <AvatarGroup max={4} slotProps={{ additionalAvatar: { sx: surplusStyle } }}>
        {members.map((member) => (
          <Avatar key={member.name} alt={member.name} src={member.image} />
        ))}
      </AvatarGroup>
      <AvatarGroup
        total={1284}
        slotProps={{ additionalAvatar: { sx: surplusStyle } }}
        renderSurplus={formatSurplus}
      >
        {members.slice(0, 3).map((member) => (
          <Avatar key={member.name} alt={member.name} src={member.image} />
        ))}
      </AvatarGroup>
    </Stack>
  );
}
